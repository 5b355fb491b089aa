import type { ReactNode } from 'react';

/** The few icons the shell draws, inline SVG in the text's colour. */
const box = { width: 18, height: 18, viewBox: '0 0 24 24' } as const;
const line = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const BackIcon = () => (
  <svg {...box} aria-hidden="true">
    <path d="M15 5l-7 7 7 7" {...line} />
  </svg>
);

export const ShieldIcon = () => (
  <svg {...box} aria-hidden="true">
    <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" {...line} />
    <path d="M8.5 12l2.5 2.5 4.5-5" {...line} />
  </svg>
);

export const ListIcon = () => (
  <svg {...box} aria-hidden="true">
    <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" {...line} />
  </svg>
);

export const WalletIcon = () => (
  <svg {...box} aria-hidden="true">
    <path d="M3 7a2 2 0 012-2h13v4M3 7v10a2 2 0 002 2h15V9H5a2 2 0 01-2-2z" {...line} />
    <circle cx="16" cy="14" r="1.3" fill="currentColor" />
  </svg>
);

export const LinkIcon = () => (
  <svg {...box} aria-hidden="true">
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5" {...line} />
  </svg>
);

export const LockIcon = () => (
  <svg {...box} aria-hidden="true">
    <rect x="5" y="11" width="14" height="9" rx="2" {...line} />
    <path d="M8 11V8a4 4 0 018 0v3" {...line} />
  </svg>
);

/** Each original's mark beside its name in the header. */
export function GameMark({ family }: { family: string }) {
  const mark: Record<string, ReactNode> = {
    dice: (
      <>
        <rect x="4" y="4" width="16" height="16" rx="4" fill="currentColor" />
        {[
          [9, 9],
          [15, 15],
          [12, 12],
          [15, 9],
          [9, 15],
        ].map(([x, y]) => (
          <circle key={`${x}${y}`} className="hole" cx={x} cy={y} r="1.5" />
        ))}
      </>
    ),
    crash: <path d="M4 20c6-1 11-6 14-14l2 2-2-2-3 1 3-1" {...line} strokeWidth={2.6} />,
    mines: (
      <path
        className="facet"
        d="M12 3l6 5-6 13L6 8z M6 8h12"
        fill="currentColor"
        strokeWidth={1.2}
        strokeLinejoin="round"
      />
    ),
    plinko: (
      <>
        {[
          [12, 5],
          [8.5, 10],
          [15.5, 10],
          [5, 15],
          [12, 15],
          [19, 15],
        ].map(([x, y]) => (
          <circle key={`${x}${y}`} cx={x} cy={y} r="1.6" fill="currentColor" />
        ))}
        <circle cx="10" cy="19.5" r="2.4" fill="currentColor" />
      </>
    ),
  };
  return (
    <svg className="top-mark" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      {mark[family] ?? null}
    </svg>
  );
}
