import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { localizedTextSchema, withEnglish } from '../languages.ts';
import { queryInt, text, trimmedText } from '../schema.ts';
import {
  applicationViewSchema,
  CONTACT_KINDS,
  eligibilitySchema,
  PROMOTION_KINDS,
  PROMOTION_LIMITS,
  promotionTermsSchema,
} from './promotions.ts';

/**
 * Promotions for operators. Categories and promotions (text, schedule, who may take part,
 * money terms) are brand content ('content.write'); applications are reviewed, issued or
 * rejected by finance ('adjust.request'), one operator, within the promotion's maximum.
 * Every change is audited in its own transaction.
 */

const id = z.string().check(z.regex(/^\d{1,18}$/));
const paging = { pageNo: queryInt(1, 10_000, 1), pageSize: queryInt(1, 100, 20) };
/** Rich HTML per language; sanitised when saved (no script, no inline style). */
const richText = z.partialRecord(z.enum(['CN', 'EN', 'VI', 'JA', 'TH', 'TY']), z.string().check(z.maxLength(50_000)));
const shortText = z.partialRecord(
  z.enum(['CN', 'EN', 'VI', 'JA', 'TH', 'TY']),
  z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
);

export const opsCategorySchema = z.object({
  id: z.string(),
  merchantCode: z.string(),
  name: localizedTextSchema,
  sort: z.int(),
});

export const opsCategories = endpoint({
  method: 'GET',
  path: '/ops/promotion-categories',
  summary: "A brand's promotion categories",
  auth: 'operator',
  permission: 'content.write',
  query: z.object({ merchant: text(1, 64) }),
  value: z.object({ list: z.array(opsCategorySchema) }),
});

export const opsCreateCategory = endpoint({
  method: 'POST',
  path: '/ops/promotion-categories',
  summary: 'Adds a promotion category to a brand',
  auth: 'operator',
  permission: 'content.write',
  body: z.object({ merchant: text(1, 64), name: shortText, sort: z._default(z.int(), 0) }),
  value: opsCategorySchema,
});

export const opsUpdateCategory = endpoint({
  method: 'PATCH',
  path: '/ops/promotion-categories/:id',
  summary: 'Renames or reorders a category (of a brand where the operator writes content)',
  auth: 'operator',
  permission: 'content.write',
  params: z.object({ id }),
  body: z.object({ name: z.optional(shortText), sort: z.optional(z.int()) }),
  value: opsCategorySchema,
});

const promotionFields = {
  categoryId: z.nullable(id),
  /** English required (what every language without its own title shows); the others optional. */
  title: withEnglish(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  summary: shortText,
  content: richText,
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  enabled: z.boolean(),
  sort: z.int(),
  eligibility: eligibilitySchema,
  contact: z.enum(CONTACT_KINDS),
  /** Valid bets of this many times the bonus before a withdrawal (0: none). */
  turnoverMultiple: z.int().check(z.minimum(0), z.maximum(PROMOTION_LIMITS.turnoverMultipleMax)),
  terms: promotionTermsSchema,
  artHue: z.int().check(z.minimum(0), z.maximum(359)),
};

export const opsPromotionSchema = z.object({
  id: z.string(),
  merchantCode: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  ...promotionFields,
  // As stored: promotions saved before English was required may lack it.
  title: shortText,
  updatedAt: z.iso.datetime(),
});
export type OpsPromotion = z.infer<typeof opsPromotionSchema>;

export const opsPromotions = endpoint({
  method: 'GET',
  path: '/ops/promotions',
  summary: "A brand's promotions, newest first",
  auth: 'operator',
  permission: 'content.write',
  query: z.object({ merchant: text(1, 64), ...paging }),
  value: z.object({ list: z.array(opsPromotionSchema), total: z.int(), totalPages: z.int() }),
});

export const opsCreatePromotion = endpoint({
  method: 'POST',
  path: '/ops/promotions',
  summary: 'Creates a promotion (its kind is its terms’ kind)',
  auth: 'operator',
  permission: 'content.write',
  body: z.object({
    merchant: text(1, 64),
    ...promotionFields,
    categoryId: z._default(z.nullable(id), null),
    enabled: z._default(z.boolean(), true),
    sort: z._default(z.int(), 0),
    contact: z._default(z.enum(CONTACT_KINDS), 'none'),
    turnoverMultiple: z._default(promotionFields.turnoverMultiple, 0),
    artHue: z._default(promotionFields.artHue, 200),
    eligibility: z._default(eligibilitySchema, { vipMin: null, vipMax: null, labels: [], newMemberDays: null }),
    summary: z._default(shortText, {}),
    content: z._default(richText, {}),
  }),
  value: opsPromotionSchema,
});

export const opsUpdatePromotion = endpoint({
  method: 'PATCH',
  path: '/ops/promotions/:id',
  summary: 'Edits, reschedules, enables or disables a promotion; new terms must keep its kind',
  auth: 'operator',
  permission: 'content.write',
  params: z.object({ id }),
  body: z.partial(z.object(promotionFields)),
  value: opsPromotionSchema,
});

export const opsApplicationSchema = z.extend(applicationViewSchema, {
  merchantCode: z.string(),
  promotionId: z.string(),
  promotionTitle: z.string(),
  account: z.string(),
  contactId: z.nullable(z.string()),
  /** What the terms give for the member's deposits since the start (at most the maximum). */
  suggested: z.int(),
  maxBonus: z.int(),
  /** Once issued. */
  amount: z.nullable(z.int()),
  decidedBy: z.nullable(z.string()),
});
export type OpsApplication = z.infer<typeof opsApplicationSchema>;

export const opsApplications = endpoint({
  method: 'GET',
  path: '/ops/promotion-applications',
  summary: 'Applications for deposit bonuses: waiting ones oldest first, decided ones newest first',
  auth: 'operator',
  permission: 'adjust.request',
  query: z.object({
    merchant: z.optional(text(1, 64)),
    state: z.optional(z.enum(['applying', 'issued', 'rejected'])),
    ...paging,
  }),
  value: z.object({ list: z.array(opsApplicationSchema), total: z.int(), totalPages: z.int() }),
});

export const opsIssueApplication = endpoint({
  method: 'POST',
  path: '/ops/promotion-applications/:id/issue',
  summary:
    "Issues the bonus (the suggested amount unless given, never above the promotion's maximum): credited through the ledger with its turnover",
  auth: 'operator',
  permission: 'adjust.request',
  params: z.object({ id }),
  body: z.object({
    amount: z.optional(z.int().check(z.minimum(1), z.maximum(9_999_999_999_999))),
    note: z.optional(trimmedText(0, 200)),
  }),
  value: opsApplicationSchema,
});

export const opsRejectApplication = endpoint({
  method: 'POST',
  path: '/ops/promotion-applications/:id/reject',
  summary: 'Rejects an application with a reason the member sees',
  auth: 'operator',
  permission: 'adjust.request',
  params: z.object({ id }),
  body: z.object({ note: trimmedText(1, 200) }),
  value: opsApplicationSchema,
});
