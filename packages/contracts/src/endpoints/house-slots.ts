import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { seedPairSchema } from './house.ts';

/**
 * The house slots' page API (apps/house-vendor: Golden Dragon, Pharaoh's Sun, Coral Reef),
 * called by the slot page with its session in `x-house-session` (house.ts): auth 'none' here,
 * the session guards every call, and a session opened for one title is refused (`forbidden`)
 * on another. Money is integer minor units.
 *
 * A spin is a whole round played and settled by the server before it answers: the paid spin,
 * any free spins, and the pick board (its urns are shuffled when the bonus starts, so the page's
 * clicks only choose where each revealed prize is shown). The page animates the answer.
 *
 * Every round takes the next nonce of the player's `slot` seed pair (one pair for the three
 * titles). `round.fair` is the pair and nonce it was played on; once the pair is rotated
 * (POST /api/fair/slot/rotate), /api/rounds shows the server seed and anyone can recompute the
 * round with the engine's `verify(title, stake, { serverSeed, clientSeed, nonce })`.
 *
 * Refusals: a stake the title does not offer `validation-failed`; a stale `clientSeed` (the pair
 * was rotated in another tab) `conflict`; the wallet's refusal (`insufficient-balance`) leaves the
 * round `refused` with nothing moved; a bet the wallet did not answer is rolled back and answered
 * `service-unavailable` (try again).
 */

/** The titles, in the lobby's order (apps/house-vendor/games/slots TITLE_CODES; a test keeps them equal). */
export const SLOT_TITLES = ['golden-dragon', 'pharaohs-sun', 'coral-reef'] as const;
export type SlotTitleCode = (typeof SLOT_TITLES)[number];

/** A title's game code in the catalogue and in /api/rounds. */
export const slotGameCode = (title: SlotTitleCode) => `ARC-${title}` as const;

const count = z.int().check(z.minimum(0));
const minor = z.int().check(z.minimum(0));

/** One win of a spin; `text` is it in the session's language ("3 × Dragon on line 7: ₱1.50"). */
export const slotWinSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('line'),
    symbol: z.string(),
    count,
    /** The payline, numbered from 1 (the state's `paylines[line - 1]`). */
    line: count,
    amount: minor,
    text: z.string(),
  }),
  z.object({ kind: z.literal('ways'), symbol: z.string(), count, ways: count, amount: minor, text: z.string() }),
  z.object({ kind: z.literal('scatter'), symbol: z.string(), count, amount: minor, text: z.string() }),
]);
export type SlotWin = z.infer<typeof slotWinSchema>;

export const slotSpinSchema = z.object({
  free: z.boolean(),
  /** Each reel's stop: the index on its strip of the symbol in the top row. */
  stops: z.array(count),
  /** grid[reel][row] symbol ids, five reels of three rows, row 0 on top. */
  grid: z.array(z.array(z.string())),
  wins: z.array(slotWinSchema),
  scatters: count,
  /** What this spin's wins were multiplied by (1 on the paid spin). */
  multiplier: count,
  win: minor,
});

/**
 * The pick board in the order its urns open: a prize in minor units (multiplier included) or null
 * for an ender. The first `revealed` tiles pay; the next, if any, is the ender that closed the
 * board; the rest is what was left (the page may show it afterwards).
 */
export const slotPickSchema = z.object({
  tiles: z.array(z.nullable(minor)),
  revealed: count,
  multiplier: count,
  win: minor,
});

/** One round, already settled: what the page animates, and what `verify` recomputes. */
export const slotRoundSchema = z.object({
  roundId: z.string(),
  title: z.enum(SLOT_TITLES),
  stake: minor,
  /** The stake divided by the title's coins (the line bet of a lines title). */
  coin: minor,
  /** The paid spin, then each free spin. */
  spins: z.array(slotSpinSchema),
  freeSpins: count,
  pick: z.nullable(slotPickSchema),
  /** The whole round's payout (0 for a loss). */
  win: minor,
  /** The seed pair and nonce the round was drawn from. */
  fair: seedPairSchema,
});
export type SlotRound = z.infer<typeof slotRoundSchema>;

export const SLOT_SYMBOL_ROLES = ['wild', 'scatter', 'high', 'low'] as const;

const featureSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('free-spins'),
    /** Free spins for as many scatters as the index (clamped to the last). */
    awarded: z.array(count),
    multiplier: count,
    text: z.string(),
  }),
  z.object({
    kind: z.literal('pick'),
    /** The prize urns in coins, and how many urns end the board. */
    prizes: z.array(count),
    enders: count,
    /** Prize multiplier for as many scatters as the index (clamped to the last). */
    multipliers: z.array(count),
    text: z.string(),
  }),
]);

/** A round the player left unfinished (a reload during a spin, a win still on its way). */
export const slotUnfinishedSchema = z.object({
  roundId: z.string(),
  /** betting: the bet is on its way or being rolled back; open, settling: the win is owed; refunding: the stake is. */
  state: z.enum(['betting', 'open', 'settling', 'refunding']),
  stake: minor,
  /** The round as it will be paid (open, settling); null while it may still be refunded. */
  round: z.nullable(slotRoundSchema),
});

export const slotStateSchema = z.object({
  title: z.enum(SLOT_TITLES),
  gameCode: z.string(),
  /** In the session's language. */
  name: z.string(),
  volatility: z.enum(['low', 'medium', 'high']),
  /** The stated return to player (0.9619 = 96.19%). */
  rtp: z.number(),
  /** The stakes offered, minor units, smallest first. */
  stakes: z.array(minor),
  /** Coins per stake: a pay of n coins is n × stake ÷ coins. */
  coins: count,
  evaluation: z.enum(['lines', 'ways']),
  /** The paylines played, as the row (0 top) read on each reel; empty for a ways title. */
  paylines: z.array(z.array(count)),
  symbols: z.array(z.object({ id: z.string(), role: z.enum(SLOT_SYMBOL_ROLES), name: z.string() })),
  /** Pays in coins for 2, 3, 4 and 5 of a kind (0: none), best first. */
  paytable: z.array(z.object({ symbol: z.string(), pays: z.array(count) })),
  /** Scatter pays in whole stakes by how many show anywhere (index = count, clamped). */
  scatterPays: z.array(count),
  /** Scatters that start the feature. */
  trigger: count,
  feature: featureSchema,
  /** The player's active `slot` seed pair: the next round takes `nonce`. */
  fair: seedPairSchema,
  unfinished: z.nullable(slotUnfinishedSchema),
});
export type SlotState = z.infer<typeof slotStateSchema>;

const titleParams = z.object({ title: z.enum(SLOT_TITLES) });

export const houseSlotState = endpoint({
  method: 'GET',
  path: '/api/slots/:title',
  summary: 'Slots: the title for its page (stakes, symbols, paytable, feature), the seed pair, any round unfinished',
  auth: 'none',
  servedBy: 'provider',
  params: titleParams,
  value: slotStateSchema,
});

export const houseSlotSpin = endpoint({
  method: 'POST',
  path: '/api/slots/:title/spin',
  summary: 'Slots: stakes, plays and settles one round (free spins and pick board included) on the next nonce',
  auth: 'none',
  servedBy: 'provider',
  params: titleParams,
  body: z.object({
    stake: z.int().check(z.minimum(1), z.maximum(1_000_000_000)),
    /** The client seed the page showed: refused (conflict) when the active pair's differs. */
    clientSeed: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))),
  }),
  value: z.object({
    round: slotRoundSchema,
    /** The wallet after the win; null while the win is still on its way (ask /api/balance). */
    balance: z.nullable(z.int()),
    /** The win went to the operator's review instead of the balance (the brand's win cap). */
    held: z.boolean(),
  }),
});
