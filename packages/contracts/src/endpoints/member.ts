import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { languageSchema } from '../languages.ts';
import { text } from '../schema.ts';
import { loginValueSchema } from './auth.ts';

const optionalField = (max: number) => z.optional(text(0, max));

/**
 * The registration user (site-shell §3). Which fields apply, whether they are
 * required and their patterns come from the brand's register settings, which
 * the server enforces with the same messages as the form.
 */
export const registrationSchema = z.object({
  username: optionalField(64),
  password: optionalField(128),
  confirmPassword: optionalField(128),
  payeeName: optionalField(100),
  email: optionalField(128),
  qqNum: optionalField(32),
  mobileNum: optionalField(20),
  countryCode: optionalField(4),
  recommenderId: optionalField(32),
  captcha: optionalField(8),
  verificationCode: optionalField(12),
  affiliateCode: optionalField(32),
  paymentPassword: optionalField(32),
  line: optionalField(64),
  whatsapp: optionalField(32),
  facebook: optionalField(100),
  wechat: optionalField(64),
  idNumber: optionalField(32),
  referralCode: optionalField(32),
  domain: optionalField(253),
  registerUrl: optionalField(2048),
  registerMethod: z.literal('WEB'),
  agreeTerms: z.boolean(),
  /** The visitor confirmed being 18 or older. */
  adult: z.boolean(),
  firebaseChannel: z.optional(z.enum(['google', 'facebook', 'sms'])),
  firebaseIdToken: optionalField(8192),
});
export type Registration = z.infer<typeof registrationSchema>;

export const register = endpoint({
  method: 'PUT',
  path: '/wps/member/register',
  summary: 'Register by username (and log in)',
  auth: 'none',
  encrypted: true,
  body: registrationSchema,
  value: loginValueSchema,
});

export const registerMobile = endpoint({
  method: 'PUT',
  path: '/wps/member/register/mobile',
  summary: 'Register by mobile number and SMS code (and log in)',
  auth: 'none',
  encrypted: true,
  body: registrationSchema,
  value: loginValueSchema,
});

export const affiliateCheck = endpoint({
  method: 'GET',
  path: '/wps/agent/affiliate',
  summary: 'Whether an affiliate (invitation) code belongs to an agent of this brand (affiliateCode, or code)',
  auth: 'none',
  query: z.object({
    affiliateCode: z.optional(text(1, 32)),
    /** The original front end's name for affiliateCode. */
    code: z.optional(text(1, 32)),
    /** The original front end sends the site's domain; the brand is the request's, so it is not used. */
    domain: z.optional(text(0, 253)),
  }),
  value: z.object({ valid: z.literal(true), agent: z.string() }),
});

export const changePassword = endpoint({
  method: 'POST',
  path: '/wps/member/password',
  summary: 'Change the password (ends every other session)',
  auth: 'member',
  duringPasswordChange: true,
  encrypted: true,
  body: z.object({ oldPassword: optionalField(128), newPassword: text(1, 128), confirmPassword: text(1, 128) }),
  value: z.object({ token: z.string() }),
});

export const forgotByEmail = endpoint({
  method: 'POST',
  path: '/wps/member/password/email',
  summary: 'Sends a password-reset link to the account e-mail (form-encoded)',
  auth: 'none',
  form: true,
  body: z.object({ username: text(1, 64), email: text(3, 128) }),
  value: z.null(),
});

export const resetByEmail = endpoint({
  method: 'POST',
  path: '/wps/member/password/reset',
  summary: 'Sets a new password with the token from the reset e-mail',
  auth: 'none',
  encrypted: true,
  body: z.object({ token: text(10, 128), newPassword: text(1, 128) }),
  value: z.null(),
});

export const setPasswordByPhone = endpoint({
  method: 'POST',
  path: '/wps/member/password/verification',
  summary: 'Sets a new password with an SMS code, and logs in',
  auth: 'none',
  encrypted: true,
  body: z.object({ mobileNum: text(4, 20), countryCode: text(1, 4), code: text(1, 12), newPassword: text(1, 128) }),
  value: loginValueSchema,
});

export const memberInfoSchema = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string(),
  type: z.int(),
  toUpline: z.boolean(),
  clubLabel: z.object({ labelName: z.string(), rankLevel: z.int() }),
  memberLabel: z.array(z.object({ labelName: z.string() })),
  mobileNum: z.nullable(z.string()),
  countryCode: z.nullable(z.string()),
  email: z.nullable(z.string()),
  payeeName: z.nullable(z.string()),
  language: languageSchema,
  hasPaymentPassword: z.boolean(),
  totpEnabled: z.boolean(),
  avatarUrl: z.string(),
  createdAt: z.iso.datetime(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const memberInfo = endpoint({
  method: 'GET',
  path: '/wps/member/info',
  summary: 'The logged-in member',
  auth: 'member',
  trialAllowed: true,
  duringPasswordChange: true,
  value: memberInfoSchema,
});

export const playerAvatar = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerAvatar',
  summary: "The member's avatar address",
  auth: 'member',
  trialAllowed: true,
  duringPasswordChange: true,
  value: z.object({ url: z.string() }),
});

export const uploadIcon = endpoint({
  method: 'POST',
  path: '/wps/member/info/icon',
  summary: 'Upload an avatar (multipart field "file": PNG or JPG, at most 5 MB)',
  auth: 'member',
  value: z.object({ url: z.string() }),
});

export const updateLanguage = endpoint({
  method: 'PUT',
  path: '/wps/member/language',
  summary: "Stores the member's language (messages and e-mails use it)",
  auth: 'member',
  trialAllowed: true,
  duringPasswordChange: true,
  body: z.object({ language: languageSchema }),
  value: z.null(),
});

export const updateProfile = endpoint({
  method: 'PATCH',
  path: '/wps/member/profile',
  summary: 'Change the nickname and payee name',
  auth: 'member',
  body: z.object({ nickname: z.optional(text(1, 32)), payeeName: z.optional(text(2, 100)) }),
  value: memberInfoSchema,
});

export const setPaymentPassword = endpoint({
  method: 'POST',
  path: '/wps/member/paymentPassword',
  summary: 'Set or change the payment password (the login password confirms it)',
  auth: 'member',
  encrypted: true,
  body: z.object({ password: text(1, 128), paymentPassword: text(1, 32) }),
  value: z.null(),
});

export const sendBindCode = endpoint({
  method: 'POST',
  path: '/wps/member/bind/code',
  summary: 'Sends a code to a mobile number or e-mail address to bind it',
  auth: 'member',
  body: z.object({ channel: z.enum(['mobile', 'email']), target: text(3, 128), countryCode: z.optional(text(1, 4)) }),
  value: z.object({ expiredMinutes: z.int() }),
});

export const confirmBind = endpoint({
  method: 'POST',
  path: '/wps/member/bind',
  summary: 'Binds the mobile number or e-mail address the code was sent to',
  auth: 'member',
  body: z.object({ channel: z.enum(['mobile', 'email']), code: text(1, 12) }),
  value: memberInfoSchema,
});

export const totpSetup = endpoint({
  method: 'POST',
  path: '/wps/member/totp/setup',
  summary: 'A new authenticator secret (not active until confirmed)',
  auth: 'member',
  value: z.object({ secret: z.string(), otpauthUrl: z.string() }),
});

export const totpEnable = endpoint({
  method: 'POST',
  path: '/wps/member/totp',
  summary: 'Turns the authenticator on with a code from it',
  auth: 'member',
  body: z.object({ code: text(6, 6) }),
  value: memberInfoSchema,
});

export const totpDisable = endpoint({
  method: 'DELETE',
  path: '/wps/member/totp',
  summary: 'Turns the authenticator off (a current code confirms it)',
  auth: 'member',
  body: z.object({ code: text(6, 6) }),
  value: memberInfoSchema,
});

export const devOutbox = endpoint({
  method: 'GET',
  path: '/dev/outbox',
  summary: 'Development only: the SMS and e-mail messages sent to a recipient, newest first',
  auth: 'none',
  query: z.object({ recipient: text(3, 128) }),
  value: z.array(
    z.object({
      channel: z.enum(['sms', 'email']),
      recipient: z.string(),
      body: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
});
