import type { Db } from '../../platform/db/db.ts';
import { AppError, ConflictError } from '../../platform/errors.ts';
import type { Kv } from '../../platform/kv/kv.ts';
import { newTotpSecret, otpauthUrl, verifyTotp } from '../../platform/totp.ts';
import { membersRepo } from './members.repo.ts';
import { memberInfo } from './profile.service.ts';

const CHECKS_PER_15_MIN = 10;

async function credentials(db: Db, memberId: string) {
  const found = await membersRepo(db).credentials(memberId);
  if (!found) throw new AppError('account-not-found');
  return found;
}

/** Six digits have a million values: ten tries a quarter hour keeps guessing hopeless. */
async function checkCode(kv: Kv, memberId: string, secret: string | null, code: string) {
  if ((await kv.incr(`totp-check:${memberId}`, 900)) > CHECKS_PER_15_MIN) throw new AppError('too-many-requests');
  if (!secret || !verifyTotp(secret, code)) throw new AppError('invalid-verification-code');
}

/** A new secret, pending until a code from it confirms; an active authenticator must be turned off first. */
export async function setupTotp(db: Db, member: { id: string; account: string }, issuer: string) {
  const current = await credentials(db, member.id);
  if (current.totpEnabled) throw new ConflictError();
  const secret = newTotpSecret();
  await membersRepo(db).setTotpPending(member.id, secret);
  return { secret, otpauthUrl: otpauthUrl(secret, member.account, issuer) };
}

export async function enableTotp(deps: { db: Db; kv: Kv }, memberId: string, code: string) {
  const current = await credentials(deps.db, memberId);
  await checkCode(deps.kv, memberId, current.totpPendingSecret, code);
  const pending = current.totpPendingSecret as string;
  if (!(await membersRepo(deps.db).enableTotp(memberId, pending))) throw new AppError('invalid-verification-code');
  return memberInfo(deps.db, memberId);
}

export async function disableTotp(deps: { db: Db; kv: Kv }, memberId: string, code: string) {
  const current = await credentials(deps.db, memberId);
  if (!current.totpEnabled) throw new ConflictError();
  await checkCode(deps.kv, memberId, current.totpSecret, code);
  await membersRepo(deps.db).disableTotp(memberId);
  return memberInfo(deps.db, memberId);
}
