/** The slot page's icons and the pick board's urns, inline SVG. */
const line = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.4,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const SpinIcon = () => (
  <svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true">
    <path d="M20 12a8 8 0 1 1-2.34-5.66" {...line} strokeWidth={2.8} />
    <path d="M20 4v4.5h-4.5" {...line} strokeWidth={2.8} />
  </svg>
);

export const StopIcon = () => (
  <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
    <rect x="6.5" y="6.5" width="11" height="11" rx="2" fill="currentColor" />
  </svg>
);

export const BoltIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <path d="M13 2L4.5 13.5H11L10 22l8.5-11.5H12z" fill="currentColor" />
  </svg>
);

export const AutoIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <path d="M4 12a8 8 0 0 1 13.7-5.6M20 12a8 8 0 0 1-13.7 5.6" {...line} />
    <path d="M18 3v4h-4M6 21v-4h4" {...line} />
  </svg>
);

export const InfoIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <circle cx="12" cy="12" r="9" {...line} />
    <path d="M12 11v6M12 7.5v.01" {...line} />
  </svg>
);

export const MinusIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <path d="M6 12h12" {...line} strokeWidth={3} />
  </svg>
);

export const PlusIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <path d="M6 12h12M12 6v12" {...line} strokeWidth={3} />
  </svg>
);

/** A sealed urn of the pick board: lapis and gold, a jackal's lid. */
export const Urn = () => (
  <svg viewBox="0 0 64 80" className="urn-art" aria-hidden="true">
    <ellipse cx="32" cy="75" rx="20" ry="4" fill="rgb(0 0 0 / 0.35)" />
    <path d="M20 22h24l3 8c6 10 6 26-2 38-3 5-23 5-26 0-8-12-8-28-2-38z" fill="#c98a1b" />
    <path d="M20 22h24l3 8c6 10 6 26-2 38-3 5-23 5-26 0-8-12-8-28-2-38z" fill="url(#urn-shine)" />
    <path d="M15 38h34M14 46h36M15.5 54h33" stroke="#1f4f8f" strokeWidth="4" />
    <path d="M15 38h34M14 46h36M15.5 54h33" stroke="#3ec1d3" strokeWidth="1.2" />
    <rect x="18" y="17" width="28" height="7" rx="2" fill="#f3cf63" />
    <path d="M24 17c0-8 4-12 8-12s8 4 8 12z" fill="#1f4f8f" />
    <path d="M27 9l-2-6 5 4M37 9l2-6-5 4" fill="#1f4f8f" />
    <circle cx="32" cy="12" r="1.8" fill="#f3cf63" />
    <defs>
      <linearGradient id="urn-shine" x1="0" x2="1">
        <stop offset="0" stopColor="#fff" stopOpacity="0" />
        <stop offset="0.3" stopColor="#fff" stopOpacity="0.35" />
        <stop offset="0.55" stopColor="#fff" stopOpacity="0" />
      </linearGradient>
    </defs>
  </svg>
);

/** A prize: gold coins stacked. */
export const Gold = () => (
  <svg viewBox="0 0 64 40" className="urn-gold" aria-hidden="true">
    {[
      [20, 30],
      [44, 30],
      [32, 22],
      [26, 14],
      [38, 14],
    ].map(([x, y]) => (
      <g key={`${x}-${y}`}>
        <ellipse cx={x} cy={y} rx="11" ry="6" fill="#b77c06" />
        <ellipse cx={x} cy={(y ?? 0) - 2} rx="11" ry="6" fill="#ffd34d" />
        <ellipse cx={x} cy={(y ?? 0) - 2} rx="6" ry="3" fill="none" stroke="#c98a1b" strokeWidth="1.4" />
      </g>
    ))}
  </svg>
);

/** The ender: a mummy's wrapped head. */
export const Mummy = () => (
  <svg viewBox="0 0 64 64" className="urn-mummy" aria-hidden="true">
    <path d="M14 30c0-14 8-24 18-24s18 10 18 24v18c0 8-8 12-18 12s-18-4-18-12z" fill="#e8dcc0" />
    <path
      d="M14 22l36 6M14 32l36-5M15 42l35 5M16 50l32-6M18 14l28 6"
      stroke="#b9a77f"
      strokeWidth="2.2"
      strokeLinecap="round"
    />
    <ellipse cx="25" cy="34" rx="4.5" ry="3" fill="#2a1a08" />
    <ellipse cx="39" cy="34" rx="4.5" ry="3" fill="#2a1a08" />
    <circle cx="26" cy="33.5" r="1.3" fill="#ff5b3a" />
    <circle cx="40" cy="33.5" r="1.3" fill="#ff5b3a" />
  </svg>
);
