import type { BodyOf, changePassword as changePasswordDef, Language, resetByEmail } from '@arcadia/contracts';
import { translate } from '@arcadia/contracts';
import type { AfterResponse } from '../../platform/after-response.ts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, type FieldError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { Kv } from '../../platform/kv/kv.ts';
import type { Outbox } from '../../platform/outbox.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import type { SessionMember } from '../auth/session.repo.ts';
import { sessionRepo } from '../auth/session.repo.ts';
import { completeLogin, openSession } from '../auth/session.service.ts';
import { requireSwitch } from '../auth/switches.ts';
import { consumeCode, phoneParts, spendBrandQuota } from '../verification/codes.service.ts';
import { registerRules } from './brand-settings.ts';
import { membersRepo } from './members.repo.ts';
import { passwordResetsRepo } from './password-resets.repo.ts';
import { confirmFailure, newPasswordFailure } from './register.rules.ts';

export const RESET_LINK_MINUTES = 30;
const PASSWORD_CHECKS_PER_15_MIN = 10;
const FORGOT_PER_IP_PER_HOUR = 20;
const FORGOT_PER_ACCOUNT_PER_HOUR = 5;

const throwIfAny = (failures: (FieldError | null)[]) => {
  const found = failures.filter((failure): failure is FieldError => failure !== null);
  if (found.length > 0) throw new ValidationError(found);
};

/** Checks the member's login password; ten checks per quarter hour, so a stolen session cannot guess it. */
export async function confirmPassword(deps: { db: Db; kv: Kv }, memberId: string, password: string) {
  if ((await deps.kv.incr(`password-check:${memberId}`, 900)) > PASSWORD_CHECKS_PER_15_MIN) {
    throw new AppError('too-many-requests');
  }
  const credentials = await membersRepo(deps.db).credentials(memberId);
  if (!credentials?.passwordSet || !(await verifyPassword(credentials.passwordHash, password))) {
    throw new AppError('wrong-password');
  }
}

/** A new password in place: every session and every open reset link of the member ends. */
async function replacePassword(db: Db, memberId: string, password: string) {
  await membersRepo(db).setPassword(memberId, await hashPassword(password));
  await sessionRepo(db).revokeAll(memberId);
  await passwordResetsRepo(db).useAll(memberId);
}

/**
 * Changes the password. The old one is required when the member has one,
 * except in a session that must change it: that session was opened with it
 * moments ago (weak default or expired). Given anyway, it is checked.
 * Every session ends, this one too; the answer is a fresh token.
 */
export async function changePassword(
  deps: { db: Db; kv: Kv },
  member: SessionMember,
  ip: string,
  body: BodyOf<typeof changePasswordDef>,
) {
  const { db } = deps;
  const credentials = await membersRepo(db).credentials(member.id);
  if (!credentials) throw new NotFoundError('account-not-found');
  const rules = await registerRules(db, member.merchantId);
  const oldRequired = credentials.passwordSet && !member.mustChangePassword;
  throwIfAny([
    oldRequired && !body.oldPassword ? { field: 'oldPassword', key: 'input-required' } : null,
    newPasswordFailure(rules, body.newPassword, 'newPassword'),
    confirmFailure(body.confirmPassword, body.newPassword, 'confirmPassword'),
  ]);
  if (credentials.passwordSet && body.oldPassword) await confirmPassword(deps, member.id, body.oldPassword);
  if (credentials.passwordSet && (await verifyPassword(credentials.passwordHash, body.newPassword))) {
    throwIfAny([{ field: 'newPassword', key: 'password-same' }]);
  }
  const token = await db.tx(async (tx) => {
    await replacePassword(tx, member.id, body.newPassword);
    return openSession(tx, member, ip);
  });
  return { token };
}

/**
 * Forgot password by e-mail. The limits (per IP, per account name, per address,
 * the brand's daily quota) are checked first and the answer is the same whether
 * or not the username and e-mail match a member: the lookup and the e-mail happen
 * after it, and only a match gets a single-use link valid for 30 minutes.
 */
export async function sendResetLink(
  deps: { db: Db; kv: Kv; outbox: Outbox; afterResponse: AfterResponse },
  ctx: { merchantId: number; brandName: string; ip: string; lang: Language; origin: string },
  body: { username: string; email: string },
) {
  const { db, kv } = deps;
  const username = body.username.trim().toLowerCase();
  const email = body.email.trim();
  const perIp = await kv.incr(`forgot-ip:${ctx.merchantId}:${ctx.ip}`, 3600);
  const perAccount = await kv.incr(`forgot-account:${ctx.merchantId}:${username}`, 3600);
  const perAddress = await kv.incr(`forgot-email:${ctx.merchantId}:${email.toLowerCase()}`, 3600);
  if (perIp > FORGOT_PER_IP_PER_HOUR || Math.max(perAccount, perAddress) > FORGOT_PER_ACCOUNT_PER_HOUR) {
    throw new AppError('too-many-requests');
  }
  await spendBrandQuota(kv, ctx.merchantId);
  deps.afterResponse.run('password reset link', async () => {
    const member = await membersRepo(db).byAccountAndEmail(ctx.merchantId, username, email);
    if (!member) return;
    const token = newToken();
    await passwordResetsRepo(db).create(hashToken(token), member.id, RESET_LINK_MINUTES);
    const link = `${ctx.origin}/resetPassword?token=${encodeURIComponent(token)}`;
    const text = translate(ctx.lang, 'email-reset', { brand: ctx.brandName, link, minutes: RESET_LINK_MINUTES });
    await deps.outbox.send(ctx.merchantId, { channel: 'email', recipient: member.email, body: text });
  });
  return null;
}

/** Sets the password with the e-mailed token: once, within its 30 minutes. */
export async function resetPassword(db: Db, merchantId: number, body: BodyOf<typeof resetByEmail>) {
  throwIfAny([newPasswordFailure(await registerRules(db, merchantId), body.newPassword, 'newPassword')]);
  const tokenHash = hashToken(body.token);
  const reset = await passwordResetsRepo(db).find(tokenHash, merchantId);
  if (!reset) throw new AppError('invalid-verification-code');
  if (reset.expired) throw new AppError('code-expired');
  await db.tx(async (tx) => {
    if (!(await passwordResetsRepo(tx).use(tokenHash))) throw new AppError('invalid-verification-code');
    await replacePassword(tx, reset.memberId, body.newPassword);
  });
  return null;
}

/** Forgot password by phone: the SMS code proves the number; the member is logged in. */
export async function setPasswordByPhone(
  db: Db,
  ctx: { merchantId: number; ip: string },
  body: { mobileNum: string; countryCode: string; code: string; newPassword: string },
) {
  await requireSwitch(db, ctx.merchantId, 'FORGOT_BY_PHONE');
  const phone = phoneParts(body.countryCode, body.mobileNum);
  throwIfAny([newPasswordFailure(await registerRules(db, ctx.merchantId), body.newPassword, 'newPassword')]);
  // The code first: only a member's number was sent one, so any other number answers as a wrong code does.
  await consumeCode(db, { merchantId: ctx.merchantId, purpose: 'forgot', recipient: phone.recipient, code: body.code });
  const member = await membersRepo(db).byPhone(ctx.merchantId, phone.country, phone.national);
  if (!member) throw new AppError('invalid-verification-code');
  await db.tx((tx) => replacePassword(tx, member.id, body.newPassword));
  return completeLogin(db, member, ctx.ip);
}
