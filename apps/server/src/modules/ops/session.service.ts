import type { opsTicketSchema } from '@arcadia/contracts';
import type * as z from 'zod/mini';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Kv } from '../../platform/kv/kv.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { newTotpSecret, otpauthUrl, verifyTotp } from '../../platform/totp.ts';
import {
  beginAttempt,
  countAttempt,
  type FailureAnswer,
  failAttempt,
  operatorAttempt,
  passAttempt,
} from '../auth/login-limits.ts';
import { enrolHash } from './enrolment-token.ts';
import { opsRepo } from './ops.repo.ts';
import { type LoginOperator, sessionsRepo } from './sessions.repo.ts';

/**
 * Operator login in two steps. The password (or an enrolment token) earns only
 * a single-use ticket; the ticket with the authenticator's code opens a session.
 * Failures of either step count toward the same lockout as members' logins.
 */

/** A session ends this long after login, however busy. */
export const SESSION_HOURS = 8;
/** And this long after its last request. */
export const IDLE_MINUTES = 30;
const TICKET_SECONDS = 5 * 60;
/** Wrong codes one ticket may take before the password is asked again. */
const CODE_TRIES_PER_TICKET = 3;
const ISSUER = 'Arcadia Ops';

const WRONG_PASSWORD: FailureAnswer = { captcha: false, code: 'invalid-credentials' };
const WRONG_CODE: FailureAnswer = { captcha: false, code: 'invalid-verification-code' };

export interface OpsAuthDeps {
  db: Db;
  kv: Kv;
}

type TicketValue = z.infer<typeof opsTicketSchema>;
interface Ticket {
  operatorId: number;
  username: string;
}
const ticketKey = (ticket: string) => `ops-ticket:${hashToken(ticket)}`;

// Unknown names still cost one argon2 verification, so timing does not reveal which names exist.
const UNKNOWN_OPERATOR_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/** First factor: the password. Answers a ticket, never a session. */
export async function passwordStep(
  { db, kv }: OpsAuthDeps,
  login: { username: string; password: string; ip: string },
): Promise<TicketValue> {
  const attempt = operatorAttempt(login.ip, login.username);
  const gate = await beginAttempt(kv, attempt, undefined);
  const operator = await sessionsRepo(db).byUsername(login.username);
  const passwordOk = await verifyPassword(operator?.passwordHash ?? UNKNOWN_OPERATOR_HASH, login.password);
  if (!operator?.passwordHash || operator.disabled || !passwordOk) {
    if (operator) {
      await opsRepo(db).audit(operator.id, 'session.login-failed', operator.username, {
        ip: login.ip,
        step: 'password',
      });
    }
    return failAttempt(kv, attempt, gate, WRONG_PASSWORD);
  }
  // Failures are cleared only by a whole login: a known password must not reset the count of wrong codes.
  await passAttempt(kv, attempt, gate, true);
  return issueTicket({ db, kv }, operator);
}

/**
 * Second factor: the ticket and the authenticator's code (the first code confirms an enrolment).
 * A wrong code leaves the ticket for another try (a typo does not mean the password again), up to
 * three a ticket; every try counts toward the operator's lockout before the code is checked.
 */
export async function codeStep(
  { db, kv }: OpsAuthDeps,
  step: { ticket: string; code: string; ip: string },
): Promise<{ token: string; expiresAt: string; idleMinutes: number }> {
  const key = ticketKey(step.ticket);
  const raw = await kv.get(key);
  if (!raw) throw new AppError('challenge-expired');
  const ticket = JSON.parse(raw) as Ticket;
  const attempt = operatorAttempt(step.ip, ticket.username);
  const gate = await beginAttempt(kv, attempt, undefined, null, [{ key: `${key}:tries`, ttlSeconds: TICKET_SECONDS }]);
  if ((gate.extra[0] ?? 0) > CODE_TRIES_PER_TICKET) {
    await kv.del(key);
    throw new AppError('challenge-expired');
  }
  const operator = await sessionsRepo(db).byId(ticket.operatorId);
  if (!operator?.totpSecret || operator.disabled || !operator.passwordHash) throw new AppError('challenge-expired');
  if (!verifyTotp(operator.totpSecret, step.code)) {
    await opsRepo(db).audit(operator.id, 'session.login-failed', operator.username, { ip: step.ip, step: 'code' });
    return failAttempt(kv, attempt, gate, WRONG_CODE);
  }
  // Two right codes at once: the ticket opens one session.
  if (!(await kv.take(key))) throw new AppError('challenge-expired');
  await passAttempt(kv, attempt, gate);
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_HOURS * 3600_000);
  await db.tx(async (tx) => {
    if (!operator.totpEnabled) {
      await sessionsRepo(tx).confirmTotp(operator.id);
      await opsRepo(tx).audit(operator.id, 'operator.totp-enrolled', operator.username, { ip: step.ip });
    }
    await sessionsRepo(tx).createSession(hashToken(token), operator.id, expiresAt);
    await opsRepo(tx).audit(operator.id, 'session.login', operator.username, { ip: step.ip });
  });
  return { token, expiresAt: expiresAt.toISOString(), idleMinutes: IDLE_MINUTES };
}

/**
 * A new or reset operator spends the one-time enrolment token (or its two shares) on a password;
 * the answer is an enrolment ticket with a fresh authenticator secret.
 */
export async function enrolStep(
  { db, kv }: OpsAuthDeps,
  enrolment: { token: string; secondShare?: string; password: string; ip: string },
): Promise<TicketValue> {
  await countAttempt(kv, operatorAttempt(enrolment.ip, ''));
  const operator = await db.tx(async (tx) => {
    const found = await sessionsRepo(tx).byEnrolToken(enrolHash(enrolment.token, enrolment.secondShare));
    if (!found) throw new AppError('ops-enrolment-invalid');
    const secret = newTotpSecret();
    await sessionsRepo(tx).enrol(found.id, await hashPassword(enrolment.password), secret);
    await opsRepo(tx).audit(found.id, 'operator.enrolled', found.username, { ip: enrolment.ip });
    return { ...found, totpSecret: secret, totpEnabled: false };
  });
  return issueTicket({ db, kv }, operator);
}

/** Ends the session of a bearer token; an unknown or ended token is no error. */
export async function logout(db: Db, token: string | null, ip: string): Promise<null> {
  if (!token) return null;
  await db.tx(async (tx) => {
    const ended = await sessionsRepo(tx).endSession(hashToken(token));
    if (ended) await opsRepo(tx).audit(ended.operatorId, 'session.logout', ended.username, { ip });
  });
  return null;
}

async function issueTicket({ db, kv }: OpsAuthDeps, operator: LoginOperator): Promise<TicketValue> {
  const ticket = newToken();
  const value: Ticket = { operatorId: operator.id, username: operator.username };
  await kv.set(ticketKey(ticket), JSON.stringify(value), TICKET_SECONDS);
  const expiresAt = new Date(Date.now() + TICKET_SECONDS * 1000).toISOString();
  if (operator.totpEnabled) return { ticket, expiresAt, step: 'code', enrolment: null };
  const secret = operator.totpSecret ?? (await sessionsRepo(db).pendingSecret(operator.id, newTotpSecret()));
  if (!secret) throw new AppError('challenge-expired');
  return {
    ticket,
    expiresAt,
    step: 'enrol',
    enrolment: { secret, otpauthUrl: otpauthUrl(secret, operator.username, ISSUER) },
  };
}
