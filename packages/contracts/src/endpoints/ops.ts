import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { text, trimmedText } from '../schema.ts';
import { WHITELABEL_MOD_IDS } from '../whitelabel.ts';

/** The operator API: back-office actions, authenticated by an operator token. */
export const opsLogin = endpoint({
  method: 'POST',
  path: '/ops/session',
  summary: 'Operator login',
  auth: 'none',
  body: z.object({ username: trimmedText(1, 64), password: text(1, 128) }),
  value: z.object({ token: z.string(), expiresAt: z.iso.datetime() }),
});

const cidr = z.string().check(z.regex(/^[0-9a-fA-F:.]+(\/\d{1,3})?$/));

export const merchantSettingsSchema = z.object({
  maintenance: z.object({ on: z.boolean(), endTime: z.nullable(z.iso.datetime()) }),
  blockedCountries: z.array(z.string().check(z.regex(/^[A-Z]{2}$/))).check(z.maxLength(300)),
  blockedIpRanges: z.array(cidr).check(z.maxLength(1000)),
  /** An absolute http(s) address or a path on this site. */
  liveChatUrl: z.nullable(text(1, 2048).check(z.regex(/^(https?:\/\/|\/)/))),
});
export type MerchantSettings = z.infer<typeof merchantSettingsSchema>;

export const opsUpdateMerchant = endpoint({
  method: 'PATCH',
  path: '/ops/merchants/:code',
  summary: "Change a brand's site mode, region rules, live chat and whitelabel switches",
  auth: 'operator',
  permission: 'brand.write',
  params: z.object({ code: text(1, 64) }),
  body: z.extend(z.partial(merchantSettingsSchema), {
    switches: z.optional(z.partialRecord(z.enum(WHITELABEL_MOD_IDS as [string, ...string[]]), z.boolean())),
  }),
  value: z.extend(merchantSettingsSchema, { switches: z.record(z.string(), z.boolean()) }),
});
