import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { text, trimmedText } from '../schema.ts';
import { referralRuleSchema, vipLevelSchema } from './vip-referral.ts';

/** The operator's VIP level table and VIP channel, referral rule, and member labels. Every change is audited. */

const code = z.object({ code: text(1, 64) });
const minor = z.int().check(z.minimum(0), z.maximum(1_000_000_000_000_00));

export const VIP_MAX_LEVELS = 20;

export const vipSettingsSchema = z.object({
  levels: z.array(vipLevelSchema),
  /** The VIP customer-service channel (an http(s) address or a path on this site), offered to ranks above 4. */
  serviceUrl: z.nullable(z.string()),
});

export const opsVipSettings = endpoint({
  method: 'GET',
  path: '/ops/merchants/:code/vip',
  summary: "A brand's VIP level table and VIP customer-service channel",
  auth: 'operator',
  permission: 'brand.read',
  params: code,
  value: vipSettingsSchema,
});

export const opsSetVipSettings = endpoint({
  method: 'PUT',
  path: '/ops/merchants/:code/vip',
  summary:
    'Replaces the level table (level 1 from zero, thresholds rising with the level) and the VIP channel; every member of the brand is ranked again at once',
  auth: 'operator',
  permission: 'brand.write',
  params: code,
  body: z.object({
    levels: z
      .array(
        z.object({
          level: z.int().check(z.minimum(1), z.maximum(VIP_MAX_LEVELS)),
          name: trimmedText(1, 32),
          minValidBet: minor,
          minDeposit: minor,
        }),
      )
      .check(z.minLength(1), z.maxLength(VIP_MAX_LEVELS)),
    serviceUrl: z.nullable(text(1, 2048).check(z.regex(/^(https?:\/\/|\/)/))),
  }),
  value: vipSettingsSchema,
});

export const opsReferralRule = endpoint({
  method: 'GET',
  path: '/ops/merchants/:code/referral',
  summary: "A brand's referral rule",
  auth: 'operator',
  permission: 'brand.read',
  params: code,
  value: referralRuleSchema,
});

export const opsSetReferralRule = endpoint({
  method: 'PUT',
  path: '/ops/merchants/:code/referral',
  summary:
    "Sets the referral rule: the bonus paid once to the inviter when an invitee's credited deposits reach the minimum",
  auth: 'operator',
  permission: 'money.settings',
  params: code,
  body: z.object({
    enabled: z.boolean(),
    bonusAmount: z.int().check(z.minimum(0), z.maximum(1_000_000_000_00)),
    minDeposit: z.int().check(z.minimum(1), z.maximum(1_000_000_000_000_00)),
  }),
  value: referralRuleSchema,
});

/** Member labels: letters, digits, spaces, dot, dash and underscore; promotions target members by them. */
export const memberLabelSchema = z.string().check(z.trim(), z.regex(/^[\p{L}\p{N} ._-]{1,32}$/u));
export const MEMBER_LABELS_MAX = 20;

export const opsSetMemberLabels = endpoint({
  method: 'PUT',
  path: '/ops/members/:account/labels',
  summary: "Replaces a member's labels (shown in member info, used by promotions' eligibility)",
  auth: 'operator',
  permission: 'members.support',
  params: z.object({ account: text(1, 64) }),
  body: z.object({ merchant: text(1, 64), labels: z.array(memberLabelSchema).check(z.maxLength(MEMBER_LABELS_MAX)) }),
  value: z.object({ account: z.string(), labels: z.array(z.string()), rankLevel: z.int() }),
});
