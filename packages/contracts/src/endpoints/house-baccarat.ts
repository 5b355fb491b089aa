import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { languageSchema } from '../languages.ts';
import { BACCARAT_WINNERS, roadEntrySchema, roomSchema } from './rooms.ts';

/**
 * The house baccarat tables (apps/house-vendor: live tables ARCL-BAC-1..3, card rooms
 * ARCP-BAC-1..4), called by the table's page with its session in `x-house-session` (house.ts):
 * auth 'none' here, the session guards every call, and names the table (the game it was launched
 * for). Money is integer minor units; limits are per bet spot.
 *
 * Each player deals from a shoe of their own at the table: eight decks in an order fixed by
 * (server seed, client seed, shoe number) before its first card, only the server seed's SHA-256
 * shown until the shoe ends at the cut card or the player starts a new one (then it is revealed,
 * and the shoe can be rebuilt hand by hand: `houseBaccaratVerify`, or in the browser).
 *
 * A hand is one wallet bet (the sum of its spots) and one wallet win (the sum of the returns, 0
 * when everything lost, a pushed spot returning its stake). Refusals: a spot outside the limits
 * or no spot at all `amount-out-of-range` (value `{ min, max }`); a `requestId` seen before with
 * other bets `idempotency-mismatch` (with the same bets: the same hand again, nothing dealt
 * twice); another hand of the shoe still waiting for its bet `hand-in-progress`; a shoe changed
 * since the page showed its hash `conflict`; a table closed `game-maintenance`, full
 * `table-full`; a session of another game `forbidden`; the wallet's own refusal
 * (`insufficient-balance`) uses no card.
 */

export const BACCARAT_SPOTS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number];
export const BACCARAT_TABLE_VENDORS = ['ARCL', 'ARCP'] as const;

/** A card as rank then suit: A 2–9 T J Q K, then S H D C ('TH' is the ten of hearts). */
const cardCode = z.string().check(z.regex(/^[A2-9TJQK][SHDC]$/));
const hex64 = z.string().check(z.regex(/^[0-9a-f]{64}$/));
/** The pattern of a client seed (games/fair/random.ts CLIENT_SEED_PATTERN). */
const clientSeed = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));
const stake = z.int().check(z.minimum(0), z.maximum(9_999_999_999_999));

export const baccaratBetsSchema = z.partialRecord(z.enum(BACCARAT_SPOTS), stake);

export const baccaratShoeSchema = z.object({
  shoeNo: z.int(),
  /** SHA-256 of the server seed, shown before the shoe's first card. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Hands dealt from it so far. */
  hands: z.int(),
  cardsLeft: z.int(),
  /** Its hands in order (the page's bead plate and big road). */
  road: z.array(roadEntrySchema),
});

export const baccaratHandSchema = z.object({
  roundId: z.string(),
  shoeNo: z.int(),
  handNo: z.int(),
  player: z.array(cardCode),
  banker: z.array(cardCode),
  playerTotal: z.int(),
  bankerTotal: z.int(),
  winner: z.enum(BACCARAT_WINNERS),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
  natural: z.boolean(),
  spots: z.array(
    z.object({
      spot: z.enum(BACCARAT_SPOTS),
      stake: z.int(),
      outcome: z.enum(['win', 'lose', 'push']),
      returned: z.int(),
    }),
  ),
  stake: z.int(),
  returned: z.int(),
  /** False while the wallet has not yet confirmed the payout (it is sent again until it does). */
  settled: z.boolean(),
  /** The payout is over the brand's cap and under review: not in the balance until an operator pays it. */
  held: z.boolean(),
});
export type BaccaratHand = z.infer<typeof baccaratHandSchema>;

export const baccaratStateSchema = z.object({
  table: z.object({
    gameCode: z.string(),
    vendorCode: z.enum(BACCARAT_TABLE_VENDORS),
    /** In the session's language. */
    name: z.string(),
    minBet: z.int(),
    maxBet: z.int(),
    seats: z.int(),
    /** Players at the table in the last few minutes, this one included. */
    players: z.int(),
  }),
  shoe: baccaratShoeSchema,
  /** The last finished (or replaced) shoe, its server seed revealed. */
  previousShoe: z.nullable(z.extend(baccaratShoeSchema, { serverSeed: z.string() })),
  /** The player's last hand while its shoe is the current or the previous one. */
  lastHand: z.nullable(baccaratHandSchema),
});
export type BaccaratState = z.infer<typeof baccaratStateSchema>;

export const houseBaccaratState = endpoint({
  method: 'GET',
  path: '/api/baccarat/state',
  summary: 'Baccarat: the table, the shoe (its seed hash and road), the previous shoe revealed, the last hand',
  auth: 'none',
  servedBy: 'provider',
  value: baccaratStateSchema,
});

export const houseBaccaratDeal = endpoint({
  method: 'POST',
  path: '/api/baccarat/deal',
  summary: 'Baccarat: places the bets (one wallet bet for the hand), deals the shoe’s next hand and settles it',
  auth: 'none',
  servedBy: 'provider',
  body: z.object({
    /** Made by the page per hand; sent again with the same bets, it deals nothing new. */
    requestId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
    bets: baccaratBetsSchema,
    /** The shoe's hash the page showed: when the open shoe's differs, the hand is refused (`conflict`). */
    serverSeedHash: z.optional(hex64),
  }),
  value: z.object({
    hand: baccaratHandSchema,
    state: baccaratStateSchema,
    /** The wallet once the bet was taken (null on a repeated request). */
    balanceAfterBet: z.nullable(z.int()),
    /** The wallet after the payout; null while it is still on its way (ask /api/balance). */
    balance: z.nullable(z.int()),
  }),
});

export const houseBaccaratNewShoe = endpoint({
  method: 'POST',
  path: '/api/baccarat/shoe',
  summary: 'Baccarat: ends the shoe (revealing its server seed) and starts a new one with the client seed given',
  auth: 'none',
  servedBy: 'provider',
  body: z.object({ clientSeed: z.optional(clientSeed) }),
  value: baccaratStateSchema,
});

export const houseBaccaratVerify = endpoint({
  method: 'GET',
  path: '/api/baccarat/verify',
  summary: 'Baccarat: recomputes a shoe (its cards and every hand) from its revealed seeds; no session needed',
  auth: 'none',
  servedBy: 'provider',
  query: z.object({
    serverSeed: hex64,
    clientSeed,
    shoe: z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(2_147_483_647))),
  }),
  value: z.object({
    serverSeedHash: z.string(),
    cards: z.array(cardCode),
    /** Cards the turned first card burned, it included: where the first hand starts. */
    burned: z.int(),
    hands: z.array(
      z.object({
        hand: z.int(),
        position: z.int(),
        player: z.array(cardCode),
        banker: z.array(cardCode),
        playerTotal: z.int(),
        bankerTotal: z.int(),
        winner: z.enum(BACCARAT_WINNERS),
        playerPair: z.boolean(),
        bankerPair: z.boolean(),
        natural: z.boolean(),
      }),
    ),
  }),
});

// ---- The public feed (no session) ----------------------------------------------------------------

/**
 * The tables as the platform's room list shows them (GLS2_roomList's rooms): limits, seats, the
 * players seen lately, open or under maintenance, and each table's latest results (every player's
 * hands there, oldest first, at most ROOM_ROAD_LENGTH). `roomId` is the table's number at the
 * vendor; `gameType` is the vendor's category (ARCL LIVE, ARCP PVP).
 */
export const houseBaccaratRooms = endpoint({
  method: 'GET',
  path: '/v1/baccarat/rooms',
  summary: "Provider feed: the vendor's baccarat tables as rooms, in lobby order, with their latest road",
  auth: 'none',
  servedBy: 'provider',
  query: z.object({
    language: z.optional(languageSchema),
    /** One vendor's tables; both when absent. */
    vendorCode: z.optional(z.enum(BACCARAT_TABLE_VENDORS)),
  }),
  value: z.object({ list: z.array(roomSchema) }),
});
