import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { queryInt } from '../schema.ts';

/**
 * The house e-lottery (apps/house-vendor, vendor ARCE): K3 (three dice), 5D (five digits) and
 * keno (20 of 1–80), a draw a minute each. Its page API takes the session in `x-house-session`
 * (house.ts); `/v1/elottery/…` is the public feed an operator may show (results with seeds).
 *
 * Draws are scheduled and committed as the Vietnam lottery's are (house-lottery.ts): draw N takes
 * bets until `closeAt` (closeSeconds before `drawAt`); its seed's SHA-256 is published before its
 * first bet and the seed revealed with the result, which the stream
 * HMAC-SHA256(key = seed, `${gameCode}:${drawNo}:${k}`) fixes alone (games/elottery/fairness.ts).
 *
 * A ticket holds one or more bets on one draw, staked together by one bet call (its total) and
 * settled by one win call (the sum of its bets' payouts, 0 for a loss). Odds are hundredths of the
 * stake, stake included (196 = 1.96×). Refusals: a bet the game's rules refuse `validation-failed`
 * naming the field (`bets.2.faces`); a draw not taking bets `lottery-betting-closed`; the wallet's
 * own refusal (`insufficient-balance`) leaves no ticket open.
 */

export const ELOTTERY_GAME_CODES = ['ARCE-k3', 'ARCE-5d', 'ARCE-keno'] as const;
export type ElotteryGameCode = (typeof ELOTTERY_GAME_CODES)[number];
/** Bets one ticket may hold. */
export const ELOTTERY_MAX_BETS = 20;

const gameParams = z.object({ gameCode: z.enum(ELOTTERY_GAME_CODES) });
const isoTime = z.string();
const ints = (max: number) => z.array(z.int()).check(z.maxLength(max));

/** A draw of the schedule: its number, its name for people (yyyymmdd-nnnn, Vietnam time), its times. */
export const elotteryDrawRefSchema = z.object({
  drawNo: z.int(),
  issue: z.string(),
  drawAt: isoTime,
  closeAt: isoTime,
  seedHash: z.string(),
});

/** A draw's result: K3 `dice` as thrown; 5D `digits`, position 1 first; keno `order` as drawn and `numbers` ascending. */
export const elotteryResultSchema = z.object({
  dice: z.optional(z.array(z.int())),
  digits: z.optional(z.array(z.int())),
  order: z.optional(z.array(z.int())),
  numbers: z.optional(z.array(z.int())),
});
export type ElotteryResult = z.infer<typeof elotteryResultSchema>;

/** A drawn draw with its revealed seed: recompute it with the stream above and the game's draw. */
export const elotteryDrawnSchema = z.extend(elotteryDrawRefSchema, {
  drawnAt: isoTime,
  seed: z.string(),
  result: elotteryResultSchema,
});

/** One bet as sent: `faces` (K3), `position` and `digits` (5D) or `spots` (keno) where its type takes them. */
export const elotteryBetInputSchema = z.object({
  key: z.string().check(z.minLength(1), z.maxLength(32)),
  stake: z.int(),
  faces: z.optional(ints(3)),
  position: z.optional(z.int()),
  digits: z.optional(ints(5)),
  spots: z.optional(ints(10)),
});

export const ELOTTERY_TICKET_STATUSES = ['pending', 'open', 'won', 'lost', 'rejected', 'void'] as const;

export const elotteryTicketSchema = z.object({
  ticketId: z.string(),
  gameCode: z.string(),
  drawNo: z.int(),
  issue: z.string(),
  /** The bets as validated (choices ascending), each with its payout once the draw is settled. */
  bets: z.array(z.extend(elotteryBetInputSchema, { payout: z.nullable(z.int()) })),
  /** The ticket's total stake. */
  stake: z.int(),
  /** Known once settled (0 for a loss). */
  payout: z.nullable(z.int()),
  /** pending: being staked · open: bought · won/lost: settled · rejected: refused by the wallet · void: rolled back. */
  status: z.enum(ELOTTERY_TICKET_STATUSES),
  /** A win over the brand's cap, under the operator's review: not paid until released. */
  held: z.boolean(),
  createdAt: isoTime,
  /** The draw's result once drawn. */
  result: z.nullable(elotteryResultSchema),
});
export type ElotteryTicket = z.infer<typeof elotteryTicketSchema>;

// ---- The page API (x-house-session) --------------------------------------------------------------

export const elotteryDraw = endpoint({
  method: 'GET',
  path: '/api/elottery/:gameCode/draw',
  summary: 'E-lottery page: the draw taking bets, the one after (seed hashes published) and the last result',
  auth: 'none',
  servedBy: 'provider',
  params: gameParams,
  value: z.object({
    serverTime: isoTime,
    gameCode: z.string(),
    drawSeconds: z.int(),
    closeSeconds: z.int(),
    current: elotteryDrawRefSchema,
    next: elotteryDrawRefSchema,
    last: z.nullable(elotteryDrawnSchema),
  }),
});

export const elotteryResults = endpoint({
  method: 'GET',
  path: '/api/elottery/:gameCode/results',
  summary: "E-lottery page: a game's latest results with their seeds (for verifying), newest first",
  auth: 'none',
  servedBy: 'provider',
  params: gameParams,
  query: z.object({ count: queryInt(1, 100, 20) }),
  value: z.object({ draws: z.array(elotteryDrawnSchema) }),
});

export const elotteryBetTypes = endpoint({
  method: 'GET',
  path: '/api/elottery/:gameCode/bet-types',
  summary: "E-lottery page: the game's bet types, what each takes, its odds per paying level and its RTP",
  auth: 'none',
  servedBy: 'provider',
  params: gameParams,
  value: z.object({
    gameCode: z.string(),
    /** Per bet, minor units. */
    minStake: z.int(),
    maxStake: z.int(),
    /** A ticket's total stake at most, and its bets. */
    maxTicketStake: z.int(),
    maxBets: z.int(),
    /** The lowest and highest RTP over the bet types; the catalogue states the highest. */
    rtp: z.object({ min: z.number(), max: z.number() }),
    betTypes: z.array(
      z.object({
        key: z.string(),
        name: z.string(),
        family: z.string(),
        /** What a bet of this type is sent with: how many faces, digits or spots, and whether a position. */
        takes: z.object({ faces: z.int(), position: z.boolean(), digits: z.int(), spots: z.int() }),
        /** Every paying level (1 = a plain win; dice showing the face or keno hits where several pay). */
        pays: z.array(z.object({ level: z.int(), odds: z.int(), chance: z.number() })),
        rtp: z.number(),
      }),
    ),
  }),
});

export const elotteryBuy = endpoint({
  method: 'POST',
  path: '/api/elottery/:gameCode/tickets',
  summary: 'E-lottery page: buys a ticket of one or more bets on the draw taking bets (its total staked at once)',
  auth: 'none',
  servedBy: 'provider',
  params: gameParams,
  body: z.object({
    /** The draw the player saw; refused with lottery-betting-closed when it no longer takes bets. */
    drawNo: z.int(),
    bets: z.array(elotteryBetInputSchema).check(z.minLength(1), z.maxLength(ELOTTERY_MAX_BETS)),
    /** A page-made id for this purchase: a double click or a retry finds the ticket it bought. */
    requestId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,40}$/)),
  }),
  value: z.object({
    ticket: elotteryTicketSchema,
    /** The wallet after the bet; null when this call sent none (a repeated purchase id). */
    balance: z.nullable(z.int()),
  }),
});

export const elotteryTickets = endpoint({
  method: 'GET',
  path: '/api/elottery/:gameCode/tickets',
  summary: "E-lottery page: the player's tickets of a game, newest first, with their outcomes",
  auth: 'none',
  servedBy: 'provider',
  params: gameParams,
  query: z.object({ count: queryInt(1, 100, 20) }),
  value: z.object({ list: z.array(elotteryTicketSchema) }),
});

// ---- The public feed (no session) ----------------------------------------------------------------

export const elotteryFeedResults = endpoint({
  method: 'GET',
  path: '/v1/elottery/results',
  summary: "Provider feed: an e-lottery game's latest results with their seeds, newest first",
  auth: 'none',
  servedBy: 'provider',
  query: z.object({ gameCode: z.enum(ELOTTERY_GAME_CODES), count: queryInt(1, 100, 20) }),
  value: z.object({ gameCode: z.string(), draws: z.array(elotteryDrawnSchema) }),
});
