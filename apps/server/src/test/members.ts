import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { completeLogin } from '../modules/auth/session.service.ts';
import type { Db } from '../platform/db/db.ts';
import { hashPassword } from '../platform/passwords.ts';
import { get } from './requests.ts';

export interface TestMember {
  id: string;
  merchantId: number;
  account: string;
  password: string;
  type: number;
}

/** Hashing is slow on purpose; tests share one hash of the default password. */
const DEFAULT_PASSWORD = 'pass1234';
let defaultHash: Promise<string> | undefined;
const hashOf = (password: string) => {
  if (password !== DEFAULT_PASSWORD) return hashPassword(password);
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  return defaultHash;
};

/** A member of the demo brand (or `merchant`), inserted directly; overrides set any column. */
export async function createMember(
  db: Db,
  overrides: {
    account?: string;
    password?: string;
    type?: number;
    merchant?: string;
    mobile?: string;
    countryCode?: string;
    email?: string;
  } = {},
): Promise<TestMember> {
  const account = overrides.account ?? `m${randomBytes(5).toString('hex')}`;
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const hash = await hashOf(password);
  const type = overrides.type ?? 0;
  const row = await db.one<{ id: string; merchantId: number }>(
    `INSERT INTO members (merchant_id, account, password_hash, nickname, type, mobile, country_code, email)
     SELECT id, $2, $3, $2, $4, $5, $6, $7 FROM merchants WHERE code = $1
     RETURNING id::text AS id, merchant_id AS "merchantId"`,
    [
      overrides.merchant ?? 'demo',
      account,
      hash,
      type,
      overrides.mobile ?? null,
      overrides.mobile ? (overrides.countryCode ?? '63') : null,
      overrides.email ?? null,
    ],
  );
  if (!row) throw new Error('createMember: no such merchant');
  return { id: row.id, merchantId: row.merchantId, account, password, type };
}

/** A session token for the member, as a successful login would issue. */
export async function tokenFor(db: Db, member: TestMember, options: { mustChangePassword?: boolean } = {}) {
  const login = await completeLogin(db, member, '127.0.0.1', options);
  return login.token;
}

export const bearerHeader = (token: string) => ({ authorization: `Bearer ${token}` });

/** A distinct client address per test, so per-IP limits of one test do not touch another. */
let nextIp = 1;
export const freshIp = () => ({
  'x-forwarded-for': `10.${(nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp++ & 255}`,
});

type FieldFailure = { field: string; key: string; message: string };

/** The failed fields of a validation-failed answer, by field name. */
export const fieldsOf = (body: { value: { fields: FieldFailure[] } }) =>
  Object.fromEntries(body.value.fields.map((field) => [field.field, field]));

/** The six-digit code in the newest message the development outbox holds for a recipient. */
export async function lastCode(app: FastifyInstance, recipient: string): Promise<string> {
  const { body } = await get(app, `/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  return /(\d{6})/.exec(body.value[0]?.body ?? '')?.[1] ?? '';
}
