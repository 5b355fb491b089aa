import type { ErrorCode } from '@arcadia/contracts';
import { AppError } from '../../platform/errors.ts';
import type { Counter, Kv } from '../../platform/kv/kv.ts';
import type { NonceClaim } from '../../platform/sealed-body.ts';
import { checkCaptcha } from '../captcha/captcha.service.ts';

/**
 * Brute-force defences for password logins, members' and operators' alike.
 * Everything lives in the shared kv (database or Redis), so the limits hold
 * across any number of server processes.
 */
const ATTEMPTS_PER_IP = 30;
const IP_WINDOW_SECONDS = 10 * 60;
const FAILURES_BEFORE_LOCK = 5;
const FAILURE_WINDOW_SECONDS = 15 * 60;
export const LOCK_MINUTES = 15;
/** After a failure the captcha stays required this long, for the client and for the account. */
const CAPTCHA_FLAG_SECONDS = 30 * 60;

export interface Attempt {
  merchantId: number;
  ip: string;
  clientId: string | null;
  /** The account name as typed, lower-cased: the same key whether or not the account exists. */
  account: string;
  /** Counters of accounts that belong to no brand (`ops` for operators), kept apart from every brand's. */
  realm?: string;
}

/** Operators belong to no brand: their attempts are counted in a realm of their own. */
export const operatorAttempt = (ip: string, username: string): Attempt => ({
  merchantId: 0,
  realm: 'ops',
  ip,
  clientId: null,
  account: username,
});

const scope = (a: Pick<Attempt, 'merchantId' | 'realm'>) => a.realm ?? String(a.merchantId);
const accountKey = (a: Attempt) => `${scope(a)}:${a.account.toLowerCase()}`;
// A caller without a client id is flagged by IP; it can never pass a captcha, which is the point.
const clientKey = (a: Attempt) => `${scope(a)}:${a.clientId ?? `ip:${a.ip}`}`;
const keys = (a: Attempt) => ({
  lock: `login-lock:${accountKey(a)}`,
  failures: `login-fail:${accountKey(a)}`,
  accountFlag: `login-captcha:account:${accountKey(a)}`,
  clientFlag: `login-captcha:client:${clientKey(a)}`,
});

const captchaValue = { captcha: true };

const ipKey = (attempt: Pick<Attempt, 'merchantId' | 'ip' | 'realm'>) => `login-ip:${scope(attempt)}:${attempt.ip}`;

/** Every login attempt from an IP counts; thirty in ten minutes and the next waits. */
export async function countAttempt(kv: Kv, attempt: Pick<Attempt, 'merchantId' | 'ip' | 'realm'>): Promise<void> {
  const count = await kv.incr(ipKey(attempt), IP_WINDOW_SECONDS);
  if (count > ATTEMPTS_PER_IP) throw new AppError('too-many-requests');
}

/**
 * What the gate counted and saw: this attempt's place among the account's tries in the window
 * (the attempt is one of them from the start, before anything is verified), the counts of any
 * extra counters, and whether there were failures or captcha flags to clear on a pass.
 */
export interface AttemptGate {
  tries: number;
  extra: number[];
  marked: boolean;
}

/**
 * The gate of an attempt, in one round trip to the kv: counts the attempt for the address and,
 * before the password or code is verified, for the account (and any `extra` counters: a ticket's
 * tries); reads the lock and both captcha flags. Given the sealed body's unclaimed nonce, it claims
 * it in the same round trip and refuses a replay (replayed-request) before anything else.
 *
 * Counting first is what makes the limit hold under concurrency: however many attempts arrive at
 * once, across processes, each gets its own number, and only the first five in the window are
 * ever evaluated; the rest answer account-locked unverified. An attempt refused before its secret
 * is evaluated (the address over budget, the account locked, the captcha missing or wrong) gives its
 * number back, so only evaluated attempts can lock an account.
 */
export async function beginAttempt(
  kv: Kv,
  attempt: Attempt,
  answer: string | undefined,
  nonce: NonceClaim | null = null,
  extra: readonly Counter[] = [],
): Promise<AttemptGate> {
  const k = keys(attempt);
  const counters = [
    { key: ipKey(attempt), ttlSeconds: IP_WINDOW_SECONDS },
    { key: k.failures, ttlSeconds: FAILURE_WINDOW_SECONDS },
    ...extra,
  ];
  const reads = [k.lock, k.clientFlag, k.accountFlag];
  const { counts, values } = nonce
    ? await claimed(kv.claimIncrAndGet(nonce.key, nonce.ttlSeconds, counters, reads), () => kv.release(k.failures))
    : await kv.incrAndGet(counters, reads);
  const [count = 1, tries = 1, ...extraCounts] = counts;
  const [lock, clientFlag, accountFlag] = values;
  const giveBack = async (error: AppError): Promise<never> => {
    await kv.release(k.failures);
    throw error;
  };
  if (count > ATTEMPTS_PER_IP) return giveBack(new AppError('too-many-requests'));
  const until = Number(lock);
  if (until > Date.now()) return giveBack(lockedError(until));
  // Five attempts of this window are already being (or were) evaluated: this one is not.
  if (tries > FAILURES_BEFORE_LOCK) throw lockedError(Date.now() + LOCK_MINUTES * 60_000);
  if (clientFlag !== null || accountFlag !== null) {
    await checkCaptchaAnswer(kv, attempt, answer).catch((error: AppError) => giveBack(error));
  }
  return { tries, extra: extraCounts, marked: clientFlag !== null || accountFlag !== null || tries > 1 };
}

/** When a member's login lockout ends (ms since the epoch), or null when it is not locked. */
export async function lockedUntil(kv: Kv, merchantId: number, account: string): Promise<number | null> {
  const until = Number(await kv.get(keys({ merchantId, ip: '', clientId: null, account }).lock));
  return until > Date.now() ? until : null;
}

async function claimed<T extends { claimed: boolean }>(gate: Promise<T>, giveBack: () => Promise<void>): Promise<T> {
  const answer = await gate;
  if (!answer.claimed) {
    await giveBack();
    throw new AppError('replayed-request');
  }
  return answer;
}

async function checkCaptchaAnswer(kv: Kv, attempt: Attempt, answer: string | undefined): Promise<void> {
  if (!answer?.trim()) throw new AppError('captcha-required', captchaValue);
  const passed = await checkCaptcha(kv, { merchantId: attempt.merchantId, clientId: attempt.clientId, answer });
  if (!passed) throw new AppError('captcha-check-failed', captchaValue);
}

/** How a failure answers: members get the captcha; operators (who have a second factor) do not. */
export interface FailureAnswer {
  captcha: boolean;
  code: ErrorCode;
}
const MEMBER_FAILURE: FailureAnswer = { captcha: true, code: 'invalid-credentials' };

/**
 * A wrong account or password (or operator code), evaluated after the gate counted it: flags the
 * captcha for the client and the account when the answer asks for one, and locks the account when
 * it was the fifth try of the window. Always throws.
 */
export async function failAttempt(
  kv: Kv,
  attempt: Attempt,
  gate: AttemptGate,
  answer = MEMBER_FAILURE,
): Promise<never> {
  const k = keys(attempt);
  if (answer.captcha) {
    await kv.set(k.clientFlag, '1', CAPTCHA_FLAG_SECONDS);
    await kv.set(k.accountFlag, '1', CAPTCHA_FLAG_SECONDS);
  }
  if (gate.tries >= FAILURES_BEFORE_LOCK) {
    const until = Date.now() + LOCK_MINUTES * 60_000;
    // The failures stay counted until their window ends (never later than the lock): deleting them
    // would let an attempt whose gate read the lock just before it was set start counting from one.
    await kv.set(k.lock, String(until), LOCK_MINUTES * 60);
    throw lockedError(until);
  }
  throw new AppError(answer.code, answer.captcha ? captchaValue : null);
}

/**
 * A correct secret. The whole login done, it clears the account's failures and both captcha flags;
 * after a gate that saw none, it only gives its own try back (a failure racing this login keeps its
 * count and flags: the next login asks for a captcha, the safe side). `keep` gives the try back
 * and clears nothing: a right password before its code must not reset the count of wrong codes.
 */
export async function passAttempt(kv: Kv, attempt: Attempt, gate: AttemptGate, keep = false): Promise<void> {
  const k = keys(attempt);
  if (keep || !gate.marked) return kv.release(k.failures);
  await kv.delMany([k.failures, k.accountFlag, k.clientFlag]);
}

const lockedError = (until: number) =>
  new AppError('account-locked', null, { minutes: Math.max(1, Math.ceil((until - Date.now()) / 60_000)) });
