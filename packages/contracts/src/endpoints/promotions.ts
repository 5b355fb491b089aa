import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { localizedTextSchema } from '../languages.ts';
import { queryInt } from '../schema.ts';

/**
 * Promotions (site-shell §2 /promotions and /promoDetail; endpoints §3–§5). Every
 * promotion has a kind, a schedule, who may take part, and per member a state shown
 * with the spec's labels. The state machine per kind is in docs/decisions.md:
 *
 * - deposit-bonus (apply): Process (deposit first) → Join → Applying → Issued | Rejected
 * - first-deposit (claim once): Process (no first deposit yet) → Claim → Claimed
 * - rebate (claim again and again): Process (nothing accrued) → Claim → Claimed → Claim …
 * - check-in (once a brand day): Process (today's condition unmet) → Claim → Signed (today)
 * - raffle: Join → Joined (no ticket) ⇄ Claim (tickets to draw)
 *
 * Every kind shows Coming soon before it starts and Close after it ends (or to a member
 * it does not admit), unless the member's own outcome (Applying, Issued, Rejected,
 * Claimed) is there to show.
 */

export const PROMOTION_KINDS = ['deposit-bonus', 'rebate', 'first-deposit', 'check-in', 'raffle'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** The spec's promotion status labels (endpoints §4), shown as they are. */
export const PROMOTION_STATES = [
  'Join',
  'Claim',
  'Applying',
  'Close',
  'Rejected',
  'Issued',
  'Claimed',
  'Process',
  'Joined',
  'Signed',
  'Coming soon',
] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** Why a member is not admitted: VIP level out of range, no label required, registered too long ago. */
export const INELIGIBLE_REASONS = ['vip', 'label', 'new-member'] as const;
export type IneligibleReason = (typeof INELIGIBLE_REASONS)[number];

/** Which messaging ID redeeming a bonus asks for (endpoints §5: error_zalo, error_whatsapp). */
export const CONTACT_KINDS = ['none', 'zalo', 'whatsapp'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];
/** A Zalo or WhatsApp ID: the phone number the account is registered with, 7 to 15 digits. */
export const CONTACT_ID_PATTERN = /^\d{7,15}$/;

export const RAFFLE_GAMES = ['red-envelope', 'golden-egg', 'prize-wheel'] as const;
export type RaffleGame = (typeof RAFFLE_GAMES)[number];

/** Bounds of the money terms; one payout never exceeds the brand's largest adjustment either. */
export const PROMOTION_LIMITS = {
  /** Deposit bonuses: at most 100% of the deposit (basis points). */
  percentBpMax: 10_000,
  /** Rebates: at most 3% of valid bets (basis points). */
  rebateBpMax: 300,
  turnoverMultipleMax: 100,
  checkInDaysMax: 31,
  prizesMin: 2,
  prizesMax: 12,
  ticketsOnJoinMax: 10,
  maxTicketsMax: 1000,
} as const;

const money = z.int().check(z.minimum(0), z.maximum(9_999_999_999_999));
const positiveMoney = z.int().check(z.minimum(1), z.maximum(9_999_999_999_999));

/** Money terms per kind; `Label` is how a raffle prize's name travels (every language for operators, one for members). */
const termsOf = <Label extends z.ZodMiniType>(label: Label) =>
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('deposit-bonus'),
      /** Bonus = deposits since the start × percentBp / 10000, at most maxBonus. */
      percentBp: z.int().check(z.minimum(1), z.maximum(PROMOTION_LIMITS.percentBpMax)),
      maxBonus: positiveMoney,
      /** Deposits since the start needed before applying (0: none; the operator then sets the amount). */
      minDeposit: money,
    }),
    z.object({
      kind: z.literal('first-deposit'),
      percentBp: z.int().check(z.minimum(1), z.maximum(PROMOTION_LIMITS.percentBpMax)),
      maxBonus: positiveMoney,
      minDeposit: money,
    }),
    z.object({
      kind: z.literal('rebate'),
      rateBp: z.int().check(z.minimum(1), z.maximum(PROMOTION_LIMITS.rebateBpMax)),
      /** The smallest rebate that may be claimed. */
      minClaim: positiveMoney,
    }),
    z.object({
      kind: z.literal('check-in'),
      /** The reward of day 1, 2, … of a run of days in a row; after the last it starts again. */
      rewards: z.array(positiveMoney).check(z.minLength(1), z.maxLength(PROMOTION_LIMITS.checkInDaysMax)),
      /** Valid bets the same day needed to check in (0: none). */
      minValidBet: money,
    }),
    z.object({
      kind: z.literal('raffle'),
      game: z.enum(RAFFLE_GAMES),
      ticketsOnJoin: z.int().check(z.minimum(0), z.maximum(PROMOTION_LIMITS.ticketsOnJoinMax)),
      /** One more ticket per this much in valid bets after joining (0: none). */
      validBetPerTicket: money,
      maxTickets: z.int().check(z.minimum(1), z.maximum(PROMOTION_LIMITS.maxTicketsMax)),
      prizes: z
        .array(
          z.object({
            label,
            /** 0: a "thanks for playing" prize that pays nothing. */
            amount: money,
            /** Chance = weight / sum of weights. */
            weight: z.int().check(z.minimum(1), z.maximum(1_000_000)),
          }),
        )
        .check(z.minLength(PROMOTION_LIMITS.prizesMin), z.maxLength(PROMOTION_LIMITS.prizesMax)),
    }),
  ]);

export const promotionTermsSchema = termsOf(localizedTextSchema);
export type PromotionTerms = z.infer<typeof promotionTermsSchema>;
export const publicTermsSchema = termsOf(z.string());
export type PublicTerms = z.infer<typeof publicTermsSchema>;

export const eligibilitySchema = z.object({
  vipMin: z.nullable(z.int().check(z.minimum(0), z.maximum(99))),
  vipMax: z.nullable(z.int().check(z.minimum(0), z.maximum(99))),
  /** The member must hold one of these labels (empty: any member). */
  labels: z.array(z.string().check(z.minLength(1), z.maxLength(32))).check(z.maxLength(10)),
  /** Only members registered within this many days (null: any). */
  newMemberDays: z.nullable(z.int().check(z.minimum(1), z.maximum(3650))),
});
export type Eligibility = z.infer<typeof eligibilitySchema>;

export const applicationViewSchema = z.object({
  id: z.string(),
  state: z.enum(['applying', 'issued', 'rejected']),
  comment: z.string(),
  images: z.int(),
  /** The operator's note on a decision. */
  note: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  decidedAt: z.nullable(z.iso.datetime()),
});
export type ApplicationView = z.infer<typeof applicationViewSchema>;

export const promotionCardSchema = z.object({
  id: z.string(),
  categoryId: z.nullable(z.string()),
  kind: z.enum(PROMOTION_KINDS),
  title: z.string(),
  summary: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** The card art's hue (0–359), so each promotion's art differs. */
  artHue: z.int(),
  /** Raffles: the game their tickets play. */
  game: z.nullable(z.enum(RAFFLE_GAMES)),
  state: z.enum(PROMOTION_STATES),
  /** Logged in and not admitted: why. */
  ineligible: z.nullable(z.enum(INELIGIBLE_REASONS)),
  /** Logged in: what can be claimed now (minor units; a raffle counts tickets instead). */
  claimable: z.int(),
  /** Raffle: tickets left to draw. */
  tickets: z.int(),
});
export type PromotionCard = z.infer<typeof promotionCardSchema>;

export const promotionDetailSchema = z.extend(promotionCardSchema, {
  /** Sanitised when the operator saved it. */
  content: z.string(),
  terms: publicTermsSchema,
  eligibility: eligibilitySchema,
  contact: z.enum(CONTACT_KINDS),
  turnoverMultiple: z.int(),
  /** Check-in: days in a row so far, today included once signed. */
  streak: z.int(),
  application: z.nullable(applicationViewSchema),
});
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

const promotionId = z.string().check(z.regex(/^\d{1,9}$/));

export const promotionCategories = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPromotionCategories',
  summary: "The brand's promotion categories, in display order",
  auth: 'none',
  value: z.object({ list: z.array(z.object({ id: z.string(), name: z.string() })) }),
});

export const promotionList = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPromotions',
  summary: 'Promotions shown now (running or coming), by category; with a token, each with the member state',
  auth: 'optional',
  query: z.object({
    categoryId: z.optional(promotionId),
    pageNo: queryInt(1, 10_000, 1),
    pageSize: queryInt(1, 50, 20),
  }),
  value: z.object({ list: z.array(promotionCardSchema), total: z.int(), totalPages: z.int() }),
});

export const promotionDetail = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPromotionDetail',
  summary: "One promotion's page: its rich text, terms and, with a token, the member's state",
  auth: 'optional',
  query: z.object({ id: promotionId }),
  value: promotionDetailSchema,
});

const contactId = z.optional(z.string().check(z.trim(), z.maxLength(32)));

export const joinPromotion = endpoint({
  method: 'POST',
  path: '/wps/relay/MCS2_joinPromotion',
  summary: 'Joins a raffle (its tickets start counting); answers the promotion as the member now sees it',
  auth: 'member',
  body: z.object({ promotionId }),
  value: promotionDetailSchema,
});

export const applyPromotion = endpoint({
  method: 'POST',
  path: '/wps/relay/MCS2_applyPromotion',
  summary:
    'Applies for a deposit bonus (multipart: promotionId; comment of at most 140 characters; contactId when the promotion asks; up to three "images", PNG or JPG of at most 5 MB each)',
  auth: 'member',
  value: promotionDetailSchema,
});

export { contactId as contactIdSchema, promotionId as promotionIdSchema };
