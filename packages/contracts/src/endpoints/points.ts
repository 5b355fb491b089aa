import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { queryInt, trimmedText } from '../schema.ts';
import { paymentPasswordSchema, requestIdSchema } from './wallet.ts';

/**
 * The points mall (endpoints-and-centres §3, §7 "Points"). Points are earned from
 * settled valid bets by the brand's rule, never expire, and are spent on rewards
 * (goods or cash, from stock) or converted into wallet money.
 */

/** Goods are shipped to an address; cash rewards (e-wallet or mobile load) are sent to a mobile number. */
export const REWARD_KINDS = ['goods', 'cash'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

/** The drawings a reward can be shown with (each reward's art is drawn from its motif, name and id). */
export const REWARD_ART = [
  'gift',
  'phone',
  'earbuds',
  'watch',
  'speaker',
  'tablet',
  'console',
  'mug',
  'shirt',
  'cap',
  'bag',
  'voucher',
  'cash',
  'load',
] as const;
export type RewardArt = (typeof REWARD_ART)[number];

/** In Process → Approved | Rejected (stock and points come back on rejection). */
export const REDEMPTION_STATES = ['in_process', 'approved', 'rejected'] as const;
export type RedemptionState = (typeof REDEMPTION_STATES)[number];

/** Lines of the points ledger: earned from bets, spent on a reward, given back on rejection, converted to money. */
export const POINT_ENTRY_KINDS = ['earn', 'redeem', 'refund', 'convert'] as const;
export type PointEntryKind = (typeof POINT_ENTRY_KINDS)[number];

/** At most this many of one reward in one redemption. */
export const REDEEM_MAX_QUANTITY = 99;

/**
 * The brand's rule: one point per `amountRequired` minor units of valid bet; `pointsRatio`
 * points are worth 1.00 when converted; a conversion spends at least `pointsRequired` points.
 */
export const pointConfigSchema = z.object({
  pointsRatio: z.int(),
  pointsRequired: z.int(),
  amountRequired: z.int(),
});
export type PointConfig = z.infer<typeof pointConfigSchema>;

export const rewardSchema = z.object({
  id: z.string(),
  kind: z.enum(REWARD_KINDS),
  name: z.string(),
  description: z.string(),
  /** Points for one item. */
  points: z.int(),
  /** Face value of one item in minor units (what a cash reward pays out; what goods are worth). */
  amount: z.int(),
  /** Items left (the available quantity). */
  stock: z.int(),
  /** On offer now: enabled, inside its dates, with stock. */
  available: z.boolean(),
  startsAt: z.nullable(z.iso.datetime()),
  endsAt: z.nullable(z.iso.datetime()),
  imageUrl: z.string(),
});
export type Reward = z.infer<typeof rewardSchema>;

export const redemptionSchema = z.object({
  /** Our order number, shown to the member and the operator. */
  reference: z.string(),
  rewardId: z.string(),
  kind: z.enum(REWARD_KINDS),
  goods: z.string(),
  quantity: z.int(),
  points: z.int(),
  amount: z.int(),
  /** The receiving address (goods) or mobile number (cash). */
  receiver: z.string(),
  state: z.enum(REDEMPTION_STATES),
  remark: z.nullable(z.string()),
  /** The operator's transaction reference number (courier tracking, e-wallet transfer) once approved. */
  transactionRef: z.nullable(z.string()),
  applyTime: z.iso.datetime(),
  decidedAt: z.nullable(z.iso.datetime()),
});
export type Redemption = z.infer<typeof redemptionSchema>;

export const pointEntrySchema = z.object({
  id: z.string(),
  time: z.iso.datetime(),
  kind: z.enum(POINT_ENTRY_KINDS),
  /** Signed: positive earned or given back, negative spent. */
  points: z.int(),
  balanceAfter: z.int(),
  /** Earn: the brand day of the bets. */
  day: z.nullable(z.string()),
  /** Redeem and refund: the redemption's reference; convert: the conversion's. */
  reference: z.nullable(z.string()),
  /** Convert: the money credited, in minor units. */
  amount: z.nullable(z.int()),
});
export type PointEntry = z.infer<typeof pointEntrySchema>;

const paging = { pageNo: queryInt(1, 10_000, 1), pageSize: queryInt(1, 50, 10) };
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const pointBalance = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointBalance',
  summary: "The member's points: balance, points earned so far, and what the balance converts to",
  auth: 'member',
  value: z.object({
    balance: z.int(),
    totalEarned: z.int(),
    /** Minor units the whole balance would convert to now. */
    convertibleAmount: z.int(),
  }),
});

export const pointRewards = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointReward',
  summary: "The brand's rewards on show (goods and cash) with points, stock and availability",
  auth: 'member',
  value: z.object({ list: z.array(rewardSchema) }),
});

export const redeemHistory = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getRedeemPointList',
  summary: "The member's redemptions, newest first",
  auth: 'member',
  query: z.object({ state: z.optional(z.enum(REDEMPTION_STATES)), ...paging }),
  value: z.object({ list: z.array(redemptionSchema), total: z.int(), totalPages: z.int() }),
});

export const pointConfig = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointConfig',
  summary: "The brand's point rule (ratio, points required, amount required) and its point rules text",
  auth: 'member',
  value: z.extend(pointConfigSchema, {
    /** Rich HTML in the request's language (else English) as operators wrote it; the browser sanitises it. */
    rules: z.string(),
  }),
});

export const pointDetails = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointDetails',
  summary:
    "The member's points ledger, newest first: every earn, redeem, refund and conversion with the balance after it",
  auth: 'member',
  query: z.object({
    kind: z.optional(z.enum(POINT_ENTRY_KINDS)),
    /** Inclusive days in the brand's time zone, yyyy-MM-dd. */
    startDate: z.optional(isoDate),
    endDate: z.optional(isoDate),
    ...paging,
  }),
  value: z.object({ list: z.array(pointEntrySchema), total: z.int(), totalPages: z.int() }),
});

export const redeemReward = endpoint({
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  summary:
    'Redeems a reward for points (the payment password confirms it): stock and points are taken at once; an operator then approves or rejects',
  auth: 'member',
  encrypted: true,
  body: z.object({
    rewardId: z.string().check(z.regex(/^\d{1,18}$/)),
    quantity: z.int().check(z.minimum(1), z.maximum(REDEEM_MAX_QUANTITY)),
    /** The receiving address (goods) or mobile number (cash rewards). */
    receiver: trimmedText(5, 200),
    paymentPassword: paymentPasswordSchema,
    requestId: requestIdSchema,
  }),
  value: z.object({ redemption: redemptionSchema, balance: z.int() }),
});

export const convertPoints = endpoint({
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_convertPoint',
  summary:
    'Converts points into main-wallet money at the brand ratio (the payment password confirms it); one conversion per requestId',
  auth: 'member',
  encrypted: true,
  body: z.object({
    points: z.int().check(z.minimum(1), z.maximum(1_000_000_000)),
    paymentPassword: paymentPasswordSchema,
    requestId: requestIdSchema,
  }),
  value: z.object({
    points: z.int(),
    /** Money credited, in minor units. */
    amount: z.int(),
    /** Points left. */
    balance: z.int(),
    sumBalance: z.int(),
  }),
});
