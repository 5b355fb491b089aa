/**
 * The abstract symbols every ARC slot uses; a theme only changes how they look.
 * W wild (stands in for every symbol but the scatter), S scatter (pays anywhere,
 * three or more start free spins), P1–P4 premiums (P1 the best), A K Q J T the card ranks.
 */
export const SYMBOLS = ['W', 'S', 'P1', 'P2', 'P3', 'P4', 'A', 'K', 'Q', 'J', 'T'] as const;
export type SymbolId = (typeof SYMBOLS)[number];

/** Index of each symbol in SYMBOLS: the engine works on small ints. */
export const SYMBOL_INDEX: Readonly<Record<SymbolId, number>> = Object.fromEntries(
  SYMBOLS.map((symbol, index) => [symbol, index]),
) as Record<SymbolId, number>;

export const WILD = SYMBOL_INDEX.W;
export const SCATTER = SYMBOL_INDEX.S;

export const REELS = 5;
export const ROWS = 3;
export const MAX_COUNT = 5;

/** Reads a strip written as space-separated symbol ids ("A K W Q ..."). */
export function strip(text: string): SymbolId[] {
  return text
    .trim()
    .split(/\s+/)
    .map((token) => {
      if (!(SYMBOLS as readonly string[]).includes(token)) throw new Error(`unknown symbol ${token}`);
      return token as SymbolId;
    });
}
