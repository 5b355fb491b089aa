import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { languageSchema } from '../languages.ts';
import { queryInt } from '../schema.ts';
import {
  LOTTERY_BET_TYPES,
  LOTTERY_MAX_NUMBERS,
  LOTTERY_MAX_STAKE,
  LOTTERY_MIN_STAKE,
  LOTTERY_OPENED_MAX,
  LOTTERY_REGIONS,
  lotteryDrawRefSchema,
  lotteryGameSchema,
  lotteryTicketSchema,
  openedDrawSchema,
} from './lottery.ts';

/**
 * The Vietnam lottery as the house vendor serves it (apps/house-vendor, vendor ARCV): the page
 * API its lottery page calls with the session in `x-house-session` (house.ts), and the public
 * feed an operator reads, as it would a third-party lottery provider's (`/v1/lottery/…`). The
 * shapes are lottery.ts's (the platform's lottery endpoints answer from them unchanged).
 *
 * Draws: draw N of a game takes bets during [N·I, (N+1)·I − close) and is drawn at (N+1)·I
 * (I the game's interval, close its closeSeconds). Each draw's server seed is committed (its
 * SHA-256 `seedHash` published) before the draw takes its first bet and revealed with the result;
 * the prize table is derived from the seed alone (lottery.ts, `drawSeedFields`).
 *
 * Tickets: one per number bought; each is staked by its own bet call to the platform's wallet and
 * settled by its own win call (0 for a loss). Refusals: a draw not taking bets (closed, drawn or
 * not yet open) `lottery-betting-closed`; a number that does not fit the bet type or repeats
 * `lottery-invalid-number`; a game of another vendor or none `game-not-found`; the wallet's own
 * refusal (`insufficient-balance`) when no ticket of the purchase was bought.
 */

const gameCode = z.string().check(z.regex(/^[A-Z0-9-]{1,32}$/));
const isoTime = z.string();

/** A draw with its commitment: the SHA-256 of its server seed, fixed before its first bet. */
export const lotteryCommittedDrawSchema = z.extend(lotteryDrawRefSchema, { seedHash: z.string() });

export const lotteryBetTypeSchema = z.object({
  betType: z.enum(LOTTERY_BET_TYPES),
  /** Digits a number of this bet type has. */
  digits: z.int(),
  /** Hundredths of the stake paid per match, stake included (9500 = 95×). */
  odds: z.int(),
  /** The exact return to player of the bet type on this game's prize table. */
  rtp: z.number(),
});

// ---- The page API (x-house-session) --------------------------------------------------------------

export const lotteryPageDraws = endpoint({
  method: 'GET',
  path: '/api/lottery/draws',
  summary: 'Lottery page: a game, the draw taking bets and the one after (with their seed hashes), the bet types',
  auth: 'none',
  servedBy: 'provider',
  query: z.object({ gameCode }),
  value: z.object({
    serverTime: isoTime,
    game: lotteryGameSchema,
    /** The draw taking bets now. */
    current: lotteryCommittedDrawSchema,
    /** The draw after it: its seed is committed already. */
    next: lotteryCommittedDrawSchema,
    betTypes: z.array(lotteryBetTypeSchema),
    limits: z.object({ minStake: z.int(), maxStake: z.int(), maxNumbers: z.int() }),
  }),
});

export const lotteryPageBuy = endpoint({
  method: 'POST',
  path: '/api/lottery/tickets',
  summary: 'Lottery page: buys one ticket per number on the draw taking bets, each staked through the wallet',
  auth: 'none',
  servedBy: 'provider',
  body: z.object({
    gameCode,
    /** The draw the player saw; refused with lottery-betting-closed when it is no longer taking bets. */
    drawNo: z.int(),
    betType: z.enum(LOTTERY_BET_TYPES),
    numbers: z.array(z.string().check(z.regex(/^\d{2,3}$/))).check(z.minLength(1), z.maxLength(LOTTERY_MAX_NUMBERS)),
    /** Per ticket (number), minor units. */
    stake: z.int().check(z.minimum(LOTTERY_MIN_STAKE), z.maximum(LOTTERY_MAX_STAKE)),
    /** A page-made id for this purchase: a double click or a retry finds the tickets it bought. */
    requestId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,40}$/)),
  }),
  value: z.object({
    /**
     * In the order of `numbers`: `open` bought; `rejected` refused by the wallet, or not sent after
     * a refusal; `void` its bet got no answer and was rolled back; `pending` still being staked
     * (a repeated purchase id while the first request runs).
     */
    tickets: z.array(lotteryTicketSchema),
    /** The wallet after the last bet answered; null when this call sent none (a repeated purchase id). */
    balance: z.nullable(z.int()),
  }),
});

export const lotteryPageTickets = endpoint({
  method: 'GET',
  path: '/api/lottery/tickets',
  summary: "Lottery page: the player's tickets of a game, newest first, with their outcomes",
  auth: 'none',
  servedBy: 'provider',
  query: z.object({ gameCode, count: queryInt(1, 100, 20) }),
  value: z.object({ list: z.array(lotteryTicketSchema) }),
});

export const lotteryPageResults = endpoint({
  method: 'GET',
  path: '/api/lottery/results',
  summary: "Lottery page: a game's latest results with every tier and their revealed seeds, newest first",
  auth: 'none',
  servedBy: 'provider',
  query: z.object({ gameCode, count: queryInt(1, LOTTERY_OPENED_MAX, 10) }),
  value: z.object({ draws: z.array(openedDrawSchema) }),
});

// ---- The public feed (no session) ----------------------------------------------------------------

const languageQuery = z.optional(languageSchema);

export const lotteryFeedGames = endpoint({
  method: 'GET',
  path: '/v1/lottery/games',
  summary: "Provider feed: the vendor's Vietnam lotteries in catalogue order, each with its next draw and last result",
  auth: 'none',
  servedBy: 'provider',
  query: z.object({ language: languageQuery }),
  value: z.object({ games: z.array(lotteryGameSchema) }),
});

/** A drawn result across games: the game's name (in the language asked) and region beside it. */
export const lotteryFeedDrawSchema = z.extend(openedDrawSchema, {
  gameCode: z.string(),
  name: z.string(),
  region: z.enum(LOTTERY_REGIONS),
});
export type LotteryFeedDraw = z.infer<typeof lotteryFeedDrawSchema>;

export const lotteryFeedResults = endpoint({
  method: 'GET',
  path: '/v1/lottery/results',
  summary: 'Provider feed: the latest drawn results with every tier and their seeds, newest first',
  auth: 'none',
  servedBy: 'provider',
  query: z.object({
    /** One game code, or several separated by commas; every lottery of the vendor when absent. */
    gameCode: z.optional(z.string().check(z.regex(/^[A-Z0-9-]{1,32}(,[A-Z0-9-]{1,32}){0,19}$/))),
    count: queryInt(1, 100, 10),
    language: languageQuery,
  }),
  value: z.object({ draws: z.array(lotteryFeedDrawSchema) }),
});

export const lotteryFeedPopularity = endpoint({
  method: 'GET',
  path: '/v1/lottery/popularity',
  summary: 'Provider feed: tickets bought per game in the last 24 hours (games without any are left out)',
  auth: 'none',
  servedBy: 'provider',
  value: z.object({
    since: isoTime,
    games: z.array(z.object({ gameCode: z.string(), tickets: z.int() })),
  }),
});

/**
 * Which games a player bought tickets in: the player's own data, so the platform signs the call as
 * it signs every call to a provider (provider.ts: `x-vendor` ARCV, `x-timestamp`, `x-signature` =
 * hex HMAC-SHA256 of `${x-timestamp}.` followed by the path with its query, as sent).
 */
export const lotteryFeedPlayerGames = endpoint({
  method: 'GET',
  path: '/v1/lottery/players/:playerId/games',
  summary: 'Provider feed (signed): the games a player bought tickets in, the latest purchase first',
  auth: 'none',
  servedBy: 'provider',
  params: z.object({ playerId: z.string().check(z.regex(/^[A-Za-z0-9:_.-]{1,64}$/)) }),
  query: z.object({ count: queryInt(1, 50, 10) }),
  value: z.object({ games: z.array(z.object({ gameCode: z.string(), at: isoTime })) }),
});
