import { randomBytes } from 'node:crypto';
import {
  AGENT_TYPES,
  type Language,
  MEMBER_TYPE,
  type Registration,
  TRIAL_TYPE,
  type WhitelabelModId,
} from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, type FieldError, ForbiddenError, ValidationError } from '../../platform/errors.ts';
import type { Kv } from '../../platform/kv/kv.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { completeLogin } from '../auth/session.service.ts';
import { switchOn } from '../auth/switches.ts';
import { checkCaptcha } from '../captcha/captcha.service.ts';
import { consumeCode, type PhoneParts } from '../verification/codes.service.ts';
import { registerRules } from './brand-settings.ts';
import { conflictCode, membersRepo, type NewMember } from './members.repo.ts';
import { type CheckedRegistration, checkRegistration, PROFILE_FIELDS } from './register.rules.ts';
import { assertTakenBudget, takenAnswer } from './taken-answers.ts';

/** Attempts (valid or not) and accounts created, per IP and hour. */
const ATTEMPTS_PER_IP_PER_HOUR = 60;
const ACCOUNTS_PER_IP_PER_HOUR = 10;

export interface RegisterContext {
  merchantId: number;
  ip: string;
  host: string;
  clientId: string | null;
  lang: Language;
}

type Repo = ReturnType<typeof membersRepo>;

/**
 * Registers by username or by mobile number and logs the new member in. Field
 * checks come first and all together; then invitation codes and the captcha;
 * then uniqueness (its answers limited per IP, see taken-answers.ts); the SMS code
 * is used last, so a typo elsewhere does not burn it.
 */
export async function registerMember(
  deps: { db: Db; kv: Kv },
  ctx: RegisterContext,
  variant: 'username' | 'mobile',
  input: Registration,
) {
  const { db, kv } = deps;
  const { merchantId, ip } = ctx;
  const on = (modId: WhitelabelModId) => switchOn(db, merchantId, modId);
  if (!(await on('DIRECT_REGISTER')) || !(await on(variant === 'mobile' ? 'MOBILE_REGISTER' : 'USERNAME_REGISTER'))) {
    throw new ForbiddenError('operation-not-allowed');
  }
  if ((await kv.incr(`register-try:${merchantId}:${ip}`, 3600)) > ATTEMPTS_PER_IP_PER_HOUR) {
    throw new AppError('too-many-requests');
  }

  const rules = await registerRules(db, merchantId);
  const { failures, checked } = checkRegistration(rules, input, {
    variant,
    smsVerify: await on('REGISTER_SMS_VERIFY'),
    mobilePassword: await on('MOBILE_REGISTER_PASSWORD'),
  });
  const repo = membersRepo(db);
  const parentId = (await on('AFFILIATE')) ? await affiliateParent(repo, merchantId, checked, failures) : null;
  const referrerId = (await on('REFERRAL_PROMOTION')) ? await referrer(repo, merchantId, input, failures) : null;
  if (rules.get('captcha')?.enabled && !failures.some((failure) => failure.field === 'captcha')) {
    if (!(await checkCaptcha(kv, { merchantId, clientId: ctx.clientId, answer: input.captcha }))) {
      failures.push({ field: 'captcha', key: 'captcha-check-failed' });
    }
  }
  if (failures.length > 0) throw new ValidationError(failures);

  const { phone } = checked;
  const email = checked.fields.email ?? null;
  await assertTakenBudget(kv, merchantId, ip);
  if (checked.account !== null && (await repo.accountTaken(merchantId, checked.account))) {
    await takenAnswer(kv, merchantId, ip, 'account-exists');
  }
  if (phone && (await repo.mobileTaken(merchantId, phone.national))) {
    await takenAnswer(kv, merchantId, ip, 'mobile-exists');
  }
  if (email && (await repo.emailTaken(merchantId, email))) await takenAnswer(kv, merchantId, ip, 'email-exists');
  if ((await kv.incr(`register-ok:${merchantId}:${ip}`, 3600)) > ACCOUNTS_PER_IP_PER_HOUR) {
    throw new AppError('too-many-requests');
  }
  if (phone && checked.smsCode !== null) {
    await consumeCode(db, { merchantId, purpose: 'register', recipient: phone.recipient, code: checked.smsCode });
  }

  const account = checked.account ?? (await accountForMobile(repo, merchantId, phone as PhoneParts));
  const member: Omit<NewMember, 'referralCode'> = {
    merchantId,
    type: MEMBER_TYPE,
    account,
    // A mobile registration without a password gets an unguessable one: the member
    // logs in by SMS code, or sets a password by phone, until choosing one.
    passwordHash: await hashPassword(checked.password ?? randomBytes(32).toString('base64url')),
    passwordSet: checked.password !== null,
    nickname: checked.account ?? maskedMobile(phone as PhoneParts),
    parentId,
    referrerId,
    mobile: phone?.national ?? null,
    countryCode: phone?.country ?? null,
    email,
    payeeName: checked.fields.payeeName ?? null,
    paymentPasswordHash: checked.fields.paymentPassword ? await hashPassword(checked.fields.paymentPassword) : null,
    language: ctx.lang,
    profile: Object.fromEntries(
      PROFILE_FIELDS.flatMap((key) => (checked.fields[key] ? [[key, checked.fields[key]]] : [])),
    ),
    registerIp: ip,
    registerUrl: input.registerUrl?.trim() || null,
    registerDomain: input.domain?.trim() || ctx.host,
    registerMethod: input.registerMethod,
  };
  const id = await insertWithReferralCode(repo, member);
  return completeLogin(db, { id, merchantId, type: MEMBER_TYPE }, ip);
}

async function affiliateParent(repo: Repo, merchantId: number, checked: CheckedRegistration, failures: FieldError[]) {
  const code = checked.fields.affiliateCode;
  if (!code) return null;
  const agent = await repo.agentByAffiliateCode(merchantId, code, AGENT_TYPES);
  if (!agent) failures.push({ field: 'affiliateCode', key: 'invalid-invitation-code' });
  return agent?.id ?? null;
}

/** A referral link names the member who invited; they are recorded as the referrer, not the parent. */
async function referrer(repo: Repo, merchantId: number, input: Registration, failures: FieldError[]) {
  const code = input.referralCode?.trim();
  if (!code) return null;
  const row = await repo.byReferralCode(merchantId, code, TRIAL_TYPE);
  if (!row) failures.push({ field: 'referralCode', key: 'invalid-invitation-code' });
  return row?.id ?? null;
}

/** Mobile registrations are named by their number; if that name is taken, by a random one. */
async function accountForMobile(repo: Repo, merchantId: number, phone: PhoneParts) {
  if (!(await repo.accountTaken(merchantId, phone.national))) return phone.national;
  return `m${randomCode(10).toLowerCase()}`;
}

const maskedMobile = (phone: PhoneParts) => `${phone.national.slice(0, 3)}****${phone.national.slice(-3)}`;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const randomCode = (length: number) =>
  Array.from(randomBytes(length), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');

/** Every member gets a referral code to invite friends with; a clash (one in 10^12) draws again. */
export async function insertWithReferralCode(repo: Repo, member: Omit<NewMember, 'referralCode'>) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await repo.insert({ ...member, referralCode: randomCode(8) });
    } catch (error) {
      const conflict = conflictCode(error);
      if (conflict) throw new AppError(conflict);
      const clash = (error as { constraint?: string }).constraint === 'members_referral';
      if (!clash || attempt >= 2) throw error;
    }
  }
}
