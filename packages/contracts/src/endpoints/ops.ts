import * as z from 'zod/mini';
import { brandLookSchema } from '../design-tokens.ts';
import { endpoint } from '../endpoint.ts';
import { text, trimmedText } from '../schema.ts';
import { WHITELABEL_MOD_IDS } from '../whitelabel.ts';

/** The operator API: back-office actions, authenticated by an operator token. */

/** Operator passwords: at least ten characters (they guard every brand's money). */
export const OPS_PASSWORD_MIN = 10;
/** The six digits of an authenticator app. */
export const totpCodeSchema = z.string().check(z.regex(/^\d{6}$/));

/**
 * What a password (or an enrolment token) earns: never a session, only a
 * short-lived single-use ticket for the second factor. `code`: enter the
 * authenticator's code. `enrol`: add `enrolment.secret` to an authenticator app
 * (or open `otpauthUrl`), then enter its first code.
 */
export const opsTicketSchema = z.object({
  ticket: z.string(),
  expiresAt: z.iso.datetime(),
  step: z.enum(['code', 'enrol']),
  enrolment: z.nullable(z.object({ secret: z.string(), otpauthUrl: z.string() })),
});

export const opsLogin = endpoint({
  method: 'POST',
  path: '/ops/session',
  summary: 'Operator login, first factor: the password answers a ticket for the authenticator code',
  auth: 'none',
  body: z.object({ username: trimmedText(1, 64), password: text(1, 128) }),
  value: opsTicketSchema,
});

export const opsLoginCode = endpoint({
  method: 'POST',
  path: '/ops/session/code',
  summary: 'Operator login, second factor: the ticket and the authenticator code open a session',
  auth: 'none',
  body: z.object({ ticket: text(1, 128), code: totpCodeSchema }),
  value: z.object({
    token: z.string(),
    /** The session ends at this time at the latest. */
    expiresAt: z.iso.datetime(),
    /** And sooner, after this many minutes without a request. */
    idleMinutes: z.int(),
  }),
});

export const opsLogout = endpoint({
  method: 'DELETE',
  path: '/ops/session',
  summary: 'Ends the operator session of the bearer token (a token already ended is no error)',
  auth: 'none',
  value: z.null(),
});

export const opsEnrol = endpoint({
  method: 'POST',
  path: '/ops/enrolment',
  summary: 'A new (or reset) operator sets a password with the one-time enrolment token, then enrols an authenticator',
  auth: 'none',
  body: z.object({
    /** The whole token, or the first share of one that two owners set up. */
    token: text(1, 128),
    /** The second share, when two owners set the operator up (each gave one). */
    secondShare: z.optional(text(1, 128)),
    password: text(OPS_PASSWORD_MIN, 128),
  }),
  value: opsTicketSchema,
});

const cidr = z.string().check(z.regex(/^[0-9a-fA-F:.]+(\/\d{1,3})?$/));

export const merchantSettingsSchema = z.object({
  maintenance: z.object({ on: z.boolean(), endTime: z.nullable(z.iso.datetime()) }),
  blockedCountries: z.array(z.string().check(z.regex(/^[A-Z]{2}$/))).check(z.maxLength(300)),
  blockedIpRanges: z.array(cidr).check(z.maxLength(1000)),
  /** An absolute http(s) address or a path on this site. */
  liveChatUrl: z.nullable(text(1, 2048).check(z.regex(/^(https?:\/\/|\/)/))),
  /** Colours per theme, font and logo mark: the site, its generated art and the house games follow it. */
  look: brandLookSchema,
});
export type MerchantSettings = z.infer<typeof merchantSettingsSchema>;

export const opsUpdateMerchant = endpoint({
  method: 'PATCH',
  path: '/ops/merchants/:code',
  summary: "Change a brand's site mode, region rules, live chat, look and whitelabel switches",
  auth: 'operator',
  permission: 'brand.write',
  params: z.object({ code: text(1, 64) }),
  body: z.extend(z.partial(merchantSettingsSchema), {
    switches: z.optional(z.partialRecord(z.enum(WHITELABEL_MOD_IDS as [string, ...string[]]), z.boolean())),
  }),
  value: z.extend(merchantSettingsSchema, { switches: z.record(z.string(), z.boolean()) }),
});
