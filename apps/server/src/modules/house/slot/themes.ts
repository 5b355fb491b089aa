import type { SymbolId } from './engine/symbols.ts';

/**
 * How a game's symbols look: one glyph per symbol (from the Misc Symbols and Dingbats
 * blocks, which the common system fonts carry, so no images or emoji font are needed)
 * and a hue for the page's colours. The card ranks look the same in every theme.
 */
export interface Theme {
  id: string;
  hue: number;
  glyphs: Readonly<Record<SymbolId, string>>;
}

const cards = { A: 'A', K: 'K', Q: 'Q', J: 'J', T: '10' } as const;

const theme = (id: string, hue: number, [W, S, P1, P2, P3, P4]: string[]): Theme => ({
  id,
  hue,
  glyphs: { W: W ?? '', S: S ?? '', P1: P1 ?? '', P2: P2 ?? '', P3: P3 ?? '', P4: P4 ?? '', ...cards },
});

export const THEMES: readonly Theme[] = [
  theme('royal', 45, ['♛', '✦', '♚', '♜', '♝', '♞']),
  theme('cards', 350, ['★', '✪', '♠', '♥', '♦', '♣']),
  theme('sky', 205, ['⚡', '☀', '☂', '☁', '❄', '☾']),
  theme('garden', 120, ['✿', '❀', '☘', '⚘', '❦', '❧']),
  theme('music', 285, ['♬', '✺', '♫', '♪', '♩', '♭']),
  theme('ocean', 185, ['⚓', '☸', '♆', '◈', '≋', '❂']),
  theme('cosmos', 250, ['☄', '☉', '♃', '♄', '☽', '♁']),
  theme('mystic', 20, ['⚗', '☯', '⚜', '⚖', '⚙', '♨']),
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
