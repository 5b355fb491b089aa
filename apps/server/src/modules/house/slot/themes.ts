import type { SymbolName } from '../../assets/symbols.ts';
import type { SymbolId } from './engine/symbols.ts';

/**
 * How a game's symbols look: one piece of vector art per symbol (modules/assets/symbols.ts,
 * drawn on the page from an inline SVG sprite) and a hue for the page's colours. The wild,
 * the scatter and the card ranks are the slot's own art (reel-art.ts), the same in every theme.
 */
export interface Theme {
  id: string;
  hue: number;
  /** The art of each premium symbol, P1 the best. */
  premiums: readonly [SymbolName, SymbolName, SymbolName, SymbolName];
}

/** What each symbol is drawn with: a sprite id of the page (`#art-<id>`). */
export type ReelArt = Readonly<Record<SymbolId, string>>;

export const reelArt = (theme: Theme): ReelArt => {
  const [P1, P2, P3, P4] = theme.premiums;
  return { W: 'wild', S: 'scatter', P1, P2, P3, P4, A: 'rank-A', K: 'rank-K', Q: 'rank-Q', J: 'rank-J', T: 'rank-T' };
};

const theme = (id: string, hue: number, premiums: Theme['premiums']): Theme => ({ id, hue, premiums });

export const THEMES: readonly Theme[] = [
  theme('royal', 45, ['crown', 'gem', 'coin', 'horseshoe']),
  theme('cards', 350, ['seven', 'bar', 'bell', 'cherry']),
  theme('sky', 205, ['bolt', 'sun', 'moon', 'star']),
  theme('garden', 120, ['lotus', 'grape', 'lemon', 'clover']),
  theme('music', 285, ['note', 'star', 'heart', 'bell']),
  theme('ocean', 185, ['anchor', 'fish', 'gem', 'coin']),
  theme('cosmos', 250, ['sun', 'moon', 'star', 'gem']),
  theme('mystic', 20, ['gem', 'coin', 'moon', 'clover']),
];

/** The catalogue's slot variants (the theme word of each ARC title) and the look each one gets. */
const BY_VARIANT: Readonly<Record<string, string>> = {
  king: 'royal',
  queen: 'royal',
  empire: 'royal',
  pharaoh: 'royal',
  vikings: 'royal',
  samurai: 'royal',
  horse: 'royal',
  fortune: 'cards',
  bells: 'cards',
  diamonds: 'cards',
  gems: 'cards',
  treasure: 'cards',
  carnival: 'cards',
  eagle: 'sky',
  sun: 'sky',
  volcano: 'sky',
  rooster: 'sky',
  lion: 'sky',
  lotus: 'garden',
  cherry: 'garden',
  fruits: 'garden',
  candy: 'garden',
  panda: 'garden',
  jungle: 'garden',
  monkey: 'garden',
  elephant: 'garden',
  buffalo: 'garden',
  tiger: 'music',
  wolf: 'music',
  ocean: 'ocean',
  koi: 'ocean',
  mermaid: 'ocean',
  pirate: 'ocean',
  stars: 'cosmos',
  moon: 'cosmos',
  olympus: 'cosmos',
  goddess: 'cosmos',
  wizard: 'mystic',
  temple: 'mystic',
  dragon: 'mystic',
  phoenix: 'mystic',
  ninja: 'mystic',
  aztec: 'mystic',
  mahjong: 'mystic',
  genie: 'mystic',
};

const THEME_BY_ID = new Map(THEMES.map((t) => [t.id, t]));

/**
 * The theme of a catalogue variant. A variant the table above does not know (a title added
 * later) still gets a stable look: its letters pick one of the themes.
 */
export function themeOf(variant: string | null): Theme {
  const key = (variant ?? '').toLowerCase();
  const named = THEME_BY_ID.get(BY_VARIANT[key] ?? '');
  if (named) return named;
  const index = [...key].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 9973, 7) % THEMES.length;
  return THEMES[index] as Theme;
}

/** A hue per variant, near its theme's, so two titles of one theme still look apart. */
export const hueOf = (variant: string | null, base: Theme) =>
  (base.hue + ([...(variant ?? '')].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 7) * 8) % 360;
