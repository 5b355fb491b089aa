import type { ResourceType } from '@arcadia/contracts';
import type { ReactNode } from 'react';

export type SideIconName = 'promotions' | 'service' | 'invite' | 'launcher' | 'close' | ResourceType;

/** Outline icons use the stroke; brand marks are filled. Both follow currentColor. */
const stroked = (children: ReactNode) => (
  <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
    {children}
  </g>
);

const ICONS: Record<SideIconName, ReactNode> = {
  promotions: stroked(
    <>
      <rect x="3.5" y="8" width="17" height="4" rx="1" />
      <path d="M5 12v7.5a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V12M12 8v12.5" />
      <path d="M12 8C10.5 4.5 6.5 4 6.5 6.3 6.5 8 10 8 12 8zm0 0c1.5-3.5 5.5-4 5.5-1.7C17.5 8 14 8 12 8z" />
    </>,
  ),
  service: stroked(
    <>
      <path d="M4 13.5V12a8 8 0 0 1 16 0v1.5" />
      <rect x="3.5" y="13" width="4" height="6" rx="1.5" />
      <rect x="16.5" y="13" width="4" height="6" rx="1.5" />
      <path d="M18.5 19v.5a2 2 0 0 1-2 2H13" />
    </>,
  ),
  // The folded launcher: four tiles; open, a cross.
  launcher: stroked(
    <>
      <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
    </>,
  ),
  close: stroked(<path d="M6 6l12 12M18 6L6 18" />),
  invite: stroked(
    <>
      <circle cx="10" cy="8" r="3.5" />
      <path d="M3.5 20c.6-3.6 3.2-6 6.5-6 1.7 0 3.2.6 4.3 1.7M18.5 14v6M15.5 17h6" />
    </>,
  ),
  TWITTER: (
    <path
      fill="currentColor"
      d="M17.8 3.5h3l-6.6 7.5 7.8 9.5h-6.1l-4.8-6-5.5 6H2.6l7-8L2.1 3.5h6.3l4.3 5.5zm-1.1 15.3h1.7L7.4 5.1H5.6z"
    />
  ),
  DOUYIN: stroked(
    <>
      <path d="M13.5 3.5v11.3a3.3 3.3 0 1 1-3.3-3.3" />
      <path d="M13.5 3.5c.4 2.6 2.4 4.6 5 4.9" />
    </>,
  ),
  MOBILECONFIG: stroked(
    <>
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" />
      <circle cx="12" cy="10.5" r="2" />
      <path d="M12 6.5v1.5M12 13v1.5M8 10.5h1.5M14.5 10.5H16" />
    </>,
  ),
  Android: (
    <g fill="currentColor">
      <path d="M6 10.5h12v7a1.5 1.5 0 0 1-1.5 1.5H15v2.3a1.2 1.2 0 0 1-2.4 0V19h-1.2v2.3a1.2 1.2 0 0 1-2.4 0V19H7.5A1.5 1.5 0 0 1 6 17.5z" />
      <path d="M6 9.5a6 5.3 0 0 1 12 0zM9.5 7a.8.8 0 1 0 0-.1zM14.5 7a.8.8 0 1 0 0-.1z" />
      <rect x="2.6" y="10.5" width="2.4" height="6.5" rx="1.2" />
      <rect x="19" y="10.5" width="2.4" height="6.5" rx="1.2" />
      <path d="m8.2 3.4 1.3 2.2M15.8 3.4l-1.3 2.2" stroke="currentColor" strokeWidth="1.2" strokeLinecap="round" />
    </g>
  ),
  IOS: (
    <path
      fill="currentColor"
      d="M16.4 12.7c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8s-1.8-.8-3-.8c-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.7zM14.1 5.9c.6-.8 1.1-1.8 1-2.9-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.7-1 2.7 1 .1 2-.5 2.7-1.2z"
    />
  ),
  FACEBOOK: (
    <path
      fill="currentColor"
      d="M13.5 21.5v-7.8h2.6l.4-3.1h-3V8.7c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.3H7.9v3.1h2.6v7.8z"
    />
  ),
  TELEGRAM: stroked(<path d="M21 4 3 11.2l6.2 2.2L19 6.5l-7.6 8.4.2 5.1 3-3.6 4.4 3.1z" />),
};

export function SideIcon({ name }: { name: SideIconName }) {
  return (
    <svg className="side-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      {ICONS[name]}
    </svg>
  );
}
