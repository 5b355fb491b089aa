import {
  AGENT_TYPES,
  type BodyOf,
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  type MemberInfo,
  TRIAL_TYPE,
  type updateProfile as updateProfileDef,
  VIP_RANK_ABOVE,
} from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { type FieldError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { Kv } from '../../platform/kv/kv.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { refreshVipLevel } from '../vip/vip.service.ts';
import { registerRules } from './brand-settings.ts';
import { type MemberRow, membersRepo } from './members.repo.ts';
import { confirmPassword } from './password.service.ts';
import { checkRequired } from './register.rules.ts';

export const DEFAULT_AVATAR_URL = '/img/avatar/default.svg';

/** The avatar address; the version parameter changes with each upload, so caches may keep it long. */
export const avatarUrl = (row: Pick<MemberRow, 'id' | 'avatarUpdatedAt'>) =>
  row.avatarUpdatedAt ? `/wps/member/avatar/${row.id}?v=${row.avatarUpdatedAt.getTime()}` : DEFAULT_AVATAR_URL;

/**
 * Labels: what the member is (Agent, Trial, VIP above rank 4), then any an operator
 * assigned. The club label is the VIP rank with the brand's name for it.
 */
export function toMemberInfo(row: MemberRow): MemberInfo {
  const derived = [
    ...((AGENT_TYPES as readonly number[]).includes(row.type) ? ['Agent'] : []),
    ...(row.type === TRIAL_TYPE ? ['Trial'] : []),
    ...(row.vipLevel > VIP_RANK_ABOVE ? ['VIP'] : []),
  ];
  return {
    id: row.id,
    account: row.account,
    nickname: row.nickname,
    type: row.type,
    toUpline: row.hasParent,
    clubLabel: { labelName: row.vipName, rankLevel: row.vipLevel },
    memberLabel: [...derived, ...row.labels].map((labelName) => ({ labelName })),
    mobileNum: row.mobile,
    countryCode: row.countryCode,
    email: row.email,
    payeeName: row.payeeName,
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
    hasPaymentPassword: row.hasPaymentPassword,
    totpEnabled: row.totpEnabled,
    avatarUrl: avatarUrl(row),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function memberInfo(db: Db, memberId: string): Promise<MemberInfo> {
  // The rank follows the member's lifetime bets and deposits; reading it ranks them again first.
  await refreshVipLevel(db, memberId);
  const row = await membersRepo(db).info(memberId);
  if (!row) throw new NotFoundError('account-not-found');
  return toMemberInfo(row);
}

export async function updateLanguage(db: Db, memberId: string, language: Language) {
  await membersRepo(db).setLanguage(memberId, language);
  return null;
}

/** Nickname and payee name; the payee name follows the brand's payeeName rule. */
export async function updateProfile(
  db: Db,
  member: { id: string; merchantId: number },
  body: BodyOf<typeof updateProfileDef>,
) {
  const nickname = body.nickname?.trim();
  const payeeName = body.payeeName?.trim();
  const failures: FieldError[] = [];
  if (nickname === '') failures.push({ field: 'nickname', key: 'input-required' });
  if (payeeName !== undefined) {
    const rules = await registerRules(db, member.merchantId);
    const failure = checkRequired(rules.get('payeeName'), payeeName, 'payeeName');
    if (failure) failures.push(failure);
  }
  if (failures.length > 0) throw new ValidationError(failures);
  await membersRepo(db).setProfile(member.id, { nickname, payeeName });
  return memberInfo(db, member.id);
}

/** Sets or replaces the payment password; the login password confirms it. */
export async function setPaymentPassword(
  deps: { db: Db; kv: Kv },
  member: { id: string; merchantId: number },
  body: { password: string; paymentPassword: string },
) {
  const rules = await registerRules(deps.db, member.merchantId);
  const failure = checkRequired(rules.get('paymentPassword'), body.paymentPassword, 'paymentPassword');
  if (failure) throw new ValidationError([failure]);
  await confirmPassword(deps, member.id, body.password);
  await membersRepo(deps.db).setPaymentPassword(member.id, await hashPassword(body.paymentPassword));
  return null;
}
