import { createHash, randomInt } from 'node:crypto';
import { type Language, translate } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Kv } from '../../platform/kv/kv.ts';
import type { Outbox } from '../../platform/outbox.ts';
import { codesRepo } from './codes.repo.ts';

/** How long a code lives; the browser counts down expiredMinutes × 60 s. */
export const CODE_EXPIRED_MINUTES = 5;
const RESEND_AFTER_SECONDS = 60;
const PER_RECIPIENT_PER_HOUR = 5;
const PER_IP_PER_HOUR = 20;
const MAX_ATTEMPTS = 5;
const DAILY_QUOTA_PER_BRAND = 10_000;

export type CodePurpose = 'login' | 'forgot' | 'register' | 'device' | 'bind';

export interface CodeDeps {
  db: Db;
  kv: Kv;
  outbox: Outbox;
}

const hashCode = (recipient: string, code: string) => createHash('sha256').update(`${recipient}:${code}`).digest('hex');

/** A phone number split as members store it: dialing code and national number, both digits only. */
export interface PhoneParts {
  country: string;
  national: string;
  /** The SMS recipient, "+<country><national>". */
  recipient: string;
}

/** "+63" and "0917 123-4567" → { country "63", national "9171234567", recipient "+639171234567" }. */
export function phoneParts(countryCode: string | undefined, mobile: string | undefined): PhoneParts {
  const digits = (mobile ?? '').replace(/[\s-]/g, '');
  if (!digits) throw new AppError('missing-phone-number');
  const country = (countryCode ?? '').trim().replace(/^\+/, '');
  if (!/^\d{1,4}$/.test(country) || !/^\d{4,15}$/.test(digits)) throw new AppError('invalid-phone-number');
  const national = digits.replace(/^0+/, '');
  if (national.length < 4) throw new AppError('invalid-phone-number');
  return { country, national, recipient: `+${country}${national}` };
}

/** "+63" and "09171234567" → "+639171234567"; refuses what is not a phone number. */
export function phoneRecipient(countryCode: string | undefined, mobile: string | undefined): string {
  return phoneParts(countryCode, mobile).recipient;
}

export interface CodeRequest {
  merchantId: number;
  purpose: CodePurpose;
  channel: 'sms' | 'email';
  recipient: string;
  ip: string;
  lang: Language;
  brandName: string;
}

/**
 * The limits of a code request, checked before anything is looked up, so the
 * answer never depends on whose number it is: one per recipient and purpose a
 * minute, five per recipient an hour, twenty per IP an hour, and a daily quota per
 * brand (too-many-requests, or quota-exceeded for the brand's quota).
 */
export async function reserveCode(
  kv: Kv,
  request: Pick<CodeRequest, 'merchantId' | 'purpose' | 'recipient' | 'ip'>,
): Promise<void> {
  const { merchantId, purpose, recipient, ip } = request;
  const fresh = await kv.setIfAbsent(`code-resend:${merchantId}:${purpose}:${recipient}`, '1', RESEND_AFTER_SECONDS);
  if (!fresh) throw new AppError('too-many-requests');
  const perRecipient = await kv.incr(`code-hour:${merchantId}:${recipient}`, 3600);
  const perIp = await kv.incr(`code-ip:${merchantId}:${ip}`, 3600);
  if (perRecipient > PER_RECIPIENT_PER_HOUR || perIp > PER_IP_PER_HOUR) throw new AppError('too-many-requests');
  await spendBrandQuota(kv, merchantId);
}

/** Every code or link a brand sends counts against its daily quota. */
export async function spendBrandQuota(kv: Kv, merchantId: number): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  if ((await kv.incr(`code-quota:${merchantId}:${today}`, 86_400)) > DAILY_QUOTA_PER_BRAND) {
    throw new AppError('quota-exceeded');
  }
}

/** Writes a fresh six-digit code and sends it; the limits were checked by reserveCode. */
export async function deliverCode(deps: CodeDeps, request: CodeRequest): Promise<void> {
  const { merchantId, recipient } = request;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await codesRepo(deps.db).insert(
    merchantId,
    request.purpose,
    recipient,
    hashCode(recipient, code),
    CODE_EXPIRED_MINUTES,
  );
  const body = translate(request.lang, 'code-message', {
    brand: request.brandName,
    code,
    minutes: CODE_EXPIRED_MINUTES,
  });
  await deps.outbox.send(merchantId, { channel: request.channel, recipient, body });
}

/** Sends a six-digit code by SMS or e-mail, within the limits of reserveCode. */
export async function sendCode(deps: CodeDeps, request: CodeRequest): Promise<{ expiredMinutes: number }> {
  await reserveCode(deps.kv, request);
  await deliverCode(deps, request);
  return { expiredMinutes: CODE_EXPIRED_MINUTES };
}

/**
 * Uses a code once. A wrong code counts against the code (five wrong and it is
 * dead); an expired one says so, so the visitor knows to ask again.
 */
export async function consumeCode(
  db: Db,
  request: { merchantId: number; purpose: CodePurpose; recipient: string; code: string | undefined },
): Promise<void> {
  if (!request.code) throw new AppError('missing-verification-code');
  const repo = codesRepo(db);
  const row = await repo.latest(request.merchantId, request.purpose, request.recipient);
  if (!row || row.attempts >= MAX_ATTEMPTS) throw new AppError('invalid-verification-code');
  if (row.expired) throw new AppError('code-expired');
  if (row.codeHash !== hashCode(request.recipient, request.code)) {
    await repo.failedAttempt(row.id);
    throw new AppError('invalid-verification-code');
  }
  if (!(await repo.use(row.id))) throw new AppError('invalid-verification-code');
}
