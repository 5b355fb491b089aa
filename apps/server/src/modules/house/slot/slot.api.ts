import { endpoint } from '@arcadia/contracts';
import * as z from 'zod/mini';
import { SYMBOLS } from './engine/symbols.ts';
import { CLIENT_SEED_PATTERN } from './fair.ts';

/**
 * The house slot's own API (vendor ARC), called by its page under /house/slot/. It is the
 * vendor's side, not the site's member contract: the player is the one the launch token named,
 * carried afterwards by the signed session token in the `x-slot-session` header.
 */

const symbol = z.enum(SYMBOLS);
const int = z.int();
const money = z.int().check(z.minimum(0));

const spinSchema = z.object({
  free: z.boolean(),
  stops: z.array(int),
  /** grid[reel][row], row 0 on top. */
  grid: z.array(z.array(symbol)),
  lineWins: z.array(z.object({ line: int, symbol, count: int, win: money })),
  scatters: int,
  scatterWin: money,
  win: money,
});

export const roundSchema = z.object({
  roundId: z.string(),
  gameCode: z.string(),
  nonce: int,
  stake: money,
  lineBet: money,
  freeSpins: int,
  win: money,
  spins: z.array(spinSchema),
});
export type RoundView = z.infer<typeof roundSchema>;

export const seedSchema = z.object({
  /** SHA-256 of the secret server seed, shown before any round uses it. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round takes. */
  nonce: int,
});

export const revealedSeedSchema = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Rounds played with the pair (nonces 0 … rounds − 1). */
  rounds: int,
  /** The pair's latest settled rounds, to check against a recomputation. */
  checks: z.array(z.object({ nonce: int, gameCode: z.string(), stake: money, win: money })),
});

export const gameSchema = z.object({
  gameCode: z.string(),
  name: z.string(),
  volatility: z.enum(['low', 'medium', 'high']),
  lines: int,
  /** Stated return to player (0.9599 = 95.99%). */
  rtp: z.number(),
  /** Allowed stakes in minor units, smallest first. */
  stakes: z.array(money),
  theme: z.object({ id: z.string(), hue: int, art: z.record(symbol, z.string()) }),
  /** Line pays in line bets for 2, 3, 4, 5 of a kind. */
  pays: z.partialRecord(symbol, z.array(int)),
  /** Scatter pays in stakes by count anywhere. */
  scatterPays: z.array(int),
  freeSpins: z.object({ awarded: int, multiplier: int }),
  /** The rows (0 top) each payline reads on the five reels. */
  paylines: z.array(z.array(int)),
});
export type GameView = z.infer<typeof gameSchema>;

export const stateSchema = z.object({
  game: gameSchema,
  player: z.object({ nickname: z.string(), currency: z.string(), balance: z.int() }),
  language: z.string(),
  seed: seedSchema,
  previousSeed: z.nullable(revealedSeedSchema),
  recent: z.array(z.object({ roundId: z.string(), nonce: int, serverSeedHash: z.string(), stake: money, win: money })),
});
export type StateView = z.infer<typeof stateSchema>;

export const openSession = endpoint({
  method: 'POST',
  path: '/house/slot/session',
  summary: 'House slot: exchanges the launch token (seamless authenticate) for a signed session',
  auth: 'none',
  body: z.object({ launchToken: z.string().check(z.minLength(16), z.maxLength(512)) }),
  value: z.extend(stateSchema, { sessionToken: z.string() }),
});

export const slotState = endpoint({
  method: 'GET',
  path: '/house/slot/state',
  summary: 'House slot: the game, the balance, the seed pair and recent rounds',
  auth: 'none',
  value: stateSchema,
});

export const spin = endpoint({
  method: 'POST',
  path: '/house/slot/spin',
  summary: 'House slot: bets the stake (seamless bet), plays the round, pays it (seamless win)',
  auth: 'none',
  body: z.object({
    /** Made by the page per spin; a retry with the same id plays nothing new. */
    requestId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
    stake: z.int().check(z.minimum(1), z.maximum(1_000_000_000)),
  }),
  /** held: the win is over the brand's cap and under review (not in the balance until an operator pays it). */
  value: z.object({ round: roundSchema, balance: z.int(), seed: seedSchema, held: z.boolean() }),
});

export const rotateSeed = endpoint({
  method: 'POST',
  path: '/house/slot/seed',
  summary: 'House slot: reveals the server seed and starts a new pair (with the client seed given, or the same)',
  auth: 'none',
  body: z.object({ clientSeed: z.optional(z.string().check(z.regex(CLIENT_SEED_PATTERN))) }),
  value: z.object({ seed: seedSchema, previousSeed: revealedSeedSchema }),
});

export const verifyRound = endpoint({
  method: 'GET',
  path: '/house/slot/verify',
  summary: 'House slot: recomputes a round from its revealed seeds, nonce, game and stake',
  auth: 'none',
  query: z.object({
    serverSeed: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
    clientSeed: z.string().check(z.regex(CLIENT_SEED_PATTERN)),
    nonce: z.pipe(z.coerce.number(), z.int().check(z.minimum(0), z.maximum(2_147_483_647))),
    gameCode: z.string().check(z.regex(/^ARC-SLOT-[1-9]\d{0,5}$/)),
    stake: z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(1_000_000_000))),
  }),
  value: z.object({ serverSeedHash: z.string(), round: z.omit(roundSchema, { roundId: true }) }),
});
