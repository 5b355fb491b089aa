import { BACCARAT_WINNERS, endpoint, roadEntrySchema } from '@arcadia/contracts';
import * as z from 'zod/mini';
import { CLIENT_SEED_PATTERN } from './fair.ts';
import { BET_SPOTS } from './payouts.ts';

/**
 * The house baccarat table's own API, called by its page (/house/baccarat/). It is the
 * vendor's side, not the site's: the player is the one the launch token named, carried
 * afterwards by the page's session token in the `x-house-session` header.
 */

export const SESSION_HEADER = 'x-house-session';

const stake = z.int().check(z.minimum(0), z.maximum(9_999_999_999_999));
export const betsSchema = z.partialRecord(z.enum(BET_SPOTS), stake);

const shoeSchema = z.object({
  shoeNo: z.int(),
  /** SHA-256 of the server seed, shown before the shoe's first card. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  hands: z.int(),
  cardsLeft: z.int(),
  road: z.array(roadEntrySchema),
});

const revealedShoeSchema = z.extend(shoeSchema, { serverSeed: z.string() });

export const handSchema = z.object({
  roundId: z.string(),
  shoeNo: z.int(),
  handNo: z.int(),
  player: z.array(z.string()),
  banker: z.array(z.string()),
  playerTotal: z.int(),
  bankerTotal: z.int(),
  winner: z.enum(BACCARAT_WINNERS),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
  natural: z.boolean(),
  spots: z.array(
    z.object({
      spot: z.enum(BET_SPOTS),
      stake: z.int(),
      outcome: z.enum(['win', 'lose', 'push']),
      returned: z.int(),
    }),
  ),
  stake: z.int(),
  returned: z.int(),
  /** False while the wallet has not yet confirmed the payout (it is retried until it does). */
  settled: z.boolean(),
  /** The payout is over the brand's cap and under review: not in the balance until an operator pays it. */
  held: z.boolean(),
});
export type HandView = z.infer<typeof handSchema>;

export const stateSchema = z.object({
  table: z.object({
    gameCode: z.string(),
    vendor: z.string(),
    name: z.string(),
    minBet: z.int(),
    maxBet: z.int(),
  }),
  player: z.object({ nickname: z.string(), currency: z.string(), balance: z.int() }),
  language: z.string(),
  shoe: shoeSchema,
  /** The last finished (or rotated) shoe, its seed revealed for verification. */
  previousShoe: z.nullable(revealedShoeSchema),
  lastHand: z.nullable(handSchema),
});
export type StateView = z.infer<typeof stateSchema>;

export const openSession = endpoint({
  method: 'POST',
  path: '/house/baccarat/session',
  summary: 'House baccarat: exchanges the launch token for a table session',
  auth: 'none',
  body: z.object({
    launchToken: z.string().check(z.minLength(16), z.maxLength(512)),
    /** The table's vendor (ARCL or ARCP) when the launch address names it. */
    vendor: z.optional(z.enum(['ARCL', 'ARCP'])),
  }),
  value: z.extend(stateSchema, { sessionToken: z.string() }),
});

export const tableState = endpoint({
  method: 'GET',
  path: '/house/baccarat/state',
  summary: 'House baccarat: the table, the balance, the shoe (seed hash) and the last hand',
  auth: 'none',
  value: stateSchema,
});

export const dealHand = endpoint({
  method: 'POST',
  path: '/house/baccarat/deal',
  summary: 'House baccarat: places the bets (one wallet bet for the hand), deals and settles it',
  auth: 'none',
  body: z.object({
    /** Made by the page per hand; a retry with the same id deals nothing new. */
    requestId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
    bets: betsSchema,
  }),
  value: z.object({ hand: handSchema, state: stateSchema }),
});

export const rotateSeed = endpoint({
  method: 'POST',
  path: '/house/baccarat/seed',
  summary: 'House baccarat: ends the shoe (revealing its server seed) and starts a new one with a new client seed',
  auth: 'none',
  body: z.object({ clientSeed: z.optional(z.string().check(z.regex(CLIENT_SEED_PATTERN))) }),
  value: stateSchema,
});

export const verifyShoeEndpoint = endpoint({
  method: 'GET',
  path: '/house/baccarat/verify',
  summary: 'House baccarat: recomputes a shoe (cards and hands) from its revealed seeds',
  auth: 'none',
  query: z.object({
    serverSeed: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
    clientSeed: z.string().check(z.regex(CLIENT_SEED_PATTERN)),
    shoe: z.pipe(z.coerce.number(), z.int().check(z.minimum(0), z.maximum(2_147_483_647))),
  }),
  value: z.object({
    serverSeedHash: z.string(),
    cards: z.array(z.string()),
    burned: z.int(),
    hands: z.array(
      z.object({
        hand: z.int(),
        position: z.int(),
        player: z.array(z.string()),
        banker: z.array(z.string()),
        playerTotal: z.int(),
        bankerTotal: z.int(),
        winner: z.enum(BACCARAT_WINNERS),
        playerPair: z.boolean(),
        bankerPair: z.boolean(),
      }),
    ),
  }),
});
