import * as z from 'zod/mini';
import { GAME_PRIZE_MODES } from '../constants.ts';
import { endpoint } from '../endpoint.ts';
import { languageSchema } from '../languages.ts';
import { queryInt, text } from '../schema.ts';

/**
 * The Vietnam-style lottery (house vendor ARCV): the site's lottery endpoints
 * (menus, popular, opened numbers) and the house lottery page's own backend
 * under /house/lottery/api (called by the page inside the game iframe, with the
 * house session the page was rendered with, never the site's member token).
 * Money is integer minor units; odds are hundredths (9500 = pays 95 times the stake).
 */

/** Prize-table style: NORTH (Miền Bắc: 27 numbers, special 5 digits), SOUTH (Miền Nam: 18 numbers, special 6 digits). */
export const LOTTERY_REGIONS = ['NORTH', 'SOUTH'] as const;
export type LotteryRegion = (typeof LOTTERY_REGIONS)[number];

/** Prize tiers, highest first: special (giải đặc biệt), then g1 … g8 (g8 exists in SOUTH only). */
export const LOTTERY_TIERS = ['special', 'g1', 'g2', 'g3', 'g4', 'g5', 'g6', 'g7', 'g8'] as const;
export type LotteryTier = (typeof LOTTERY_TIERS)[number];

/**
 * LO: two digits, pays per prize number whose last two digits match (all tiers).
 * DE: two digits, the special prize's last two. CANG3 (ba càng): three digits, the special's last three.
 */
export const LOTTERY_BET_TYPES = ['LO', 'DE', 'CANG3'] as const;
export type LotteryBetType = (typeof LOTTERY_BET_TYPES)[number];
/** Digits a number of each bet type has. */
export const LOTTERY_BET_DIGITS: Record<LotteryBetType, number> = { LO: 2, DE: 2, CANG3: 3 };

export const LOTTERY_VIEWS = ['betting', 'lobby'] as const;
export type LotteryView = (typeof LOTTERY_VIEWS)[number];

/** Stake per ticket (minor units) and numbers per purchase (one ticket per number). */
export const LOTTERY_MIN_STAKE = 100;
export const LOTTERY_MAX_STAKE = 10_000_000;
export const LOTTERY_MAX_NUMBERS = 20;
/** Draws one game's results endpoint returns at most; the Vietnam board returns up to VIETNAM_NUMBERS_COUNT. */
export const LOTTERY_OPENED_MAX = 50;

export const LOTTERY_TICKET_STATUSES = ['pending', 'open', 'won', 'lost', 'rejected', 'void'] as const;
export type LotteryTicketStatus = (typeof LOTTERY_TICKET_STATUSES)[number];

const gameCode = z.string().check(z.regex(/^[A-Z0-9-]{1,32}$/));
const isoTime = z.string();

/** The draw taking bets now (or the next one once betting has closed for the current). */
export const lotteryDrawRefSchema = z.object({
  /** The draw's number: slots of the game's interval since the Unix epoch. */
  drawNo: z.int(),
  /** Shown to people: yyyymmdd-nnnn in Vietnam time (UTC+7), nnnn counting the day's draws from 0001. */
  issue: z.string(),
  drawAt: isoTime,
  /** Betting on this draw closes here (drawAt minus the game's closeSeconds). */
  closeAt: isoTime,
});
export type LotteryDrawRef = z.infer<typeof lotteryDrawRefSchema>;

export const lotteryPrizeSchema = z.object({ tier: z.enum(LOTTERY_TIERS), numbers: z.array(z.string()) });
export type LotteryPrize = z.infer<typeof lotteryPrizeSchema>;

/**
 * Provably fair draws: each draw has a server seed (64 hex characters) whose SHA-256
 * (seedHash) is published before betting on the draw closes, and which is revealed
 * (seed) once the draw has its result. The prize table is derived from the seed alone:
 * block k = HMAC-SHA256(key = seed, `${gameCode}:${drawNo}:${k}`), read as big-endian
 * uint32 words; a word w ≥ 4294967290 is skipped, else it is the digit w mod 10; the
 * digits fill the tiers highest first, each number from its first digit.
 * Both are null only for draws drawn before draws had seeds.
 */
const drawSeedFields = {
  /** SHA-256 of the draw's server seed (hex), published before the draw. */
  seedHash: z.nullable(z.string()),
  /** The draw's server seed (hex), shown once the draw has its result. */
  seed: z.nullable(z.string()),
};

/** One drawn result with its whole prize table, highest tier first. */
export const openedDrawSchema = z.extend(lotteryDrawRefSchema, {
  drawnAt: isoTime,
  special: z.string(),
  prizes: z.array(lotteryPrizeSchema),
  ...drawSeedFields,
});
export type OpenedDraw = z.infer<typeof openedDrawSchema>;

export const lotteryGameSchema = z.object({
  gameCode: z.string(),
  vendor: z.string(),
  name: z.string(),
  region: z.enum(LOTTERY_REGIONS),
  prizeMode: z.enum(GAME_PRIZE_MODES),
  intervalSeconds: z.int(),
  closeSeconds: z.int(),
  next: lotteryDrawRefSchema,
  /** The latest drawn result's special prize, when the game has drawn. */
  lastSpecial: z.nullable(z.string()),
  lastIssue: z.nullable(z.string()),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

export const lotteryMenuGroupSchema = z.object({
  region: z.enum(LOTTERY_REGIONS),
  /** The region's name in the request's language. */
  title: z.string(),
  games: z.array(lotteryGameSchema),
});
export type LotteryMenuGroup = z.infer<typeof lotteryMenuGroupSchema>;

const languageQuery = z.optional(languageSchema);

export const lotteryMenu = endpoint({
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  summary: "The brand's Vietnam lotteries grouped by region (prize-table style), with the next draw of each",
  auth: 'none',
  query: z.object({ language: languageQuery }),
  // The original front end reads the /lgw answers bare, without our envelope, and this one's groups as `gameMenus`.
  original: { bare: true, value: z.object({ gameMenus: z.array(lotteryMenuGroupSchema) }) },
  value: z.array(lotteryMenuGroupSchema),
});

export const lotteryMenuRecent = endpoint({
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  summary: 'The Vietnam lotteries the member played last (ticket bought or game launched), newest first',
  auth: 'member',
  trialAllowed: true,
  query: z.object({ language: languageQuery, count: queryInt(1, 20, 10) }),
  // The original front end reads the /lgw answers bare, without our envelope.
  original: { bare: true },
  value: z.array(lotteryGameSchema),
});

export const popularLottery = endpoint({
  method: 'GET',
  path: '/lgw/games/popular',
  summary: 'Lottery games by tickets bought in the last 24 hours (then catalogue order)',
  auth: 'none',
  query: z.object({
    count: queryInt(1, 50, 20),
    prizeMode: z.optional(z.enum(GAME_PRIZE_MODES)),
    device: z.optional(text(1, 16)),
    language: languageQuery,
  }),
  // The original front end reads the /lgw answers bare, without our envelope.
  original: { bare: true },
  value: z.array(z.extend(lotteryGameSchema, { tickets: z.int() })),
});

export const vietnamOpenedNumbersItemSchema = z.extend(lotteryDrawRefSchema, {
  gameCode: z.string(),
  name: z.string(),
  region: z.enum(LOTTERY_REGIONS),
  drawnAt: isoTime,
  special: z.string(),
  ...drawSeedFields,
});

export const vietnamOpenedNumbers = endpoint({
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  summary: "The latest drawn results of the brand's Vietnam lotteries (special prize), newest first",
  auth: 'none',
  query: z.object({ count: queryInt(1, 100, 100), gameCode: z.optional(gameCode), language: languageQuery }),
  // The original front end reads the /lgw answers bare, without our envelope.
  original: { bare: true },
  value: z.array(vietnamOpenedNumbersItemSchema),
});

export const openedNumbers = endpoint({
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  summary: "One lottery game's latest draws with every prize tier, newest first",
  auth: 'none',
  query: z.object({ gameCode, count: queryInt(1, LOTTERY_OPENED_MAX, 10), language: languageQuery }),
  // The original front end reads the /lgw answers bare, without our envelope.
  original: { bare: true },
  value: z.object({
    gameCode: z.string(),
    name: z.string(),
    region: z.enum(LOTTERY_REGIONS),
    draws: z.array(openedDrawSchema),
  }),
});

// ---- A ticket of the house lottery (vendor ARCV), as its page and feed show it. ----

export const lotteryTicketSchema = z.object({
  ticketId: z.string(),
  gameCode: z.string(),
  drawNo: z.int(),
  issue: z.string(),
  betType: z.enum(LOTTERY_BET_TYPES),
  number: z.string(),
  stake: z.int(),
  odds: z.int(),
  status: z.enum(LOTTERY_TICKET_STATUSES),
  /** Known once the draw is settled (0 for a loss). */
  payout: z.nullable(z.int()),
  /** LO only: how many prize numbers matched. */
  hits: z.nullable(z.int()),
  /** A win over the brand's cap, under review: not paid until an operator releases it. */
  held: z.boolean(),
  createdAt: isoTime,
});
export type LotteryTicket = z.infer<typeof lotteryTicketSchema>;
