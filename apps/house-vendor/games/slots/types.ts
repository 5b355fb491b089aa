import type { Language } from '@arcadia/contracts';

/** A text in each of the six site languages (every one is written: a reel never falls back to English). */
export type Names = Readonly<Record<Language, string>>;

/**
 * What a symbol does. The wild stands in for every symbol but the scatter; the scatter pays
 * anywhere and starts the title's feature; high and low only say where it sits in the paytable.
 */
export type SymbolRole = 'wild' | 'scatter' | 'high' | 'low';

export interface SlotSymbol {
  /** Stable id: rounds, the art and the page refer to the symbol by it ("dragon", "scarab"). */
  id: string;
  role: SymbolRole;
  /** What the symbol shows, as the page writes it in a win ("3 × Dragon on line 7"). */
  names: Names;
}

/** Pays for 2, 3, 4 and 5 of a kind, in coins (0 = no pay). A coin is the stake divided by `coins`. */
export type PayRow = readonly [two: number, three: number, four: number, five: number];

/**
 * How wins are read from the grid.
 * - lines: fixed paylines (the first `lines` of PAYLINES), each paying its best run from the left;
 * - ways: every path of adjacent reels from the left counts (3⁵ = 243 ways); the wild may not
 *   sit on the first reel and has no pay of its own, so each way starts with a real symbol.
 */
export type Evaluation = { kind: 'lines'; lines: number } | { kind: 'ways' };

/**
 * Free spins at the same stake: `awarded[count]` spins for `count` scatters (clamped to the
 * array), every win × `multiplier`, played on `reels` when given (the title's extra-wild
 * strips) or on the base reels. Scatters during free spins award more.
 */
export interface FreeSpinsFeature {
  kind: 'free-spins';
  awarded: readonly number[];
  multiplier: number;
  reels?: readonly (readonly string[])[];
}

/**
 * A pick-a-prize board, set (shuffled) when the feature starts: `prizes` tiles worth coins and
 * `enders` tiles that end it. Picks reveal tiles until the first ender; every prize revealed
 * pays, × `multipliers[count]` for the scatters that started it (clamped to the array).
 */
export interface PickFeature {
  kind: 'pick';
  prizes: readonly number[];
  enders: number;
  multipliers: readonly number[];
}

export type Feature = FreeSpinsFeature | PickFeature;

/** A title's mathematics: everything the engine and the exact RTP read. Every title is five reels of three rows. */
export interface SlotMath {
  symbols: readonly SlotSymbol[];
  /** Five strips of symbol ids, read top to bottom and wrapping; a symbol's weight is how often it is on it. */
  reels: readonly (readonly string[])[];
  evaluation: Evaluation;
  /**
   * Coins per stake: the line count for a lines title (a coin is the line bet), a bet
   * multiplier for a ways title. Stakes are whole coins, so every pay is whole minor units.
   */
  coins: number;
  /**
   * Line or way pays by symbol id. On lines the wild pays of its own, at least every other
   * symbol's pay at the same count (compile checks it), so "the better of the wild run and
   * the first symbol's run" is the best the line holds. On ways the wild has no pay.
   */
  pays: Readonly<Record<string, PayRow>>;
  /** Scatter pays in total stakes by how many show anywhere (index = count, clamped). */
  scatterPays: readonly number[];
  /** Scatters that start the feature. */
  trigger: number;
  feature: Feature;
}

export type Volatility = 'low' | 'medium' | 'high';

/** Colours of a title's page and lobby, CSS hex. */
export interface ThemeColours {
  /** The page's backdrop, dark. */
  background: string;
  /** Reel window and panels. */
  surface: string;
  primary: string;
  accent: string;
  text: string;
}

/** One slot title of the house vendor: what the lobby lists, the page shows and the server plays. */
export interface SlotTitle {
  code: string;
  names: Names;
  colours: ThemeColours;
  volatility: Volatility;
  /** Stated return to player: the exact RTP (exactRtp) rounded to 4 decimals (0.9612 = 96.12%). */
  rtp: number;
  /** The stakes a player may pick, in minor units, smallest first (coin levels × coins). */
  stakes: readonly number[];
  /** The feature's rules in words, for the help page. */
  featureText: Names;
  math: SlotMath;
}
