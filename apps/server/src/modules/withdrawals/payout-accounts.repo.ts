import type { Db } from '../../platform/db/db.ts';

export interface PayoutAccountRow {
  id: string;
  bankName: string;
  accountName: string;
  /** The full number: mask it before it reaches a member's screen. */
  accountNumber: string;
}

const COLUMNS = `id::text AS id, bank_name AS "bankName", account_name AS "accountName", account_number AS "accountNumber"`;

/** The bank accounts members bind to receive withdrawals. */
export const payoutAccountsRepo = (db: Db) => ({
  list: (merchantId: number, memberId: string) =>
    db.query<PayoutAccountRow>(
      `SELECT ${COLUMNS} FROM payout_accounts WHERE merchant_id = $1 AND member_id = $2 ORDER BY id`,
      [merchantId, memberId],
    ),

  /** The account only when it is this member's. */
  find: (merchantId: number, memberId: string, id: string) =>
    db.one<PayoutAccountRow>(
      `SELECT ${COLUMNS} FROM payout_accounts WHERE merchant_id = $1 AND member_id = $2 AND id = $3`,
      [merchantId, memberId, id],
    ),

  /** Serialises a member's money-out writes (binds, withdrawal requests) within the caller's transaction. */
  async lockMember(memberId: string): Promise<void> {
    await db.query('SELECT 1 FROM members WHERE id = $1 FOR NO KEY UPDATE', [memberId]);
  },

  /** How many accounts the member has, and whether one is this bank's number. */
  async taken(memberId: string, bankName: string, accountNumber: string) {
    const row = await db.one<{ n: number; same: boolean | null }>(
      `SELECT count(*)::int AS n, bool_or(bank_name = $2 AND account_number = $3) AS same
         FROM payout_accounts WHERE member_id = $1`,
      [memberId, bankName, accountNumber],
    );
    return { count: row?.n ?? 0, exists: row?.same === true };
  },

  async insert(merchantId: number, memberId: string, account: Omit<PayoutAccountRow, 'id'>) {
    const row = await db.one<PayoutAccountRow>(
      `INSERT INTO payout_accounts (merchant_id, member_id, bank_name, account_name, account_number)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [merchantId, memberId, account.bankName, account.accountName, account.accountNumber],
    );
    if (!row) throw new Error('payout account insert returned nothing');
    return row;
  },
});
