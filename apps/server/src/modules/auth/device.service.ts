import { randomBytes } from 'node:crypto';
import type { DeviceChallenge, Language, LoginValue } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, ForbiddenError } from '../../platform/errors.ts';
import { verifyTotp } from '../../platform/totp.ts';
import { type CodeDeps, consumeCode, phoneRecipient, sendCode } from '../verification/codes.service.ts';
import { authRepo, type LoginMember } from './auth.repo.ts';
import { completeLogin } from './session.service.ts';
import { switchOn } from './switches.ts';

/**
 * New-device check (NEW_DEVICE_CHECK): a member who has logged in before,
 * but never from this IP, proves it is them once more by a code sent to the
 * mobile or e-mail on file, or by the authenticator, before a session is issued.
 */
const CHALLENGE_MINUTES = 10;
const MAX_ATTEMPTS = 5;
type Method = DeviceChallenge['methods'][number];

export function deviceMethods(member: LoginMember): Method[] {
  const methods: Method[] = [];
  if (member.mobile) methods.push('sms');
  if (member.email) methods.push('email');
  if (member.totpEnabled && member.totpSecret) methods.push('totp');
  return methods;
}

/** Throws verification-required with a fresh challenge when this login comes from a new device. */
export async function challengeNewDevice(db: Db, member: LoginMember, ip: string, mustChange: boolean): Promise<void> {
  const methods = deviceMethods(member);
  // A member with nothing to prove it with would be locked out; the password stands alone then.
  if (methods.length === 0 || !(await switchOn(db, member.merchantId, 'NEW_DEVICE_CHECK'))) return;
  const repo = authRepo(db);
  const { total, here } = await repo.loginCounts(member.id, ip);
  if (total === 0 || here > 0) return;
  const id = randomBytes(18).toString('base64url');
  const loginType = mustChange ? 'password-expired' : 'password';
  await repo.createChallenge({ id, memberId: member.id, ip, loginType, minutes: CHALLENGE_MINUTES });
  const challenge: DeviceChallenge = {
    challengeId: id,
    methods,
    maskedMobile: member.mobile ? maskMobile(member.countryCode, member.mobile) : null,
    maskedEmail: member.email ? maskEmail(member.email) : null,
  };
  throw new AppError('verification-required', challenge);
}

/** Sends the device code to the mobile or e-mail on file. */
export async function sendDeviceCode(
  deps: CodeDeps,
  request: {
    merchantId: number;
    brandName: string;
    challengeId: string;
    method: 'sms' | 'email';
    ip: string;
    lang: Language;
  },
): Promise<{ expiredMinutes: number }> {
  const repo = authRepo(deps.db);
  const challenge = await repo.liveChallenge(request.merchantId, request.challengeId, MAX_ATTEMPTS);
  if (!challenge) throw new AppError('challenge-expired');
  const member = await repo.byId(request.merchantId, challenge.memberId);
  if (!member) throw new AppError('challenge-expired');
  const { merchantId, method, ip, lang, brandName } = request;
  const recipient = recipientFor(member, method);
  return sendCode(deps, { merchantId, purpose: 'device', channel: method, recipient, ip, lang, brandName });
}

/** Checks the device code (five tries per challenge, one use) and opens the session. */
export async function verifyDevice(
  db: Db,
  request: { merchantId: number; challengeId: string; method: Method; code: string; ip: string },
): Promise<LoginValue> {
  const repo = authRepo(db);
  const challenge = await repo.spendChallengeAttempt(request.merchantId, request.challengeId, MAX_ATTEMPTS);
  if (!challenge) throw new AppError('challenge-expired');
  const member = await repo.byId(request.merchantId, challenge.memberId);
  if (!member) throw new AppError('challenge-expired');
  if (request.method === 'totp') {
    if (!member.totpEnabled || !member.totpSecret) throw new ForbiddenError('operation-not-allowed');
    if (!verifyTotp(member.totpSecret, request.code)) throw new AppError('invalid-verification-code');
  } else {
    const recipient = recipientFor(member, request.method);
    await consumeCode(db, { merchantId: request.merchantId, purpose: 'device', recipient, code: request.code });
  }
  if (!(await repo.useChallenge(challenge.id))) throw new AppError('challenge-expired');
  const mustChange = challenge.loginType === 'password-expired';
  return completeLogin(db, member, request.ip, { mustChangePassword: mustChange, passwordExpired: mustChange });
}

function recipientFor(member: LoginMember, method: 'sms' | 'email'): string {
  if (method === 'sms' && member.mobile) return phoneRecipient(member.countryCode ?? undefined, member.mobile);
  if (method === 'email' && member.email) return member.email.toLowerCase();
  throw new ForbiddenError('operation-not-allowed');
}

/** "63", "9171234567" → "+63 917****567". */
export function maskMobile(countryCode: string | null, mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  const keep = digits.length > 6 ? 3 : 1;
  const masked = digits.slice(0, keep) + '*'.repeat(Math.max(digits.length - keep * 2, 2)) + digits.slice(-keep);
  return countryCode ? `+${countryCode.replace(/^\+/, '')} ${masked}` : masked;
}

/** "player@example.com" → "p***@example.com". */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
