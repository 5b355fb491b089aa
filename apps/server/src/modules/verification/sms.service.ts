import type { Language } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, NotFoundError } from '../../platform/errors.ts';
import type { Kv } from '../../platform/kv/kv.ts';
import type { Outbox } from '../../platform/outbox.ts';
import { requireSwitch } from '../auth/switches.ts';
import { membersRepo } from '../members/members.repo.ts';
import { phoneParts, sendCode } from './codes.service.ts';

export interface SmsContext {
  merchantId: number;
  brandName: string;
  ip: string;
  lang: Language;
}

type Deps = { db: Db; kv: Kv; outbox: Outbox };

/**
 * A code for logging in by SMS (MOBILE_CODE_LOGIN) or resetting the password by
 * phone (FORGOT_BY_PHONE). Either way the number must belong to a member.
 */
export async function sendNoLoginCode(
  deps: Deps,
  ctx: SmsContext,
  body: { mobileNum: string; countryCode: string; purpose: 'login' | 'forgot' },
) {
  await requireSwitch(deps.db, ctx.merchantId, body.purpose === 'login' ? 'MOBILE_CODE_LOGIN' : 'FORGOT_BY_PHONE');
  const phone = phoneParts(body.countryCode, body.mobileNum);
  const member = await membersRepo(deps.db).byPhone(ctx.merchantId, phone.country, phone.national);
  if (!member) throw new NotFoundError('account-not-found');
  return sendCode(deps, { ...ctx, purpose: body.purpose, channel: 'sms', recipient: phone.recipient });
}

/** A code for registering a number that no member has yet. */
export async function sendRegisterCode(
  deps: Deps,
  ctx: SmsContext,
  body: { mobileNum: string; countryCode: string; variant: 'username' | 'mobile' },
) {
  await requireSwitch(deps.db, ctx.merchantId, body.variant === 'mobile' ? 'MOBILE_REGISTER' : 'REGISTER_SMS_VERIFY');
  const phone = phoneParts(body.countryCode, body.mobileNum);
  if (await membersRepo(deps.db).mobileTaken(ctx.merchantId, phone.national)) throw new AppError('mobile-exists');
  return sendCode(deps, { ...ctx, purpose: 'register', channel: 'sms', recipient: phone.recipient });
}
