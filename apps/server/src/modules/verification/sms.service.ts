import type { Language } from '@arcadia/contracts';
import type { AfterResponse } from '../../platform/after-response.ts';
import type { Db } from '../../platform/db/db.ts';
import type { Kv } from '../../platform/kv/kv.ts';
import type { Outbox } from '../../platform/outbox.ts';
import { requireSwitch } from '../auth/switches.ts';
import { membersRepo } from '../members/members.repo.ts';
import { assertTakenBudget, takenAnswer } from '../members/taken-answers.ts';
import { CODE_EXPIRED_MINUTES, deliverCode, phoneParts, reserveCode } from './codes.service.ts';

export interface SmsContext {
  merchantId: number;
  brandName: string;
  ip: string;
  lang: Language;
}

type Deps = { db: Db; kv: Kv; outbox: Outbox; afterResponse: AfterResponse };

/**
 * A code for logging in by SMS (MOBILE_CODE_LOGIN) or resetting the password by
 * phone (FORGOT_BY_PHONE). The answer is the same whether or not the number
 * belongs to a member, and comes once the limits are checked: the lookup and
 * the sending happen after it, and only a member's number gets the code.
 */
export async function sendNoLoginCode(
  deps: Deps,
  ctx: SmsContext,
  body: { mobileNum: string; countryCode: string; purpose: 'login' | 'forgot' },
) {
  await requireSwitch(deps.db, ctx.merchantId, body.purpose === 'login' ? 'MOBILE_CODE_LOGIN' : 'FORGOT_BY_PHONE');
  const phone = phoneParts(body.countryCode, body.mobileNum);
  const request = { ...ctx, purpose: body.purpose, channel: 'sms' as const, recipient: phone.recipient };
  await reserveCode(deps.kv, request);
  deps.afterResponse.run('sms code', async () => {
    const member = await membersRepo(deps.db).byPhone(ctx.merchantId, phone.country, phone.national);
    if (member) await deliverCode(deps, request);
  });
  return { expiredMinutes: CODE_EXPIRED_MINUTES };
}

/**
 * A code for registering a number that no member has yet. The IP's budget of
 * "taken" answers and the code limits come first, then the lookup.
 */
export async function sendRegisterCode(
  deps: Deps,
  ctx: SmsContext,
  body: { mobileNum: string; countryCode: string; variant: 'username' | 'mobile' },
) {
  await requireSwitch(deps.db, ctx.merchantId, body.variant === 'mobile' ? 'MOBILE_REGISTER' : 'REGISTER_SMS_VERIFY');
  const phone = phoneParts(body.countryCode, body.mobileNum);
  const request = { ...ctx, purpose: 'register' as const, channel: 'sms' as const, recipient: phone.recipient };
  await assertTakenBudget(deps.kv, ctx.merchantId, ctx.ip);
  await reserveCode(deps.kv, request);
  if (await membersRepo(deps.db).mobileTaken(ctx.merchantId, phone.national)) {
    await takenAnswer(deps.kv, ctx.merchantId, ctx.ip, 'mobile-exists');
  }
  await deliverCode(deps, request);
  return { expiredMinutes: CODE_EXPIRED_MINUTES };
}
