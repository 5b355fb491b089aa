import * as z from 'zod/mini';
import { WAGE_PERIODS } from '../constants.ts';
import type { WhitelabelSwitch } from '../whitelabel.ts';

/**
 * The four contract kinds an upline offers a direct downline (endpoints §1, §3) and
 * their terms. Rates are percentages with at most three decimals (1.5 is 1.5%); money
 * is integer minor units. "Team" means the contract holder and everyone below them.
 */
export const CONTRACT_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** The whitelabel switch that decides whether a brand offers each kind. */
export const CONTRACT_SWITCHES: Record<ContractKind, WhitelabelSwitch> = {
  dividend: 'DIVIDEND_CONTRACT',
  daily: 'DAILY_SALARY',
  hourly: 'HOURLY_SALARY',
  realtime: 'REALTIME_SALARY',
};

export type WagePeriod = (typeof WAGE_PERIODS)[number];
export const MAX_TIERS = 10;
const MONEY_MAX = 9_999_999_999_999;

const threeDecimals = (value: number) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6;
/** A rate in percent: more than 0, at most 100, at most three decimals. */
export const rateSchema = z
  .number()
  .check(z.minimum(0.001), z.maximum(100), z.refine(threeDecimals, 'at most three decimals'));
/** The same, where 0 is allowed (one of the real-time rates may be unused). */
const rateOrZeroSchema = z
  .number()
  .check(z.minimum(0), z.maximum(100), z.refine(threeDecimals, 'at most three decimals'));
const thresholdSchema = z.int().check(z.minimum(0), z.maximum(MONEY_MAX));

/** Dividend: paid on the team's net loss over the period, at the best tier whose three minimums the team met. */
export const dividendTierSchema = z.object({
  /** Minimum team valid bet over the period. */
  validBet: thresholdSchema,
  /** Minimum team loss (players' profit and loss below zero, as a positive amount) over the period. */
  profitLoss: thresholdSchema,
  /** Minimum number of team members with a valid bet in the period. */
  activeMembers: z.int().check(z.minimum(0), z.maximum(1_000_000)),
  rate: rateSchema,
});

/** A wage tier: from this much team valid bet (in a day, or an hour), this rate of it. */
export const wageTierSchema = z.object({ betAmount: thresholdSchema, rate: rateSchema });

const tiers = <T extends z.ZodMiniType>(tier: T) => z.array(tier).check(z.minLength(1), z.maxLength(MAX_TIERS));

export const contractTermsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('dividend'), period: z.enum(WAGE_PERIODS), tiers: tiers(dividendTierSchema) }),
  /** Each day's wage from that day's team valid bet, paid per period (the days' wages added up). */
  z.object({ kind: z.literal('daily'), period: z.enum(WAGE_PERIODS), tiers: tiers(wageTierSchema) }),
  /** Each hour's wage from that hour's team valid bet, paid every hour. */
  z.object({ kind: z.literal('hourly'), tiers: tiers(wageTierSchema) }),
  /**
   * Every 5 minutes, on each team bet decided then with a stake of at least `singleBet`:
   * `profitRate` of the stake when the player won, `lossRate` when the player lost.
   */
  z.object({
    kind: z.literal('realtime'),
    profitRate: rateOrZeroSchema,
    lossRate: rateOrZeroSchema,
    singleBet: thresholdSchema,
  }),
]);
export type ContractTerms = z.infer<typeof contractTermsSchema>;
export type DividendTier = z.infer<typeof dividendTierSchema>;
export type WageTier = z.infer<typeof wageTierSchema>;

/** Which member types an agent may register below itself (line heads 1 and 41 come from operators). */
export const DOWNLINE_TYPES: Record<number, readonly number[]> = {
  1: [0, 2],
  2: [0, 2],
  41: [0, 42],
  42: [0, 42],
};

/**
 * The consolidated contract info (endpoints §2) that picks the agent centre's salary and
 * dividend entries. Request types: 0 nothing waits for the member, 1 an offer waits for
 * their answer, 2 a termination request does. Info flags: 1 when the brand offers the
 * kind and the member is a side of a contract of it (any state), else 0.
 */
export const contractFlagsShape = {
  dailysalreqtype: z.int(),
  divtypereq: z.int(),
  contracthoursalreq: z.int(),
  realtimesalreqtype: z.int(),
  dailysalinfo: z.int(),
  divinfo: z.int(),
  hoursalinfo: z.int(),
  realtimesalinfo: z.int(),
};

export type ContractFlag = keyof typeof contractFlagsShape;

/** Which flags speak of which kind. */
export const CONTRACT_FLAG_NAMES: Record<ContractKind, { request: ContractFlag; info: ContractFlag }> = {
  daily: { request: 'dailysalreqtype', info: 'dailysalinfo' },
  dividend: { request: 'divtypereq', info: 'divinfo' },
  hourly: { request: 'contracthoursalreq', info: 'hoursalinfo' },
  realtime: { request: 'realtimesalreqtype', info: 'realtimesalinfo' },
};
