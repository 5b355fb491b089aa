import type { Db } from '../../platform/db/db.ts';

/** What a login needs to know about a member. */
export interface LoginMember {
  id: string;
  merchantId: number;
  account: string;
  type: number;
  passwordHash: string;
  /** Last changed longer ago than the brand's password lifetime. */
  passwordOld: boolean;
  mobile: string | null;
  countryCode: string | null;
  email: string | null;
  totpEnabled: boolean;
  totpSecret: string | null;
  /** Disabled by their upline or an operator: no session, whatever the proof ("Please contact your agent"). */
  disabled: boolean;
}

/** A password older than this must be changed at login while FORCE_PASSWORD_CHANGE is on. */
export const PASSWORD_MAX_AGE_DAYS = 90;

const LOGIN_MEMBER = `SELECT id, merchant_id AS "merchantId", account, type, password_hash AS "passwordHash",
  password_changed_at < now() - make_interval(days => ${PASSWORD_MAX_AGE_DAYS}) AS "passwordOld", mobile, country_code AS "countryCode",
  email, totp_enabled AS "totpEnabled", totp_secret AS "totpSecret", disabled_at IS NOT NULL AS disabled FROM members`;

/** Whether the member has logged in before, and from this IP (1 or 0 each): two index probes (migration 027). */
const PRIOR_LOGINS = `EXISTS (SELECT 1 FROM login_history WHERE member_id = $1)::int AS total,
  EXISTS (SELECT 1 FROM login_history WHERE member_id = $1 AND ip = $2)::int AS here`;

/** "+" country national, the form phoneRecipient() gives, from the stored columns. */
const PHONE = `'+' || ltrim(coalesce(country_code, ''), '+') || ltrim(mobile, '0')`;

export interface ChallengeRow {
  id: string;
  memberId: string;
  loginType: string;
}

export const authRepo = (db: Db) => ({
  /** Account names are compared case-insensitively (members_account_ci keeps them unique that way). */
  byAccount: (merchantId: number, account: string) =>
    db.one<LoginMember>(
      `${LOGIN_MEMBER} WHERE merchant_id = $1 AND lower(account) = lower($2)`,
      [merchantId, account],
      {
        name: 'auth_member_by_account',
      },
    ),

  byPhone: (merchantId: number, recipient: string) =>
    db.one<LoginMember>(`${LOGIN_MEMBER} WHERE merchant_id = $1 AND mobile IS NOT NULL AND ${PHONE} = $2`, [
      merchantId,
      recipient,
    ]),

  byId: (merchantId: number, id: string) =>
    db.one<LoginMember>(`${LOGIN_MEMBER} WHERE merchant_id = $1 AND id = $2`, [merchantId, id]),

  /** Whether the member has logged in before, and from this IP (1 or 0 each). */
  loginCounts: async (memberId: string, ip: string) => {
    const row = await db.one<{ total: number; here: number }>(`SELECT ${PRIOR_LOGINS}`, [memberId, ip], {
      name: 'auth_login_counts',
    });
    return { total: Number(row?.total ?? 0), here: Number(row?.here ?? 0) };
  },

  createChallenge: (row: { id: string; memberId: string; ip: string; loginType: string; minutes: number }) =>
    db.query(
      `INSERT INTO device_challenges (id, member_id, ip, login_type, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
      [row.id, row.memberId, row.ip, row.loginType, row.minutes],
    ),

  /** A challenge of this brand that is unused, unexpired and has attempts left. */
  liveChallenge: (merchantId: number, id: string, maxAttempts: number) =>
    db.one<ChallengeRow>(
      `SELECT c.id, c.member_id AS "memberId", c.login_type AS "loginType"
       FROM device_challenges c JOIN members m ON m.id = c.member_id
       WHERE c.id = $1 AND m.merchant_id = $2 AND c.used_at IS NULL AND c.expires_at > now() AND c.attempts < $3`,
      [id, merchantId, maxAttempts],
    ),

  /** Spends one attempt of a live challenge of this brand; nothing when none is left (or it is gone). */
  spendChallengeAttempt: (merchantId: number, id: string, maxAttempts: number) =>
    db.one<ChallengeRow>(
      `UPDATE device_challenges c SET attempts = c.attempts + 1
       FROM members m
       WHERE c.id = $1 AND m.id = c.member_id AND m.merchant_id = $2
         AND c.used_at IS NULL AND c.expires_at > now() AND c.attempts < $3
       RETURNING c.id, c.member_id AS "memberId", c.login_type AS "loginType"`,
      [id, merchantId, maxAttempts],
    ),

  useChallenge: async (id: string) =>
    (
      await db.query('UPDATE device_challenges SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id', [
        id,
      ])
    ).length === 1,

  /** A free-play account; false when the account name was taken (the caller draws another). */
  insertTrial: (merchantId: number, account: string, passwordHash: string, type: number, ip: string) =>
    db.one<{ id: string }>(
      `INSERT INTO members (merchant_id, account, password_hash, nickname, type, register_ip)
       VALUES ($1, $2, $3, $2, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
      [merchantId, account, passwordHash, type, ip],
    ),

  serverKey: (id: string) =>
    db.one<{ privatePem: string; spki: string }>(
      'SELECT private_pem AS "privatePem", public_spki AS spki FROM server_keys WHERE id = $1',
      [id],
    ),

  /** Stores a key pair unless another process stored one first. */
  insertServerKey: (id: string, key: { privatePem: string; spki: string }) =>
    db.query('INSERT INTO server_keys (id, private_pem, public_spki) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      id,
      key.privatePem,
      key.spki,
    ]),

  memberByIdentity: (merchantId: number, channel: string, subject: string) =>
    db.one<{ memberId: string }>(
      `SELECT member_id AS "memberId" FROM member_identities WHERE merchant_id = $1 AND channel = $2 AND subject = $3`,
      [merchantId, channel, subject],
    ),

  linkIdentity: (merchantId: number, memberId: string, channel: string, subject: string) =>
    db.query(
      `INSERT INTO member_identities (merchant_id, member_id, channel, subject) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [merchantId, memberId, channel, subject],
    ),
});
