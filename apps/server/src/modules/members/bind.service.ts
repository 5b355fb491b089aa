import type {
  BodyOf,
  confirmBind as confirmBindDef,
  Language,
  RegisterRule,
  sendBindCode as sendBindCodeDef,
} from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, ValidationError } from '../../platform/errors.ts';
import type { Kv } from '../../platform/kv/kv.ts';
import type { Outbox } from '../../platform/outbox.ts';
import { consumeCode, phoneParts, sendCode } from '../verification/codes.service.ts';
import { registerRules } from './brand-settings.ts';
import { conflictCode, membersRepo } from './members.repo.ts';
import { memberInfo } from './profile.service.ts';
import { checkRequired } from './register.rules.ts';

/** Where the code went; kept for the code's life so the confirmation binds exactly that target. */
type Pending =
  | { channel: 'mobile'; recipient: string; country: string; national: string }
  | { channel: 'email'; recipient: string; email: string };

const pendingKey = (memberId: string, channel: string) => `bind:${memberId}:${channel}`;

/** E-mail addresses follow the brand's email rule, or a plain address check when the rule is off. */
const ANY_EMAIL: RegisterRule = {
  key: 'email',
  enabled: true,
  required: true,
  patternId: 4,
  minLength: 3,
  maxLength: 128,
  acceptedPattern: '*',
};

/**
 * Sends a code to the number or address to bind. Whether another member has it
 * is not said here (that would tell any member whose number it is): the code goes
 * out either way, and the confirmation, made by whoever holds the number, answers
 * mobile-exists or email-exists.
 */
export async function sendBindCode(
  deps: { db: Db; kv: Kv; outbox: Outbox },
  ctx: { memberId: string; merchantId: number; brandName: string; ip: string; lang: Language },
  body: BodyOf<typeof sendBindCodeDef>,
) {
  let pending: Pending;
  if (body.channel === 'mobile') {
    const phone = phoneParts(body.countryCode, body.target);
    pending = { channel: 'mobile', recipient: phone.recipient, country: phone.country, national: phone.national };
  } else {
    const email = body.target.trim();
    const rule = (await registerRules(deps.db, ctx.merchantId)).get('email');
    const failure = checkRequired(rule?.enabled ? rule : ANY_EMAIL, email, 'target');
    if (failure) throw new ValidationError([failure]);
    pending = { channel: 'email', recipient: email.toLowerCase(), email };
  }
  const sent = await sendCode(deps, {
    merchantId: ctx.merchantId,
    purpose: 'bind',
    channel: body.channel === 'mobile' ? 'sms' : 'email',
    recipient: pending.recipient,
    ip: ctx.ip,
    lang: ctx.lang,
    brandName: ctx.brandName,
  });
  await deps.kv.set(pendingKey(ctx.memberId, body.channel), JSON.stringify(pending), sent.expiredMinutes * 60);
  return sent;
}

/** Binds the target the last code went to, once the code matches. */
export async function confirmBind(
  deps: { db: Db; kv: Kv },
  member: { id: string; merchantId: number },
  body: BodyOf<typeof confirmBindDef>,
) {
  const key = pendingKey(member.id, body.channel);
  const raw = await deps.kv.get(key);
  if (!raw) throw new AppError('invalid-verification-code');
  const pending = JSON.parse(raw) as Pending;
  await consumeCode(deps.db, {
    merchantId: member.merchantId,
    purpose: 'bind',
    recipient: pending.recipient,
    code: body.code,
  });
  const repo = membersRepo(deps.db);
  try {
    if (pending.channel === 'mobile') await repo.setMobile(member.id, pending.country, pending.national);
    else await repo.setEmail(member.id, pending.email);
  } catch (error) {
    const conflict = conflictCode(error);
    if (conflict) throw new AppError(conflict);
    throw error;
  }
  await deps.kv.del(key);
  return memberInfo(deps.db, member.id);
}
