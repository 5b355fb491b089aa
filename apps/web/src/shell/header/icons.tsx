import type { ReactNode } from 'react';

/** Small decorative line icons; each is aria-hidden because its control carries the name. */
function Icon({ size = 16, filled = false, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

interface IconProps {
  size?: number;
  filled?: boolean;
  className?: string;
}

export const GlobeIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
  </Icon>
);

/** Points down; rotated by CSS while its pop-over is open. */
export const ChevronIcon = () => (
  <Icon size={12} className="chevron">
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

export const ClockIcon = () => (
  <Icon size={14}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

export const ShieldIcon = () => (
  <Icon size={14}>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.1 8.3 7.5 9.5 4.4-1.2 7.5-4.9 7.5-9.5V6L12 3Z" />
    <path d="m9 12 2 2 4-4" />
  </Icon>
);

export const MenuIcon = () => (
  <Icon size={14}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

export const ArrowIcon = () => (
  <Icon size={20}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);

export const FlameIcon = () => (
  <Icon size={10} filled>
    <path d="M12 2c1 3.5 5 6 5 11a5 5 0 0 1-10 0c0-2.2 1-3.7 2.2-5 .2 1.6 1 2.7 2.3 3.2C11 8.6 11 5.5 12 2Z" />
  </Icon>
);
