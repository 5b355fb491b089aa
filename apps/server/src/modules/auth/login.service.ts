import { type LoginValue, TRIAL_TYPE, WEAK_DEFAULT_PASSWORD } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, NotFoundError } from '../../platform/errors.ts';
import type { Kv } from '../../platform/kv/kv.ts';
import type { Outbox } from '../../platform/outbox.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { claimNonce, type NonceClaim } from '../../platform/sealed-body.ts';
import { consumeCode, phoneRecipient } from '../verification/codes.service.ts';
import { authRepo } from './auth.repo.ts';
import { challengeNewDevice } from './device.service.ts';
import { type Attempt, beginAttempt, countAttempt, failAttempt, passAttempt } from './login-limits.ts';
import { completeLogin } from './session.service.ts';
import { requireSwitch, switchOn } from './switches.ts';

export interface AuthDeps {
  db: Db;
  kv: Kv;
  outbox: Outbox;
}

export interface LoginRequest {
  merchantId: number;
  ip: string;
  clientId: string | null;
  type: 'username' | 'sms';
  username: string;
  password: string;
  countryCode?: string | undefined;
  captcha?: string | undefined;
  /**
   * The sealed body's nonce when the route left it unclaimed (`claimsNonce`): the login claims it
   * before it acts (in the gate's round trip for a password) and refuses a replay. Null: already claimed.
   */
  nonce: NonceClaim | null;
}

// Unknown accounts still cost one argon2 verification, so timing does not tell which accounts exist.
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  return decoyHash;
};

export function login(deps: AuthDeps, request: LoginRequest): Promise<LoginValue> {
  return request.type === 'sms' ? smsLogin(deps, request) : passwordLogin(deps, request);
}

/**
 * Username and password. Checks, in order: the IP's attempt budget, the
 * account lock, the captcha when one is due, the password (trial accounts
 * have none); then whether the password must change and whether this device
 * needs one more proof.
 */
async function passwordLogin(deps: AuthDeps, request: LoginRequest): Promise<LoginValue> {
  const { db, kv } = deps;
  const attempt: Attempt = { ...request, account: request.username };
  // The gate and the member's row side by side: one round trip's wait, not two (a refused gate wastes a read).
  const [gate, member] = await Promise.all([
    beginAttempt(kv, attempt, request.captcha, request.nonce),
    authRepo(db).byAccount(request.merchantId, request.username),
  ]);
  const passwordOk = member
    ? member.type !== TRIAL_TYPE && (await verifyPassword(member.passwordHash, request.password))
    : await verifyPassword(await decoy(), request.password);
  if (!member || !passwordOk) return failAttempt(kv, attempt, gate);
  await passAttempt(kv, attempt, gate);

  const mustChange =
    request.password === WEAK_DEFAULT_PASSWORD ||
    (member.passwordOld && (await switchOn(db, request.merchantId, 'FORCE_PASSWORD_CHANGE')));
  // Told only to whoever knows the password; the session's insert checks it again, in its transaction.
  if (member.disabled) throw new AppError('contact-agent');
  await challengeNewDevice(db, member, request.ip, mustChange);
  return completeLogin(db, member, request.ip, { mustChangePassword: mustChange, passwordExpired: mustChange });
}

/**
 * Mobile number and SMS code (MOBILE_CODE_LOGIN). The code is the proof of
 * the phone, so no captcha, no password-age check and no new-device check.
 */
async function smsLogin(deps: AuthDeps, request: LoginRequest): Promise<LoginValue> {
  const { db, kv } = deps;
  if (request.nonce) await claimNonce(kv, request.nonce);
  await countAttempt(kv, request);
  await requireSwitch(db, request.merchantId, 'MOBILE_CODE_LOGIN');
  const recipient = phoneRecipient(request.countryCode, request.username);
  await consumeCode(db, { merchantId: request.merchantId, purpose: 'login', recipient, code: request.password });
  const member = await authRepo(db).byPhone(request.merchantId, recipient);
  if (!member || member.type === TRIAL_TYPE) throw new NotFoundError('account-not-found');
  return completeLogin(db, member, request.ip);
}
