import type { Db } from '../../platform/db/db.ts';

/** What the member-info answer is built from. */
export interface MemberRow {
  id: string;
  merchantId: number;
  account: string;
  nickname: string;
  type: number;
  hasParent: boolean;
  vipLevel: number;
  /** The brand's name for the member's VIP level. */
  vipName: string;
  labels: string[];
  mobile: string | null;
  countryCode: string | null;
  email: string | null;
  payeeName: string | null;
  language: string;
  hasPaymentPassword: boolean;
  totpEnabled: boolean;
  avatarUpdatedAt: Date | null;
  createdAt: Date;
}

/** The secrets of one member, for the checks that need them. */
export interface Credentials {
  id: string;
  merchantId: number;
  account: string;
  type: number;
  passwordHash: string;
  passwordSet: boolean;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpEnabled: boolean;
}

export interface NewMember {
  merchantId: number;
  /** 0 for a member; an agent registering a downline may choose another (see DOWNLINE_TYPES). */
  type: number;
  account: string;
  passwordHash: string;
  passwordSet: boolean;
  nickname: string;
  parentId: string | null;
  referrerId: string | null;
  mobile: string | null;
  countryCode: string | null;
  email: string | null;
  payeeName: string | null;
  paymentPasswordHash: string | null;
  language: string;
  referralCode: string;
  profile: Record<string, string>;
  registerIp: string;
  registerUrl: string | null;
  registerDomain: string | null;
  registerMethod: string;
}

const INFO = `SELECT m.id::text AS id, m.merchant_id AS "merchantId", m.account, m.nickname, m.type,
  m.parent_id IS NOT NULL AS "hasParent", m.vip_level AS "vipLevel",
  COALESCE(vl.name, 'VIP' || m.vip_level) AS "vipName", m.labels, m.mobile,
  m.country_code AS "countryCode", m.email, m.payee_name AS "payeeName", m.language,
  m.payment_password_hash IS NOT NULL AS "hasPaymentPassword", m.totp_enabled AS "totpEnabled",
  CASE WHEN m.has_avatar THEN a.updated_at END AS "avatarUpdatedAt", m.created_at AS "createdAt"
  FROM members m LEFT JOIN member_avatars a ON a.member_id = m.id
  LEFT JOIN vip_levels vl ON vl.merchant_id = m.merchant_id AND vl.level = m.vip_level`;

const CREDENTIALS = `SELECT id::text AS id, merchant_id AS "merchantId", account, type, password_hash AS "passwordHash",
  password_set AS "passwordSet", totp_secret AS "totpSecret", totp_pending_secret AS "totpPendingSecret",
  totp_enabled AS "totpEnabled" FROM members`;

export const membersRepo = (db: Db) => ({
  info: (id: string) => db.one<MemberRow>(`${INFO} WHERE m.id = $1`, [id]),

  credentials: (id: string) => db.one<Credentials>(`${CREDENTIALS} WHERE id = $1`, [id]),

  byAccountAndEmail: (merchantId: number, account: string, email: string) =>
    db.one<{ id: string; email: string }>(
      `SELECT id::text AS id, email FROM members
       WHERE merchant_id = $1 AND lower(account) = lower($2) AND lower(email) = lower($3)`,
      [merchantId, account, email],
    ),

  /** The member with this phone; the national number alone is unique in a brand (see 001). */
  byPhone: (merchantId: number, country: string, national: string) =>
    db.one<Credentials>(`${CREDENTIALS} WHERE merchant_id = $1 AND mobile = $2 AND country_code = $3`, [
      merchantId,
      national,
      country,
    ]),

  accountTaken: async (merchantId: number, account: string) =>
    !!(await db.one('SELECT 1 FROM members WHERE merchant_id = $1 AND lower(account) = lower($2)', [
      merchantId,
      account,
    ])),

  mobileTaken: async (merchantId: number, national: string, exceptId: string | null = null) =>
    !!(await db.one('SELECT 1 FROM members WHERE merchant_id = $1 AND mobile = $2 AND id IS DISTINCT FROM $3', [
      merchantId,
      national,
      exceptId,
    ])),

  emailTaken: async (merchantId: number, email: string, exceptId: string | null = null) =>
    !!(await db.one(
      'SELECT 1 FROM members WHERE merchant_id = $1 AND lower(email) = lower($2) AND id IS DISTINCT FROM $3',
      [merchantId, email, exceptId],
    )),

  /** Whether the member may bring in members: enabled, its register right kept. */
  mayRegister: async (merchantId: number, memberId: string) =>
    !!(await db.one(
      'SELECT 1 FROM members WHERE merchant_id = $1 AND id = $2 AND may_register AND disabled_at IS NULL',
      [merchantId, memberId],
    )),

  /** The agent whose invitation code this is, while it may bring in members (enabled, its register right kept). */
  agentByAffiliateCode: (merchantId: number, code: string, agentTypes: readonly number[]) =>
    db.one<{ id: string; nickname: string }>(
      `SELECT id::text AS id, nickname FROM members
       WHERE merchant_id = $1 AND upper(affiliate_code) = upper($2) AND type = ANY($3::int[])
         AND may_register AND disabled_at IS NULL`,
      [merchantId, code, agentTypes],
    ),

  byReferralCode: (merchantId: number, code: string, trialType: number) =>
    db.one<{ id: string }>(
      'SELECT id::text AS id FROM members WHERE merchant_id = $1 AND upper(referral_code) = upper($2) AND type <> $3',
      [merchantId, code, trialType],
    ),

  insert: async (member: NewMember) => {
    const row = await db.one<{ id: string }>(
      `INSERT INTO members (merchant_id, account, password_hash, password_set, nickname, type, parent_id, referrer_id,
         mobile, country_code, email, payee_name, payment_password_hash, language, referral_code, profile,
         register_ip, register_url, register_domain, register_method)
       VALUES ($1, $2, $3, $4, $5, $20, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
       RETURNING id::text AS id`,
      [
        member.merchantId,
        member.account,
        member.passwordHash,
        member.passwordSet,
        member.nickname,
        member.parentId,
        member.referrerId,
        member.mobile,
        member.countryCode,
        member.email,
        member.payeeName,
        member.paymentPasswordHash,
        member.language,
        member.referralCode,
        JSON.stringify(member.profile),
        member.registerIp,
        member.registerUrl,
        member.registerDomain,
        member.registerMethod,
        member.type,
      ],
    );
    if (!row) throw new Error('member insert returned nothing');
    return row.id;
  },

  setPassword: (id: string, passwordHash: string) =>
    db.query('UPDATE members SET password_hash = $2, password_set = true, password_changed_at = now() WHERE id = $1', [
      id,
      passwordHash,
    ]),

  setPaymentPassword: (id: string, hash: string) =>
    db.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1', [id, hash]),

  setLanguage: (id: string, language: string) =>
    db.query('UPDATE members SET language = $2 WHERE id = $1', [id, language]),

  setProfile: (id: string, change: { nickname?: string; payeeName?: string }) =>
    db.query(
      'UPDATE members SET nickname = COALESCE($2, nickname), payee_name = COALESCE($3, payee_name) WHERE id = $1',
      [id, change.nickname ?? null, change.payeeName ?? null],
    ),

  setMobile: (id: string, country: string, national: string) =>
    db.query('UPDATE members SET mobile = $2, country_code = $3 WHERE id = $1', [id, national, country]),

  setEmail: (id: string, email: string) => db.query('UPDATE members SET email = $2 WHERE id = $1', [id, email]),

  setTotpPending: (id: string, secret: string) =>
    db.query('UPDATE members SET totp_pending_secret = $2 WHERE id = $1', [id, secret]),

  /** Moves the pending secret into place; false when it changed meanwhile. */
  enableTotp: async (id: string, pending: string) =>
    (
      await db.query(
        `UPDATE members SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_enabled = true
         WHERE id = $1 AND totp_pending_secret = $2 RETURNING id`,
        [id, pending],
      )
    ).length === 1,

  disableTotp: (id: string) =>
    db.query('UPDATE members SET totp_secret = NULL, totp_pending_secret = NULL, totp_enabled = false WHERE id = $1', [
      id,
    ]),
});

/** The error a unique index raises, as the code the caller understands; null for anything else. */
export function conflictCode(error: unknown): 'account-exists' | 'mobile-exists' | 'email-exists' | null {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  if (code !== '23505') return null;
  if (constraint === 'members_account_ci' || constraint === 'members_merchant_id_account_key') return 'account-exists';
  if (constraint === 'members_mobile') return 'mobile-exists';
  if (constraint === 'members_email') return 'email-exists';
  return null;
}
