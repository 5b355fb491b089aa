import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { languageSchema, localizedTextSchema, withEnglish } from '../languages.ts';
import { queryInt, text, trimmedText } from '../schema.ts';
import { pointConfigSchema, REDEMPTION_STATES, REWARD_ART, REWARD_KINDS, redemptionSchema } from './points.ts';

/** The operator's side of the points mall: the rule, the rules text, rewards and stock, redemption review. Every change is audited. */

const id = z.string().check(z.regex(/^\d{1,18}$/));
const code = z.object({ code: text(1, 64) });
const positive = (max: number) => z.int().check(z.minimum(1), z.maximum(max));
const nonNegative = (max: number) => z.int().check(z.minimum(0), z.maximum(max));
/** Names and descriptions per language; readers fall back to English. */
const names = (max: number) => z.partialRecord(languageSchema, trimmedText(1, max));

export const pointConfigInputSchema = z.object({
  pointsRatio: positive(1_000_000),
  pointsRequired: positive(1_000_000_000),
  amountRequired: positive(1_000_000_000_00),
});

export const opsPointSettings = endpoint({
  method: 'GET',
  path: '/ops/merchants/:code/points',
  summary: "A brand's point rule and its point rules text in every language",
  auth: 'operator',
  permission: 'brand.read',
  params: code,
  value: z.object({ config: pointConfigSchema, rules: localizedTextSchema }),
});

export const opsSetPointConfig = endpoint({
  method: 'PUT',
  path: '/ops/merchants/:code/points/config',
  summary:
    'Sets the point rule: valid bet per point earned (amountRequired), points worth 1.00 (pointsRatio), least points per conversion',
  auth: 'operator',
  permission: 'money.settings',
  params: code,
  body: pointConfigInputSchema,
  value: pointConfigSchema,
});

export const opsSetPointRules = endpoint({
  method: 'PUT',
  path: '/ops/merchants/:code/points/rules',
  summary: 'Replaces the point rules text (rich HTML per language; the browser sanitises it when shown)',
  auth: 'operator',
  permission: 'content.write',
  params: code,
  body: z.object({ rules: z.partialRecord(languageSchema, text(0, 20_000)) }),
  value: z.object({ rules: localizedTextSchema }),
});

export const opsRewardSchema = z.object({
  id: z.string(),
  merchantCode: z.string(),
  kind: z.enum(REWARD_KINDS),
  name: localizedTextSchema,
  description: localizedTextSchema,
  points: z.int(),
  amount: z.int(),
  stock: z.int(),
  enabled: z.boolean(),
  startsAt: z.nullable(z.iso.datetime()),
  endsAt: z.nullable(z.iso.datetime()),
  art: z.enum(REWARD_ART),
  sort: z.int(),
  imageUrl: z.string(),
});
export type OpsReward = z.infer<typeof opsRewardSchema>;

const rewardFields = {
  kind: z.enum(REWARD_KINDS),
  name: withEnglish(trimmedText(1, 80)),
  description: names(500),
  points: positive(1_000_000_000),
  amount: nonNegative(1_000_000_000_00),
  enabled: z.boolean(),
  startsAt: z.nullable(z.iso.datetime()),
  endsAt: z.nullable(z.iso.datetime()),
  art: z.enum(REWARD_ART),
  sort: nonNegative(10_000),
};

export const opsRewards = endpoint({
  method: 'GET',
  path: '/ops/merchants/:code/point-rewards',
  summary: "A brand's rewards, in display order, hidden ones included",
  auth: 'operator',
  permission: 'brand.read',
  params: code,
  value: z.object({ list: z.array(opsRewardSchema) }),
});

export const opsCreateReward = endpoint({
  method: 'POST',
  path: '/ops/merchants/:code/point-rewards',
  summary: 'Adds a reward with its first stock',
  auth: 'operator',
  permission: 'content.write',
  params: code,
  body: z.object({ ...rewardFields, stock: nonNegative(1_000_000) }),
  value: opsRewardSchema,
});

export const opsUpdateReward = endpoint({
  method: 'PATCH',
  path: '/ops/point-rewards/:id',
  summary: 'Changes a reward (not its stock); hiding it keeps redemptions already made',
  auth: 'operator',
  permission: 'content.write',
  params: z.object({ id }),
  body: z.partial(z.object(rewardFields)),
  value: opsRewardSchema,
});

export const opsAdjustRewardStock = endpoint({
  method: 'POST',
  path: '/ops/point-rewards/:id/stock',
  summary:
    'Adds (positive) or takes away (negative) stock; relative, so redemptions made meanwhile are not lost, and never below zero',
  auth: 'operator',
  permission: 'content.write',
  params: z.object({ id }),
  body: z.object({
    change: z.int().check(z.minimum(-1_000_000), z.maximum(1_000_000)),
    reason: trimmedText(1, 140),
  }),
  value: opsRewardSchema,
});

export const opsRedemptionSchema = z.extend(redemptionSchema, {
  id: z.string(),
  merchantCode: z.string(),
  account: z.string(),
  decidedBy: z.nullable(z.string()),
});

export const opsRedemptions = endpoint({
  method: 'GET',
  path: '/ops/point-redemptions',
  summary: 'Redemptions to review (oldest first while in process, else newest first), by brand and state',
  auth: 'operator',
  permission: 'withdrawals.read',
  query: z.object({
    merchant: z.optional(text(1, 64)),
    state: z.optional(z.enum(REDEMPTION_STATES)),
    pageNo: queryInt(1, 10_000, 1),
    pageSize: queryInt(1, 100, 20),
  }),
  value: z.object({ list: z.array(opsRedemptionSchema), total: z.int(), totalPages: z.int() }),
});

export const opsApproveRedemption = endpoint({
  method: 'POST',
  path: '/ops/point-redemptions/:id/approve',
  summary: 'Approves a redemption in process: the goods or cash were sent (with the courier or transfer reference)',
  auth: 'operator',
  permission: 'withdrawals.decide',
  params: z.object({ id }),
  body: z.object({ transactionRef: z.optional(trimmedText(1, 64)), remark: z.optional(trimmedText(1, 140)) }),
  value: opsRedemptionSchema,
});

export const opsRejectRedemption = endpoint({
  method: 'POST',
  path: '/ops/point-redemptions/:id/reject',
  summary: 'Rejects a redemption in process: its stock and points come back',
  auth: 'operator',
  permission: 'withdrawals.decide',
  params: z.object({ id }),
  body: z.object({ remark: trimmedText(1, 140) }),
  value: opsRedemptionSchema,
});
