import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { WHITELABEL_MOD_IDS } from '../whitelabel.ts';

/** The operator API: back-office actions, authenticated by an operator token. */
export const opsLogin = endpoint({
  method: 'POST',
  path: '/ops/session',
  summary: 'Operator login',
  auth: 'none',
  body: z.object({ username: z.string().trim().min(1).max(64), password: z.string().min(1).max(128) }),
  value: z.object({ token: z.string(), expiresAt: z.iso.datetime() }),
});

const cidr = z.string().regex(/^[0-9a-fA-F:.]+(\/\d{1,3})?$/, 'ip-range');

export const merchantSettingsSchema = z.object({
  maintenance: z.object({ on: z.boolean(), endTime: z.iso.datetime().nullable() }),
  blockedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(300),
  blockedIpRanges: z.array(cidr).max(1000),
  /** An absolute http(s) address or a path on this site. */
  liveChatUrl: z
    .string()
    .max(2048)
    .regex(/^(https?:\/\/|\/)/, 'url')
    .nullable(),
});
export type MerchantSettings = z.infer<typeof merchantSettingsSchema>;

export const opsUpdateMerchant = endpoint({
  method: 'PATCH',
  path: '/ops/merchants/:code',
  summary: "Change a brand's site mode, region rules, live chat and whitelabel switches",
  auth: 'operator',
  params: z.object({ code: z.string().min(1).max(64) }),
  body: merchantSettingsSchema.partial().extend({
    switches: z.partialRecord(z.enum(WHITELABEL_MOD_IDS as [string, ...string[]]), z.boolean()).optional(),
  }),
  value: merchantSettingsSchema.extend({ switches: z.record(z.string(), z.boolean()) }),
});
