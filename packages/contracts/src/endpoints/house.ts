import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { LANGUAGES } from '../languages.ts';
import { queryInt } from '../schema.ts';

/**
 * The house vendor's own API (apps/house-vendor), called by its game pages in the player's
 * browser: a launch opens a session, then every call carries the session in `x-house-session`.
 * Each game adds its own endpoints (house-*.ts); these are what every game shares: the session,
 * the balance, the provably-fair seed pair and the player's rounds.
 */

/** The header a game page sends its session in. */
export const HOUSE_SESSION_HEADER = 'x-house-session';
/** Play money's currency code: a free-play guest's book, never mixed with real money. */
export const PLAY_MONEY = 'PLAY';

export const HOUSE_FAMILIES = [
  'slot',
  'crash',
  'dice',
  'mines',
  'plinko',
  'baccarat',
  'lottery',
  'k3',
  '5d',
  'keno',
] as const;
export type HouseFamily = (typeof HOUSE_FAMILIES)[number];

const walletSchema = z.object({ balance: z.int(), currency: z.string() });

export const houseSession = endpoint({
  method: 'POST',
  path: '/api/session',
  summary: "Opens a game page's session with the platform's launch token (single use)",
  auth: 'none',
  servedBy: 'provider',
  body: z.object({ launchToken: z.string().check(z.minLength(16), z.maxLength(512)) }),
  value: z.object({
    sessionToken: z.string(),
    nickname: z.string(),
    ...walletSchema.shape,
    /** True for a free-play guest: the balance is play money. */
    playMoney: z.boolean(),
    gameCode: z.string(),
    family: z.enum(HOUSE_FAMILIES),
    language: z.enum(LANGUAGES),
    /** The site framing the page (postMessage's target), and where Back leads. */
    siteOrigin: z.nullable(z.string()),
    backUrl: z.nullable(z.string()),
    view: z.nullable(z.enum(['betting', 'lobby'])),
  }),
});

export const houseBalance = endpoint({
  method: 'GET',
  path: '/api/balance',
  summary: "The player's wallet as the platform holds it now",
  auth: 'none',
  servedBy: 'provider',
  value: walletSchema,
});

export const seedPairSchema = z.object({ seedHash: z.string(), clientSeed: z.string(), nonce: z.int() });

export const houseSeedPair = endpoint({
  method: 'GET',
  path: '/api/fair/:family',
  summary: "The player's active seed pair of a game family: the server seed's hash, shown before play",
  auth: 'none',
  servedBy: 'provider',
  params: z.object({ family: z.enum(HOUSE_FAMILIES) }),
  value: seedPairSchema,
});

export const houseRotateSeed = endpoint({
  method: 'POST',
  path: '/api/fair/:family/rotate',
  summary: 'Reveals the active server seed and starts a new pair (with the client seed asked for)',
  auth: 'none',
  servedBy: 'provider',
  params: z.object({ family: z.enum(HOUSE_FAMILIES) }),
  body: z.object({ clientSeed: z.optional(z.string()) }),
  value: z.object({
    revealed: z.nullable(z.extend(seedPairSchema, { serverSeed: z.string() })),
    next: seedPairSchema,
  }),
});

export const houseRoundSchema = z.object({
  roundId: z.string(),
  gameCode: z.string(),
  stake: z.int(),
  payout: z.nullable(z.int()),
  state: z.string(),
  at: z.iso.datetime(),
  /** The fair inputs: the server seed appears once its pair is rotated. */
  nonce: z.nullable(z.int()),
  seedHash: z.nullable(z.string()),
  serverSeed: z.nullable(z.string()),
  clientSeed: z.nullable(z.string()),
  /** The game's own account of the round (what was played, what came out). */
  play: z.record(z.string(), z.unknown()),
});

export const houseRounds = endpoint({
  method: 'GET',
  path: '/api/rounds',
  summary: "The player's rounds of a game, newest first",
  auth: 'none',
  servedBy: 'provider',
  query: z.object({ gameCode: z.string(), limit: queryInt(1, 50, 20) }),
  value: z.object({ list: z.array(houseRoundSchema) }),
});
