import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { queryInt } from '../schema.ts';
import { seedPairSchema } from './house.ts';

/**
 * The house originals' page API (apps/house-vendor: crash, dice, mines, plinko), called by each
 * game's page with its session in `x-house-session` (house.ts): auth 'none' here, the session
 * guards every call. Money is integer minor units. Multipliers are integers: dice and mines in
 * ten-thousandths (19800 = 1.98×), crash and plinko in hundredths (250 = 2.50×).
 *
 * Every round takes the next nonce of the player's seed pair for its family and is drawn from it
 * when it opens; `fair` is the pair it was played on (the server seed appears in /api/rounds once
 * the pair is rotated). A body's optional `clientSeed` is the client seed the page showed: when
 * given and the active pair's differs (rotated in another tab), the round is refused (`conflict`)
 * so nobody plays on a pair they did not see.
 *
 * Refusals: a stake or choice out of bounds `validation-failed`; a round of another player or an
 * unknown one `bet-not-found`; a round already over `bet-already-settled`; a move the round's state
 * does not allow (a cell revealed twice, a cash-out before any safe cell or before 1.01×)
 * `invalid-state`; a second round of the game while one is open `conflict`; the wallet's own
 * refusal (`insufficient-balance`) leaves no round open.
 */

/** The bounds the engines enforce (apps/house-vendor/games/originals: GAME descriptors); a test keeps them equal. */
export const ORIGINALS_LIMITS = {
  minStake: 100,
  maxStake: 10_000_000,
  dice: { outcomes: 10_000, minWinning: 1, maxWinning: 9_800 },
  plinko: { minRows: 8, maxRows: 16 },
  mines: { cells: 25, minMines: 1, maxMines: 24 },
  /** Hundredths: 1.01× to 10,000×. */
  crash: { minCashOut: 101, maxPoint: 1_000_000 },
} as const;

export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRiskName = (typeof PLINKO_RISKS)[number];
export const DICE_DIRECTIONS = ['under', 'over'] as const;

const L = ORIGINALS_LIMITS;
const int = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));
const stake = int(L.minStake, L.maxStake);
/** The client seed the page showed (the pattern of a client seed, games/fair/random.ts). */
const expectedClientSeed = z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)));
/** A round's id as /api/rounds names it. */
export const roundIdSchema = z.string().check(z.regex(/^R[0-9]{1,18}$/));
const roundRef = z.object({ roundId: roundIdSchema });

/** The wallet after the round's last money call; null while a win is still on its way (ask /api/balance). */
const walletAfter = {
  balance: z.nullable(z.int()),
  /** The win went to the operator's review instead of the balance (the brand's win cap). */
  held: z.boolean(),
};

// ---- Dice ---------------------------------------------------------------------------------------

export const houseDiceRoll = endpoint({
  method: 'POST',
  path: '/api/dice/roll',
  summary: 'Dice: rolls 0.00–99.99; "under" wins below the target, "over" above it (hundredths)',
  auth: 'none',
  servedBy: 'provider',
  body: z.object({
    stake,
    direction: z.enum(DICE_DIRECTIONS),
    /** Hundredths like the roll: under 1–9800, over 199–9998 (a win chance of 0.01%–98%). */
    target: int(1, L.dice.outcomes - 2),
    clientSeed: expectedClientSeed,
  }),
  value: z.object({
    roundId: z.string(),
    stake: z.int(),
    direction: z.enum(DICE_DIRECTIONS),
    target: z.int(),
    /** 0–9999: the roll in hundredths. */
    roll: z.int(),
    win: z.boolean(),
    /** Ten-thousandths. */
    multiplier: z.int(),
    payout: z.int(),
    ...walletAfter,
    fair: seedPairSchema,
  }),
});

// ---- Plinko -------------------------------------------------------------------------------------

export const houseDropPlinko = endpoint({
  method: 'POST',
  path: '/api/plinko/drop',
  summary: 'Plinko: drops a ball through 8–16 rows; the bucket pays from the rows-and-risk table',
  auth: 'none',
  servedBy: 'provider',
  body: z.object({
    stake,
    rows: int(L.plinko.minRows, L.plinko.maxRows),
    risk: z.enum(PLINKO_RISKS),
    clientSeed: expectedClientSeed,
  }),
  value: z.object({
    roundId: z.string(),
    stake: z.int(),
    rows: z.int(),
    risk: z.enum(PLINKO_RISKS),
    /** The path as a bit mask: bit i is 1 when the ball went right at row i (row 0 on top). */
    path: z.int(),
    /** Its number of rights: 0 is the far-left bucket. */
    bucket: z.int(),
    /** Hundredths. */
    multiplier: z.int(),
    payout: z.int(),
    ...walletAfter,
    fair: seedPairSchema,
  }),
});

// ---- Mines --------------------------------------------------------------------------------------

export const MINES_ROUND_STATES = ['open', 'lost', 'cashed', 'void'] as const;

/**
 * A mines round as its player sees it: the mines stay hidden while it is open. `void`: the seed
 * pair was revealed while it was open, so it was refunded.
 */
export const minesRoundSchema = z.object({
  roundId: z.string(),
  state: z.enum(MINES_ROUND_STATES),
  stake: z.int(),
  mines: z.int(),
  /** The cells opened (0–24, row by row), in order; after a loss the last is the mine. */
  revealed: z.array(z.int()),
  /** Ten-thousandths: a cash-out now (null before the first safe cell), and after one more safe cell (null at the end). */
  multiplier: z.nullable(z.int()),
  nextMultiplier: z.nullable(z.int()),
  /** The most cells a round may open: it cashes out by itself there. */
  maxReveals: z.int(),
  /** Once the round is over. */
  mineCells: z.nullable(z.array(z.int())),
  payout: z.nullable(z.int()),
  ...walletAfter,
  fair: seedPairSchema,
});
export type MinesRound = z.infer<typeof minesRoundSchema>;

export const houseMinesStart = endpoint({
  method: 'POST',
  path: '/api/mines/start',
  summary: 'Mines: stakes a round on a 5×5 board hiding 1–24 mines, placed now',
  auth: 'none',
  servedBy: 'provider',
  body: z.object({ stake, mines: int(L.mines.minMines, L.mines.maxMines), clientSeed: expectedClientSeed }),
  value: minesRoundSchema,
});

export const houseMinesReveal = endpoint({
  method: 'POST',
  path: '/api/mines/reveal',
  summary: 'Mines: opens a cell; a mine ends the round (the board is shown), the last allowed safe cell cashes out',
  auth: 'none',
  servedBy: 'provider',
  body: z.object({ roundId: roundIdSchema, cell: int(0, L.mines.cells - 1) }),
  value: z.extend(minesRoundSchema, { hit: z.enum(['safe', 'mine']) }),
});

export const houseMinesCashOut = endpoint({
  method: 'POST',
  path: '/api/mines/cash-out',
  summary: 'Mines: ends the round at the multiplier of the safe cells opened',
  auth: 'none',
  servedBy: 'provider',
  body: roundRef,
  value: minesRoundSchema,
});

export const houseMinesOpen = endpoint({
  method: 'GET',
  path: '/api/mines/open',
  summary: "Mines: the player's round still open (a reload resumes it), or null",
  auth: 'none',
  servedBy: 'provider',
  value: z.object({ round: z.nullable(minesRoundSchema) }),
});

// ---- Crash --------------------------------------------------------------------------------------

export const CRASH_ROUND_STATES = ['running', 'cashed', 'crashed', 'void'] as const;

/**
 * A crash round. The curve is multiplierAt(ms) = floor(100 · e^(0.00015 · ms)) hundredths from
 * `startedAt`; the point stays secret (committed by the seed pair) until the round is over.
 */
export const crashRoundSchema = z.object({
  roundId: z.string(),
  state: z.enum(CRASH_ROUND_STATES),
  stake: z.int(),
  autoCashOut: z.nullable(z.int()),
  /** When the clock started, server time (ISO), and the server's elapsed ms when it answered. */
  startedAt: z.string(),
  elapsedMs: z.int(),
  /** Hundredths, once cashed out. */
  cashOut: z.nullable(z.int()),
  /** The crash point (hundredths) and its ms after the start: once the round is over. */
  point: z.nullable(z.int()),
  crashMs: z.nullable(z.int()),
  payout: z.nullable(z.int()),
  ...walletAfter,
  fair: seedPairSchema,
});
export type CrashRound = z.infer<typeof crashRoundSchema>;

export const houseCrashStart = endpoint({
  method: 'POST',
  path: '/api/crash/start',
  summary: 'Crash: stakes a round and starts its clock; its point is fixed by the seed pair shown (seedHash)',
  auth: 'none',
  servedBy: 'provider',
  body: z.object({
    stake,
    /** Hundredths: cash out by itself at this multiplier (1.01×–10,000×). */
    autoCashOut: z.optional(z.nullable(int(L.crash.minCashOut, L.crash.maxPoint))),
    clientSeed: expectedClientSeed,
  }),
  value: crashRoundSchema,
});

export const houseCrashCashOut = endpoint({
  method: 'POST',
  path: '/api/crash/cash-out',
  summary: "Crash: cashes out at the curve's multiplier at the server's elapsed time on receipt (before the crash)",
  auth: 'none',
  servedBy: 'provider',
  body: roundRef,
  value: crashRoundSchema,
});

/** The longest a page may ask the server to hold a round's answer until it ends. */
export const CRASH_MAX_WAIT_MS = 20_000;

export const houseCrashRound = endpoint({
  method: 'GET',
  path: '/api/crash/round/:roundId',
  summary: 'Crash: a round of the player: running, or its outcome once over (it settles by itself at its crash)',
  auth: 'none',
  servedBy: 'provider',
  params: roundRef,
  /**
   * waitMs: while the round runs, answer when it ends (its crash or auto cash-out) or after this
   * long, whichever comes first: the page learns of the crash at once without polling.
   */
  query: z.object({ waitMs: queryInt(0, CRASH_MAX_WAIT_MS, 0) }),
  value: crashRoundSchema,
});

export const houseCrashOpen = endpoint({
  method: 'GET',
  path: '/api/crash/open',
  summary: "Crash: the player's round still running (a reload resumes it), or null",
  auth: 'none',
  servedBy: 'provider',
  value: z.object({ round: z.nullable(crashRoundSchema) }),
});
