/** The board's two faces, drawn inline (no image request): a gem and a mine. */
export const Gem = () => (
  <svg className="tile-art" viewBox="-50 -50 100 100" aria-hidden="true">
    <defs>
      <linearGradient id="gem-fill" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#b5ffe4" />
        <stop offset="0.5" stopColor="#22e3a0" />
        <stop offset="1" stopColor="#0a8f62" />
      </linearGradient>
    </defs>
    <path d="M-30 -14 L-16 -32 L16 -32 L30 -14 L0 34 Z" fill="url(#gem-fill)" />
    <path
      d="M-30 -14 L30 -14 M-16 -32 L-8 -14 L0 34 L8 -14 L16 -32"
      stroke="#ffffff"
      strokeOpacity="0.45"
      strokeWidth="2.5"
      fill="none"
    />
    <path d="M-16 -32 L-8 -14 L8 -14 L16 -32 Z" fill="#ffffff" opacity="0.35" />
  </svg>
);

export const Mine = () => (
  <svg className="tile-art" viewBox="-50 -50 100 100" aria-hidden="true">
    <defs>
      <radialGradient id="mine-fill" cx="0.35" cy="0.35" r="0.75">
        <stop offset="0" stopColor="#6b6f88" />
        <stop offset="1" stopColor="#111320" />
      </radialGradient>
    </defs>
    {[0, 45, 90, 135].map((turn) => (
      <rect key={turn} x="-4" y="-36" width="8" height="72" rx="4" fill="#2a2d3f" transform={`rotate(${turn})`} />
    ))}
    <circle r="26" fill="url(#mine-fill)" />
    <circle cx="-9" cy="-9" r="6" fill="#ffffff" opacity="0.5" />
    <circle r="7" fill="#ff4d6d" />
  </svg>
);
