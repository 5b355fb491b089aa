import { TRIAL_TYPE } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, UnauthorizedError } from '../../platform/errors.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { sessionRepo } from './session.repo.ts';

const SESSION_HOURS = 24;

/**
 * Issues an opaque session token; only its hash is stored. A member their upline or an
 * operator disabled gets none, whatever proof of identity they bring: "Please contact your agent".
 */
export async function openSession(
  db: Db,
  member: { id: string; merchantId: number },
  ip: string,
  mustChangePassword = false,
): Promise<string> {
  const token = newToken();
  const opened = await sessionRepo(db).create({
    tokenHash: hashToken(token),
    memberId: member.id,
    merchantId: member.merchantId,
    ip,
    hours: SESSION_HOURS,
    mustChange: mustChangePassword,
  });
  if (!opened) throw new AppError('contact-agent');
  return token;
}

/**
 * Opens a session after a successful proof of identity (password, code,
 * registration) and answers as the login endpoints do. A member who has logged in
 * before but never from this address hears of it in platform messages (the
 * new-device notice). The session, the login history row and the notice are one
 * statement (sessionRepo.openLogin): all of them or, for a disabled member, none.
 */
export async function completeLogin(
  db: Db,
  member: { id: string; merchantId: number; type: number },
  ip: string,
  options: { mustChangePassword?: boolean; passwordExpired?: boolean } = {},
) {
  const token = newToken();
  const { opened, firstTime } = await sessionRepo(db).openLogin({
    tokenHash: hashToken(token),
    memberId: member.id,
    merchantId: member.merchantId,
    ip,
    hours: SESSION_HOURS,
    mustChange: options.mustChangePassword ?? false,
    noticeNewDevice: member.type !== TRIAL_TYPE,
  });
  if (!opened) throw new AppError('contact-agent');
  return {
    token,
    firstTimeLogin: firstTime,
    passwordExpired: options.passwordExpired ?? false,
    isAgent: member.type,
  };
}

const iso = (at: Date | string) => new Date(at).toISOString();

/** The login that opened this session and the one before it. */
export async function loginInfo(db: Db, tokenHash: string) {
  const logins = await sessionRepo(db).loginsOf(tokenHash);
  if (!logins) throw new UnauthorizedError();
  return {
    loginAt: iso(logins.current.at),
    loginIp: logins.current.ip,
    previousLoginAt: logins.previous ? iso(logins.previous.at) : null,
    previousLoginIp: logins.previous?.ip ?? null,
  };
}
