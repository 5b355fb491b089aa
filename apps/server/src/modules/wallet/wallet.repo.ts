import type { Db } from '../../platform/db/db.ts';

export interface VendorWallet {
  vendorCode: string;
  name: string;
  balance: number;
}

export interface MemberAccount {
  id: string;
  kind: 'member_main' | 'member_vendor';
  code: string;
  /** The vendor's display name (the code when the brand no longer lists it). */
  name: string;
  balance: number;
}

/** The brand's vendors, one row per vassalage (a vendor may serve several game types), by sort. */
const BRAND_VENDORS = `
  SELECT DISTINCT ON (vassalage) vassalage, name, sort, id, listed AS enabled
    FROM game_vendors WHERE merchant_id = $1
   ORDER BY vassalage, listed DESC, sort, id`;

/** Wallet reads for the member's own screens; they never create accounts. */
export const walletRepo = (db: Db) => ({
  async funds(merchantId: number, memberId: string) {
    const row = await db.one<Record<'main' | 'vendor' | 'pendingWithdrawal' | 'pendingDeposit', string>>(
      `SELECT
         (SELECT COALESCE(SUM(balance), 0) FROM ledger_accounts
           WHERE merchant_id = $1 AND member_id = $2 AND kind = 'member_main')::text AS main,
         (SELECT COALESCE(SUM(balance), 0) FROM ledger_accounts
           WHERE merchant_id = $1 AND member_id = $2 AND kind = 'member_vendor')::text AS vendor,
         (SELECT COALESCE(SUM(amount), 0) FROM withdrawals
           WHERE merchant_id = $1 AND member_id = $2 AND state IN ('requested', 'approved'))::text AS "pendingWithdrawal",
         (SELECT COALESCE(SUM(amount), 0) FROM deposit_orders
           WHERE merchant_id = $1 AND member_id = $2 AND state = 'pending')::text AS "pendingDeposit"`,
      [merchantId, memberId],
    );
    return {
      main: Number(row?.main ?? 0),
      vendor: Number(row?.vendor ?? 0),
      pendingWithdrawal: Number(row?.pendingWithdrawal ?? 0),
      pendingDeposit: Number(row?.pendingDeposit ?? 0),
    };
  },

  /** Every enabled vendor of the brand with the member's balance there (0 without an account). */
  async vendorWallets(merchantId: number, memberId: string): Promise<VendorWallet[]> {
    const rows = await db.query<{ vendorCode: string; name: string; balance: string }>(
      `SELECT v.vassalage AS "vendorCode", v.name, COALESCE(a.balance, 0)::text AS balance
         FROM (${BRAND_VENDORS}) v
         LEFT JOIN ledger_accounts a
           ON a.merchant_id = $1 AND a.kind = 'member_vendor' AND a.member_id = $2 AND a.code = v.vassalage
        WHERE v.enabled
        ORDER BY v.sort, v.id`,
      [merchantId, memberId],
    );
    return rows.map((row) => ({ ...row, balance: Number(row.balance) }));
  },

  vendor: (merchantId: number, code: string) =>
    db.one<{ code: string; name: string; enabled: boolean }>(
      `SELECT vassalage AS code, name, enabled FROM (${BRAND_VENDORS}) v WHERE vassalage = $2`,
      [merchantId, code],
    ),

  /**
   * Locks every wallet of the member (main and vendors) in id order, the order the
   * ledger locks in, so a recall and any other transfer cannot deadlock.
   */
  async lockMemberAccounts(merchantId: number, memberId: string): Promise<MemberAccount[]> {
    const rows = await db.query<Omit<MemberAccount, 'balance'> & { balance: string }>(
      `SELECT a.id::text AS id, a.kind, a.code, a.balance::text AS balance,
              COALESCE((SELECT v.name FROM game_vendors v WHERE v.merchant_id = a.merchant_id AND v.vassalage = a.code
                         ORDER BY v.sort, v.id LIMIT 1), a.code) AS name
         FROM ledger_accounts a
        WHERE a.merchant_id = $1 AND a.member_id = $2 AND a.kind IN ('member_main', 'member_vendor')
        ORDER BY a.id FOR UPDATE OF a`,
      [merchantId, memberId],
    );
    return rows.map((row) => ({ ...row, balance: Number(row.balance) }));
  },

  /** The transfer already made under an idempotency key, with what it was. */
  transferByKey: (merchantId: number, key: string) =>
    db.one<{ id: string; type: string; metadata: Record<string, unknown> }>(
      `SELECT id::text AS id, type, metadata FROM ledger_transfers WHERE merchant_id = $1 AND idempotency_key = $2`,
      [merchantId, key],
    ),
});
