import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/db.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { send } from '../../test/requests.ts';
import { sealFor } from '../../test/seal.ts';
import { captchaKey } from '../captcha/captcha.service.ts';

/** Helpers for the auth tests: members made to measure, sealed requests, captcha answers. */

export async function demoMerchantId(db: Db): Promise<number> {
  const row = await db.one<{ id: number }>("SELECT id FROM merchants WHERE code = 'demo'");
  if (!row) throw new Error('demo brand missing');
  return row.id;
}

let ipSeq = 0;
/** A fresh client IP (sent as x-forwarded-for), so per-IP budgets of one test do not touch another. */
export const nextIp = () => {
  ipSeq += 1;
  return `10.${(ipSeq >> 8) & 255}.${ipSeq & 255}.${1 + ((ipSeq >> 16) & 127)}`;
};
export const newClientId = () => randomBytes(12).toString('hex');

let accountSeq = 0;
export interface MemberOptions {
  account?: string;
  password?: string;
  type?: number;
  mobile?: string | null;
  countryCode?: string | null;
  email?: string | null;
  totpSecret?: string | null;
  passwordDaysOld?: number;
}

/** Inserts a member of the demo brand; returns its id, account and password. */
export async function createMember(db: Db, options: MemberOptions = {}) {
  accountSeq += 1;
  const account = options.account ?? `player${accountSeq}${randomBytes(2).toString('hex')}`;
  const password = options.password ?? 'secret123';
  const row = await db.one<{ id: string }>(
    `INSERT INTO members (merchant_id, account, password_hash, nickname, type, mobile, country_code, email,
       totp_secret, totp_enabled, password_changed_at)
     VALUES ((SELECT id FROM merchants WHERE code = 'demo'), $1, $2, $1, $3, $4, $5, $6, $7::text, $7::text IS NOT NULL,
       now() - make_interval(days => $8))
     RETURNING id`,
    [
      account,
      await hashPassword(password),
      options.type ?? 0,
      options.mobile ?? null,
      options.mobile ? (options.countryCode ?? '63') : null,
      options.email ?? null,
      options.totpSecret ?? null,
      options.passwordDaysOld ?? 0,
    ],
  );
  if (!row) throw new Error('member not created');
  return { id: row.id, account, password };
}

/** POSTs (or another method) a sealed body, as the browser sends encrypted endpoints. */
export async function sealed(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  method: 'POST' | 'PUT' = 'POST',
) {
  return send(app, { method, url, payload: await sealFor(app, payload), headers });
}

export interface Visitor {
  ip: string;
  clientId: string;
  headers: Record<string, string>;
}

/** A browser tab: its own IP and client id. */
export function visitor(ip = nextIp()): Visitor {
  const clientId = newClientId();
  return { ip, clientId, headers: { 'x-forwarded-for': ip, 'x-client-id': clientId } };
}

export const passwordLogin = (
  app: FastifyInstance,
  who: Visitor,
  body: { username: string; password: string; captcha?: string },
) => sealed(app, '/wps/session/login', { type: 'username', ...body }, who.headers);

/** Loads a captcha image for the visitor and reads its answer from the kv (what the human would read). */
export async function solveCaptcha(app: FastifyInstance, who: Visitor): Promise<string> {
  const image = await send(app, { method: 'GET', url: '/wps/captcha', headers: who.headers });
  if (image.status !== 200) throw new Error(`captcha answered ${image.status} ${image.body.code}`);
  const answer = await app.kv.get(captchaKey(await demoMerchantId(app.db), who.clientId));
  if (!answer) throw new Error('captcha answer missing');
  return answer;
}

export const bearerHeaders = (token: string, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  ...extra,
});
