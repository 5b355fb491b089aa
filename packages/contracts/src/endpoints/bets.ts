import * as z from 'zod/mini';
import { GAME_CATEGORIES } from '../constants.ts';
import { endpoint } from '../endpoint.ts';
import { languageSchema } from '../languages.ts';
import { queryInt, trimmedText } from '../schema.ts';

/**
 * Member centre: betting record (page key personalHistoryCopy) and personal profit
 * and loss (personalProfit), read from the bets vendors placed through the
 * seamless wallet. Money is integer minor units. Dates: whole days in the brand's
 * time zone; a preset wins over startDate/endDate; a bet belongs to the day it was
 * placed. Only settled (and voided) bets have a profit (payout − stake); open and
 * held bets count in the stake total, refunded bets in neither.
 */

/**
 * held: the vendor's win went over the brand's cap and waits for an operator (nothing
 * paid yet; counts like an open bet); voided: an operator refused that win (a loss).
 */
export const BET_STATES = ['open', 'settled', 'refunded', 'held', 'voided'] as const;
export type BetState = (typeof BET_STATES)[number];
/** today; yesterday; last7days and last30days end today (DATE_PRESET_DAYS). */
export const BET_DATE_PRESETS = ['today', 'yesterday', 'last7days', 'last30days'] as const;
export type BetDatePreset = (typeof BET_DATE_PRESETS)[number];
export const PROFIT_GROUPS = ['day', 'category'] as const;

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const range = {
  preset: z.optional(z.enum(BET_DATE_PRESETS)),
  /** Inclusive days in the brand's time zone, yyyy-MM-dd. */
  startDate: z.optional(isoDate),
  endDate: z.optional(isoDate),
};

export const betTotalsSchema = z.object({
  betCount: z.int(),
  /** Stakes of open and settled bets. */
  stake: z.int(),
  payout: z.int(),
  /** Of settled bets: payout − stake (negative: the member lost). */
  profit: z.int(),
});
export type BetTotals = z.infer<typeof betTotalsSchema>;

export const betRecordSchema = z.object({
  id: z.string(),
  placedAt: z.iso.datetime(),
  settledAt: z.nullable(z.iso.datetime()),
  vendor: z.string(),
  vendorName: z.string(),
  gameType: z.string(),
  gameCode: z.string(),
  /** In the requested language, else EN, else the game code. */
  gameName: z.string(),
  roundId: z.string(),
  transactionId: z.string(),
  stake: z.int(),
  payout: z.int(),
  /** payout − stake once settled (−stake when voided); 0 when refunded; null while open or held. */
  profit: z.nullable(z.int()),
  state: z.enum(BET_STATES),
});
export type BetRecordItem = z.infer<typeof betRecordSchema>;

export const betRecords = endpoint({
  method: 'GET',
  path: '/wps/relay/ODSFE2_betRecord',
  summary: "The member's betting record, newest first, with vendor, type, state and date filters and totals",
  auth: 'member',
  query: z.object({
    vendor: z.optional(trimmedText(1, 32)),
    gameType: z.optional(z.enum(GAME_CATEGORIES)),
    state: z.optional(z.enum(BET_STATES)),
    ...range,
    language: z.optional(languageSchema),
    pageNo: queryInt(1, 10_000, 1),
    pageSize: queryInt(1, 100, 20),
  }),
  value: z.object({
    list: z.array(betRecordSchema),
    total: z.int(),
    totalPages: z.int(),
    /** Over every bet the filters match, not only this page. */
    totals: betTotalsSchema,
  }),
});

export const personalProfit = endpoint({
  method: 'GET',
  path: '/wps/relay/ODSFE2_personalProfit',
  summary: "The member's profit and loss per day or per game category over a range (default the last 7 days)",
  auth: 'member',
  query: z.object({ groupBy: z._default(z.enum(PROFIT_GROUPS), 'day'), ...range }),
  value: z.object({
    /** Inclusive days of the range, yyyy-MM-dd, in the brand's time zone. */
    startDate: z.string(),
    endDate: z.string(),
    /** Per day (yyyy-MM-dd, newest first) or per category (largest stake first); only keys with bets. */
    rows: z.array(z.extend(betTotalsSchema, { key: z.string() })),
    totals: betTotalsSchema,
  }),
});
