import type { Language, Registration } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, ValidationError } from '../../platform/errors.ts';
import type { Kv } from '../../platform/kv/kv.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { registerRules } from './brand-settings.ts';
import { membersRepo } from './members.repo.ts';
import { checkRegistration, PROFILE_FIELDS } from './register.rules.ts';
import { insertWithReferralCode } from './register.service.ts';

/** Accounts an agent may open an hour (attempts, valid or not). */
const ATTEMPTS_PER_AGENT_PER_HOUR = 60;

export interface DownlineContext {
  merchantId: number;
  ip: string;
  host: string;
  lang: Language;
}

/**
 * An agent's budget of registrations: call before the transaction (the kv may be the
 * database, which a transaction in progress would keep waiting on the one PGlite connection).
 */
export async function spendDownlineAttempt(kv: Kv, merchantId: number, agentId: string): Promise<void> {
  if ((await kv.incr(`register-downline:${merchantId}:${agentId}`, 3600)) > ATTEMPTS_PER_AGENT_PER_HOUR) {
    throw new AppError('too-many-requests');
  }
}

/**
 * An agent opens an account directly below itself (registerCenter): the brand's
 * registration rules as for anyone (checkRegistration, username variant), without the
 * captcha and the mobile number, which are the holder's to prove. The type is the
 * caller's to check. Nobody is logged in. Runs in the caller's transaction, so an
 * offer made with it stands or falls with it.
 */
export async function registerDownline(
  db: Db,
  ctx: DownlineContext,
  agentId: string,
  type: number,
  input: Registration,
): Promise<{ id: string; account: string }> {
  // The same right an invitation code needs: an agent its upline barred (or disabled) brings in no one.
  if (!(await membersRepo(db).mayRegister(ctx.merchantId, agentId))) throw new AppError('contact-agent');
  const rules = await registerRules(db, ctx.merchantId);
  const { failures, checked } = checkRegistration(rules, input, {
    variant: 'username',
    smsVerify: false,
    mobilePassword: false,
    byAgent: true,
  });
  if (failures.length > 0) throw new ValidationError(failures);
  const account = checked.account ?? '';
  const repo = membersRepo(db);
  // The agent is known and limited above: a taken name is simply said.
  if (await repo.accountTaken(ctx.merchantId, account)) throw new AppError('account-exists');
  const email = checked.fields.email ?? null;
  if (email && (await repo.emailTaken(ctx.merchantId, email))) throw new AppError('email-exists');
  const id = await insertWithReferralCode(repo, {
    merchantId: ctx.merchantId,
    type,
    account,
    passwordHash: await hashPassword(checked.password ?? ''),
    passwordSet: true,
    nickname: account,
    parentId: agentId,
    referrerId: null,
    mobile: null,
    countryCode: null,
    email,
    payeeName: checked.fields.payeeName ?? null,
    paymentPasswordHash: checked.fields.paymentPassword ? await hashPassword(checked.fields.paymentPassword) : null,
    language: ctx.lang,
    profile: Object.fromEntries(
      PROFILE_FIELDS.flatMap((key) => (checked.fields[key] ? [[key, checked.fields[key]]] : [])),
    ),
    registerIp: ctx.ip,
    registerUrl: null,
    registerDomain: ctx.host,
    registerMethod: 'AGENT',
  });
  return { id, account };
}
