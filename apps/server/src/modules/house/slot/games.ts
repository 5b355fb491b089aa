import type { Paytable, Volatility } from './engine/paytable-types.ts';
import { PAYTABLES } from './engine/paytables.ts';
import { hueOf, type Theme, themeOf } from './themes.ts';

/** The line bets a player can pick, in minor units; a stake is the line bet times the lines. */
export const LINE_BETS = [1, 2, 5, 10, 20, 50, 100, 200, 500] as const;

export const SLOT_CODE = /^ARC-SLOT-([1-9]\d{0,5})$/;
const VOLATILITIES: readonly Volatility[] = ['low', 'medium', 'high'];

/** The catalogue row of an ARC slot (table games, written by the catalogue seed). */
export interface CatalogueGame {
  gameCode: string;
  variant: string | null;
  minBet: number;
  lineNum: number;
  enabled: boolean;
  name: string;
}

export interface SlotGame {
  gameCode: string;
  name: string;
  volatility: Volatility;
  lines: 20 | 25;
  /** The paytable played at this game's line count (the RTP does not depend on it, see exactRtp). */
  table: Paytable;
  theme: Theme;
  hue: number;
  /** Allowed stakes, smallest first: every line-bet level whose stake reaches the game's minimum bet. */
  stakes: number[];
}

const played = new Map<string, Paytable>();

/**
 * A paytable at 20 or 25 lines. Line pays return the same share of the stake at any line
 * count (each line's expectation is the same and the line bet is stake / lines) and scatter
 * pays are in stakes, so both games have the paytable's RTP; only the spread differs.
 */
export function tableAt(volatility: Volatility, lines: 20 | 25): Paytable {
  const key = `${volatility}:${lines}`;
  let table = played.get(key);
  if (!table) {
    const base = PAYTABLES[volatility];
    table = base.lines === lines ? base : { ...base, lines };
    played.set(key, table);
  }
  return table;
}

/** ARC-SLOT-<n> plays volatility n - 1 mod 3: low, medium, high, low, … */
export const volatilityOf = (gameCode: string): Volatility | null => {
  const match = SLOT_CODE.exec(gameCode);
  return match ? (VOLATILITIES[(Number(match[1]) - 1) % 3] ?? null) : null;
};

/** The slot a catalogue row describes, or null when the row is not a playable ARC slot. */
export function slotGameOf(row: CatalogueGame): SlotGame | null {
  const volatility = volatilityOf(row.gameCode);
  if (!volatility || (row.lineNum !== 20 && row.lineNum !== 25)) return null;
  const lines = row.lineNum;
  const stakes = LINE_BETS.map((bet) => bet * lines).filter((stake) => stake >= row.minBet);
  if (stakes.length === 0) return null;
  const theme = themeOf(row.variant);
  return {
    gameCode: row.gameCode,
    name: row.name,
    volatility,
    lines,
    table: tableAt(volatility, lines),
    theme,
    hue: hueOf(row.variant, theme),
    stakes,
  };
}
