import { SYMBOL_ART, type SymbolName } from '../../assets/symbols.ts';
import { THEMES } from './themes.ts';

/**
 * The slot page's symbol sprite: every piece of art a theme can show, as <symbol>s the
 * script draws with <use href="#art-…">. Vector art, not font glyphs: the same on every
 * device. Colours of the wild and scatter come from the design tokens (currentColor/vars).
 */
const WILD = `<rect x="6" y="22" width="88" height="56" rx="12" fill="var(--primary)" stroke="var(--highlight)" stroke-width="5"/>
<path d="M18 30l8-12 8 12M66 30l8-12 8 12" fill="var(--highlight)"/>
<text x="50" y="61" font-family="Arial Black,Arial,sans-serif" font-size="26" font-weight="900" text-anchor="middle" fill="var(--primary-text)">WILD</text>`;

const SCATTER = `<path d="M50 4l9 22 22-9-9 22 22 9-22 9 9 22-22-9-9 22-9-22-22 9 9-22-22-9 22-9-9-22 22 9z" fill="var(--accent)" stroke="var(--highlight)" stroke-width="3" stroke-linejoin="round"/>
<circle cx="50" cy="50" r="17" fill="var(--highlight)"/><path d="M50 38l4 8 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z" fill="var(--accent)"/>`;

const RANK_COLOURS: Record<string, [string, string]> = {
  A: ['#e53935', '#7f0000'],
  K: ['#1e88e5', '#0d47a1'],
  Q: ['#8e24aa', '#4a0072'],
  J: ['#43a047', '#1b5e20'],
  T: ['#fb8c00', '#a84300'],
};

const rank = (letter: string, [fill, edge]: [string, string]) =>
  `<path d="M50 8l36 14v28c0 22-16 36-36 42-20-6-36-20-36-42V22z" fill="${fill}" stroke="${edge}" stroke-width="4" stroke-linejoin="round"/>
<path d="M26 26l24-9 24 9" fill="none" stroke="#ffffff" stroke-opacity=".5" stroke-width="4" stroke-linecap="round"/>
<text x="50" y="${letter === '10' ? 66 : 70}" font-family="Georgia,'DejaVu Serif',serif" font-size="${letter === '10' ? 36 : 46}" font-weight="700" text-anchor="middle" fill="#ffffff" stroke="${edge}" stroke-width="1.5">${letter}</text>`;

const symbol = (id: string, body: string) => `<symbol id="art-${id}" viewBox="0 0 100 100">${body}</symbol>`;

export function reelSprite(): string {
  const used = new Set<SymbolName>(THEMES.flatMap((theme) => theme.premiums));
  const parts = [
    symbol('wild', WILD),
    symbol('scatter', SCATTER),
    ...Object.entries(RANK_COLOURS).map(([id, colours]) => symbol(`rank-${id}`, rank(id === 'T' ? '10' : id, colours))),
    ...[...used].map((name) => symbol(name, SYMBOL_ART[name])),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" class="sprite" aria-hidden="true" focusable="false"><defs>${parts.join('\n')}</defs></svg>`;
}
