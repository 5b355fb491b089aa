import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { queryInt } from '../schema.ts';
import { customerServiceSchema } from './system.ts';

/**
 * VIP ranks and referral for the member (site-shell §6, endpoints-and-centres §2
 * "referral"). Paths not named by the specification follow the member endpoints.
 */

/** Customer-service type of the VIP channel (1 is the service page, 3 live chat). */
export const CS_TYPE_VIP = 4;

export const vipLevelSchema = z.object({
  level: z.int(),
  name: z.string(),
  /** Lifetime settled valid bets needed, minor units. */
  minValidBet: z.int(),
  /** Lifetime credited deposits needed, minor units. */
  minDeposit: z.int(),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

export const vipInfo = endpoint({
  method: 'GET',
  path: '/wps/member/vip',
  summary:
    "The member's VIP rank, lifetime valid bets and deposits, the brand's level table, and the VIP service channel for ranks above 4",
  auth: 'member',
  value: z.object({
    rankLevel: z.int(),
    labelName: z.string(),
    validBet: z.int(),
    deposit: z.int(),
    /** The next level up, or null at the top. */
    next: z.nullable(vipLevelSchema),
    levels: z.array(vipLevelSchema),
    /** Offered only to members ranked above 4, when the brand has a VIP channel. */
    service: z.nullable(customerServiceSchema),
  }),
});

/** The brand's referral promotion: a bonus to the inviter once an invitee's credited deposits reach a minimum. */
export const referralRuleSchema = z.object({
  enabled: z.boolean(),
  /** Paid to the inviter once per invitee, minor units. */
  bonusAmount: z.int(),
  /** The invitee's credited deposits that earn it, minor units. */
  minDeposit: z.int(),
});
export type ReferralRule = z.infer<typeof referralRuleSchema>;

export const inviteeSchema = z.object({
  /** Masked like the winners board (`ab***z`). */
  account: z.string(),
  registeredAt: z.iso.datetime(),
  /** What the invitee's deposits earned the inviter (minor units), null while not earned. */
  reward: z.nullable(z.int()),
  rewardedAt: z.nullable(z.iso.datetime()),
});
export type Invitee = z.infer<typeof inviteeSchema>;

export const referralInfo = endpoint({
  method: 'GET',
  path: '/wps/member/referral',
  summary:
    "The member's invite code and link, the brand's referral rule, and the members invited with what each earned the inviter",
  auth: 'member',
  query: z.object({ pageNo: queryInt(1, 10_000, 1), pageSize: queryInt(1, 50, 10) }),
  value: z.object({
    code: z.string(),
    link: z.string(),
    rule: referralRuleSchema,
    totals: z.object({ invited: z.int(), rewarded: z.int(), earned: z.int() }),
    list: z.array(inviteeSchema),
    total: z.int(),
    totalPages: z.int(),
  }),
});
