import type { LICENCES } from '@arcadia/contracts';
import type { ReactNode } from 'react';
import './licence-badge.css';

export type Licence = (typeof LICENCES)[number];

const rays = [0, 45, 90, 135, 180, 225, 270, 315];

/** Monochrome marks (currentColor) so a badge takes the colour of the text around it in either theme. */
const EMBLEMS: Record<Licence, ReactNode> = {
  malta: (
    <g>
      {[0, 90, 180, 270].map((turn) => (
        <path key={turn} d="M20 19 13.5 6.5 20 10l6.5-3.5z" transform={`rotate(${turn} 20 20)`} />
      ))}
    </g>
  ),
  bvi: (
    <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M20 6.5 30.5 10v8c0 7-4.6 11.4-10.5 14-5.9-2.6-10.5-7-10.5-14v-8z" />
      <path d="M14 18c2-1.6 4-1.6 6 0s4 1.6 6 0M14 23c2-1.6 4-1.6 6 0s4 1.6 6 0" />
    </g>
  ),
  philippines: (
    <g>
      <circle cx="20" cy="20" r="5.5" />
      {rays.map((turn) => (
        <path key={turn} d="M18.8 12.2 20 5.5l1.2 6.7z" transform={`rotate(${turn} 20 20)`} />
      ))}
    </g>
  ),
};

const TEXT: Record<Licence, [string, string]> = {
  malta: ['MGA', 'MALTA'],
  bvi: ['BVI', 'VIRGIN ISLANDS'],
  philippines: ['PAGCOR', 'PHILIPPINES'],
};

/**
 * A gaming-licence badge drawn inline (no outside images). The letters inside
 * are the regulators' own marks and stay untranslated; `label` is the
 * translated accessible name.
 */
export function LicenceBadge({ licence, label }: { licence: Licence; label: string }) {
  const [mark, place] = TEXT[licence];
  return (
    <svg className="licence-badge" role="img" aria-label={label} viewBox="0 0 128 40" width="128" height="40">
      <title>{label}</title>
      <rect className="licence-badge-frame" x="0.75" y="0.75" width="126.5" height="38.5" rx="8" />
      <g fill="currentColor">{EMBLEMS[licence]}</g>
      <text className="licence-badge-mark" x="38" y="21">
        {mark}
      </text>
      <text className="licence-badge-place" x="38" y="31.5">
        {place}
      </text>
    </svg>
  );
}
