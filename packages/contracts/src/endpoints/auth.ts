import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { text, trimmedText } from '../schema.ts';

/** The answer to every successful login, registration or password-by-phone reset. */
export const loginValueSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The member's type: 0 member, 1/2/41/42 agent, 4 trial. */
  isAgent: z.int(),
});
export type LoginValue = z.infer<typeof loginValueSchema>;

/** A new device asks for one more proof before the session is issued (value of verification-required). */
export const deviceChallengeSchema = z.object({
  challengeId: z.string(),
  methods: z.array(z.enum(['sms', 'email', 'totp'])),
  maskedMobile: z.nullable(z.string()),
  maskedEmail: z.nullable(z.string()),
});
export type DeviceChallenge = z.infer<typeof deviceChallengeSchema>;

/** The identity channels a firebase ID token may come from. */
export const IDENTITY_CHANNELS = ['google', 'facebook', 'sms'] as const;

export const publicKey = endpoint({
  method: 'GET',
  path: '/wps/system/publicKey',
  summary: 'The key browsers seal encrypted request bodies to (P-256 ECDH, HKDF-SHA-256, AES-256-GCM)',
  auth: 'none',
  value: z.object({ keyId: z.string(), spki: z.string() }),
});

export const captcha = endpoint({
  method: 'GET',
  path: '/wps/captcha',
  summary: 'A new captcha image for this client (x-client-id), as base64 PNG; at most one per second',
  auth: 'none',
  value: z.string(),
});

export const devCaptcha = endpoint({
  method: 'GET',
  path: '/dev/captcha',
  summary: 'Development only: the current captcha answer for a client id, without using it up',
  auth: 'none',
  query: z.object({ clientId: text(8, 64) }),
  value: z.string(),
});

export const login = endpoint({
  method: 'POST',
  path: '/wps/session/login',
  summary: 'Log in by username and password, or by mobile number and SMS code (type sms)',
  auth: 'none',
  encrypted: true,
  body: z.object({
    type: z._default(z.enum(['username', 'sms']), 'username'),
    /** The username, or the mobile number in sms mode. */
    username: trimmedText(1, 64),
    /** The password, or the SMS code in sms mode. */
    password: text(1, 128),
    countryCode: z.optional(text(1, 4)),
    captcha: z.optional(text(0, 8)),
  }),
  value: loginValueSchema,
});

export const verifyDevice = endpoint({
  method: 'POST',
  path: '/wps/session/login/verify',
  summary: 'Completes a login from a new device with a mobile, e-mail or authenticator code',
  auth: 'none',
  encrypted: true,
  body: z.object({ challengeId: text(1, 64), method: z.enum(['sms', 'email', 'totp']), code: text(1, 12) }),
  value: loginValueSchema,
});

export const sendDeviceCode = endpoint({
  method: 'POST',
  path: '/wps/session/login/challenge',
  summary: 'Sends the new-device code by SMS or e-mail',
  auth: 'none',
  body: z.object({ challengeId: text(1, 64), method: z.enum(['sms', 'email']) }),
  value: z.object({ expiredMinutes: z.int() }),
});

export const freePlay = endpoint({
  method: 'POST',
  path: '/wps/session/login/freeplay',
  summary: 'Free play: a trial account (type 4) without a password',
  auth: 'none',
  encrypted: true,
  body: z.object({
    os: text(1, 32),
    platform: z.literal('W'),
    /** A random string from the browser; sealed with the body, so each request is unique. */
    random: text(8, 128),
    gatewayVersion: z.literal(3),
  }),
  value: loginValueSchema,
});

export const logout = endpoint({
  method: 'DELETE',
  path: '/wps/session/logout',
  summary: 'Ends the session (the token stops working at once)',
  auth: 'member',
  trialAllowed: true,
  duringPasswordChange: true,
  value: z.null(),
});

export const loginInfo = endpoint({
  method: 'GET',
  path: '/wps/session/info',
  summary: 'This login and the one before it (time and IP)',
  auth: 'member',
  trialAllowed: true,
  value: z.object({
    loginAt: z.iso.datetime(),
    loginIp: z.string(),
    previousLoginAt: z.nullable(z.iso.datetime()),
    previousLoginIp: z.nullable(z.string()),
  }),
});

/**
 * The number an SMS goes to: mobileNum and countryCode, or as the original front
 * end names them, countryDialingCode and (registration) mobileNo.
 */
const mobileFields = {
  mobileNum: z.optional(text(4, 20)),
  mobileNo: z.optional(text(4, 20)),
  countryCode: z.optional(text(1, 4)),
  countryDialingCode: z.optional(text(1, 4)),
};
type MobileFields = { mobileNum?: string; mobileNo?: string; countryCode?: string; countryDialingCode?: string };

/** Our names for the number, whichever the caller used; `missing` names the fields that were not given. */
function mobileTarget<B extends MobileFields>(body: B) {
  const { mobileNum, mobileNo, countryCode, countryDialingCode, ...rest } = body;
  const number = mobileNum ?? mobileNo;
  const country = countryCode ?? countryDialingCode;
  const missing = [...(number === undefined ? ['mobileNum'] : []), ...(country === undefined ? ['countryCode'] : [])];
  return { value: { ...rest, mobileNum: number ?? '', countryCode: country ?? '' }, missing };
}

/** Validates the aliases: a missing number or country code fails like any missing field. */
const withMobileTarget = <B extends MobileFields>(body: B, ctx: z.core.ParsePayload<unknown>) => {
  const { value, missing } = mobileTarget(body);
  for (const field of missing) ctx.issues.push({ code: 'custom', message: 'required', input: body, path: [field] });
  return value;
};

export const smsNoLogin = endpoint({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  summary: 'An SMS code for logging in or resetting the password by phone',
  auth: 'none',
  body: z.pipe(z.object({ ...mobileFields, purpose: z.enum(['login', 'forgot']) }), z.transform(withMobileTarget)),
  value: z.object({ expiredMinutes: z.int() }),
});

export const smsRegister = endpoint({
  method: 'POST',
  path: '/wps/verification/sms/register',
  summary: 'An SMS code for registration (username or mobile variant)',
  auth: 'none',
  body: z.pipe(
    z.object({ ...mobileFields, variant: z._default(z.enum(['username', 'mobile']), 'username') }),
    z.transform(withMobileTarget),
  ),
  value: z.object({ expiredMinutes: z.int() }),
});

export const firebaseLogin = endpoint({
  method: 'POST',
  path: '/wps/session/login/firebase',
  summary: 'Log in with a Google, Facebook or phone ID token from the identity provider',
  auth: 'none',
  encrypted: true,
  body: z.object({ firebaseChannel: z.enum(IDENTITY_CHANNELS), firebaseIdToken: text(10, 8192) }),
  value: loginValueSchema,
});

export const devIdentityToken = endpoint({
  method: 'POST',
  path: '/dev/identity/token',
  summary: 'Development only: an ID token from the built-in identity provider (stands in for Google, Facebook, phone)',
  auth: 'none',
  body: z.object({
    channel: z.enum(IDENTITY_CHANNELS),
    email: z.optional(text(3, 128)),
    /** E.164, e.g. +639171234567. */
    phone: z.optional(text(5, 20)),
  }),
  value: z.object({ idToken: z.string() }),
});
