import { PLAY_MONEY, TRIAL_TYPE } from '@arcadia/contracts';
import { breaksCheck, type Db } from '../../platform/db/db.ts';
import { inList, padded } from '../../platform/db/in-list.ts';

export type AccountKind = 'member_main' | 'member_vendor' | 'system';

export interface LockedAccount {
  id: string;
  merchantId: number;
  currency: string;
}

/** A row of ledger_post: one per account of a new transfer, one (account null) for a replay. */
export interface PostedRow {
  transferId: string;
  replayed: boolean;
  requestHash: string;
  accountId: string | null;
  balance: string | null;
  currency: string | null;
}

export interface StoredTransfer {
  id: string;
  requestHash: string;
}

/** The database refused a posting because it would take an account below zero (migration 005's check). */
export const isOverdraft = (error: unknown) => breaksCheck(error, 'ledger_accounts_no_overdraft');

/** The balance read for `size` members, written once per size (it runs on every balance request). */
const balanceStatements = new Map<number, { text: string; name: string }>();
function balanceStatement(size: number) {
  let statement = balanceStatements.get(size);
  if (!statement) {
    statement = {
      text: `SELECT merchant_id AS "merchantId", member_id::text AS "memberId", SUM(balance)::text AS total
               FROM ledger_accounts
              WHERE ${inList('member_id', 1, size)} AND kind IN ('member_main', 'member_vendor')
              GROUP BY merchant_id, member_id`,
      name: `ledger_member_balances_${size}`,
    };
    balanceStatements.set(size, statement);
  }
  return statement;
}

/** Every statement the ledger runs. Amounts go in and come out as integer minor units. */
export const ledgerRepo = {
  /** Creates the account once (any concurrent caller gets the same row) and returns its id. */
  async ensureAccount(
    db: Db,
    account: { merchantId: number; kind: AccountKind; memberId: string | null; code: string },
  ): Promise<string> {
    const params = [account.merchantId, account.kind, account.memberId, account.code];
    // Play money (issue 36) is a currency of its own, so the ledger never posts it against real money:
    // a free-play guest's accounts, and the system accounts named `play:…` that play against them.
    await db.query(
      `INSERT INTO ledger_accounts (merchant_id, kind, member_id, code, currency, allow_negative)
       SELECT m.id, $2, $3::bigint, $4,
              CASE WHEN $4 LIKE 'play:%' OR EXISTS (SELECT 1 FROM members p WHERE p.id = $3::bigint AND p.type = ${TRIAL_TYPE})
                   THEN '${PLAY_MONEY}' ELSE m.currency END,
              $2 = 'system'
         FROM merchants m WHERE m.id = $1
       ON CONFLICT DO NOTHING`,
      params,
    );
    const row = await db.one<{ id: string }>(
      `SELECT id::text AS id FROM ledger_accounts
        WHERE merchant_id = $1 AND kind = $2 AND COALESCE(member_id, 0) = COALESCE($3::bigint, 0) AND code = $4`,
      params,
    );
    if (!row) throw new Error(`ledger: no merchant ${account.merchantId}`);
    return row.id;
  },

  /** Inserts the transfer, or returns null when the key is already taken (then `findTransfer`). */
  async insertTransfer(
    db: Db,
    transfer: { merchantId: number; key: string; type: string; requestHash: string; metadata: object },
  ): Promise<string | null> {
    const row = await db.one<{ id: string }>(
      `INSERT INTO ledger_transfers (merchant_id, idempotency_key, type, request_hash, metadata)
       VALUES ($1, $2, $3, $4, $5::jsonb)
       ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
       RETURNING id::text AS id`,
      [transfer.merchantId, transfer.key, transfer.type, transfer.requestHash, JSON.stringify(transfer.metadata)],
    );
    return row?.id ?? null;
  },

  /**
   * The whole posting in one prepared statement (migration 026): a new transfer answers
   * each account's balance after it; a taken key answers the stored transfer's id and hash.
   */
  post: (
    db: Db,
    transfer: { merchantId: number; key: string; type: string; requestHash: string; metadata: object },
    entries: readonly { accountId: string; amount: number }[],
  ) =>
    db.query<PostedRow>(
      `SELECT o_transfer::text AS "transferId", o_replayed AS replayed, o_hash AS "requestHash",
              o_account::text AS "accountId", o_balance::text AS balance, o_currency AS currency
         FROM ledger_post($1, $2, $3, $4, $5::jsonb, $6::bigint[], $7::bigint[])`,
      [
        transfer.merchantId,
        transfer.key,
        transfer.type,
        transfer.requestHash,
        JSON.stringify(transfer.metadata),
        entries.map((entry) => entry.accountId),
        entries.map((entry) => entry.amount),
      ],
      { name: 'ledger_post' },
    ),

  findTransfer: (db: Db, merchantId: number, key: string) =>
    db.one<StoredTransfer>(
      `SELECT id::text AS id, request_hash AS "requestHash" FROM ledger_transfers
        WHERE merchant_id = $1 AND idempotency_key = $2`,
      [merchantId, key],
    ),

  /**
   * Locks the accounts in id order, so two transfers over the same accounts never deadlock.
   * Numeric order: a bare `ORDER BY id` would sort by the text output column ('1000' < '999').
   */
  lockAccounts: (db: Db, ids: readonly string[]) =>
    db.query<LockedAccount>(
      `SELECT id::text AS id, merchant_id AS "merchantId", currency FROM ledger_accounts
        WHERE id = ANY($1::bigint[]) ORDER BY ledger_accounts.id FOR UPDATE`,
      [ids],
    ),

  /**
   * Writes the transfer's entries in one statement. The database applies each to its
   * account's balance (trigger, migration 016) and refuses an overdraft there; the
   * entries must sum to zero by commit.
   */
  async insertEntries(db: Db, transferId: string, entries: readonly { accountId: string; amount: number }[]) {
    await db.query(
      `INSERT INTO ledger_entries (transfer_id, account_id, amount)
       SELECT $1, e.account_id, e.amount FROM unnest($2::bigint[], $3::bigint[]) WITH ORDINALITY AS e(account_id, amount, n)
        ORDER BY e.n`,
      [transferId, entries.map((entry) => entry.accountId), entries.map((entry) => entry.amount)],
    );
  },

  /** A member's total over the main and the vendor wallets (0 without accounts). */
  async memberBalance(db: Db, merchantId: number, memberId: string): Promise<number> {
    const [total] = await ledgerRepo.memberBalances(db, [{ merchantId, memberId }]);
    return total ?? 0;
  },

  /** Each member's total as memberBalance reads it, for many members in one statement (in the order asked). */
  async memberBalances(db: Db, members: readonly { merchantId: number; memberId: string }[]): Promise<number[]> {
    // One parameter per member, in a few list sizes (platform/db/in-list.ts): a plan kept, not made per read.
    const ids = padded([...new Set(members.map((member) => member.memberId))]);
    if (ids.length === 0) return [];
    const { text, name } = balanceStatement(ids.length);
    const rows = await db.query<{ merchantId: number; memberId: string; total: string }>(text, ids, { name });
    const totals = new Map(rows.map((row) => [`${row.merchantId}:${row.memberId}`, Number(row.total)]));
    return members.map((member) => totals.get(`${member.merchantId}:${member.memberId}`) ?? 0);
  },

  accountBalance: async (db: Db, accountId: string) =>
    Number(
      (await db.one<{ balance: string }>('SELECT balance FROM ledger_accounts WHERE id = $1', [accountId]))?.balance,
    ),

  /** Accounts whose cached balance differs from the sum of their entries. */
  driftedAccounts: (db: Db) =>
    db.query<{ id: string; balance: string; entries: string }>(
      `SELECT a.id::text AS id, a.balance::text AS balance, COALESCE(e.total, 0)::text AS entries
         FROM ledger_accounts a
         LEFT JOIN (SELECT account_id, SUM(amount) AS total FROM ledger_entries GROUP BY account_id) e
           ON e.account_id = a.id
        WHERE a.balance <> COALESCE(e.total, 0)`,
    ),

  /** Transfers whose entries do not sum to zero, or with fewer than two entries. */
  unbalancedTransfers: (db: Db) =>
    db.query<{ id: string; total: string; count: string }>(
      `SELECT t.id::text AS id, COALESCE(SUM(e.amount), 0)::text AS total, COUNT(e.id)::text AS count
         FROM ledger_transfers t LEFT JOIN ledger_entries e ON e.transfer_id = t.id
        GROUP BY t.id
       HAVING COALESCE(SUM(e.amount), 0) <> 0 OR COUNT(e.id) < 2`,
    ),

  /** Books (merchant, currency) whose balances do not add up to zero. */
  unbalancedBooks: (db: Db) =>
    db.query<{ merchantId: number; currency: string; total: string }>(
      `SELECT merchant_id AS "merchantId", currency, SUM(balance)::text AS total
         FROM ledger_accounts GROUP BY merchant_id, currency HAVING SUM(balance) <> 0`,
    ),

  /** Member accounts below zero (the CHECK forbids it; the check proves it). */
  negativeMemberAccounts: (db: Db) =>
    db.query<{ id: string; balance: string }>(
      `SELECT id::text AS id, balance::text AS balance FROM ledger_accounts
        WHERE kind <> 'system' AND balance < 0`,
    ),

  /**
   * Entries written by another transaction than their transfer (migration 038): added to a
   * transfer after it committed. The xid that wrote a row is its xmin, and neither table's
   * rows are ever updated, so the rows themselves say so, whatever triggers were on.
   */
  lateEntries: (db: Db) =>
    db.query<{ id: string; transferId: string }>(
      `SELECT e.id::text AS id, e.transfer_id::text AS "transferId" FROM ledger_entries e
         JOIN ledger_transfers t ON t.id = e.transfer_id
        WHERE e.xmin <> t.xmin`,
    ),

  /** Entries whose account belongs to another merchant than their transfer. */
  crossMerchantEntries: (db: Db) =>
    db.query<{ id: string }>(
      `SELECT e.id::text AS id FROM ledger_entries e
         JOIN ledger_transfers t ON t.id = e.transfer_id
         JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.merchant_id <> t.merchant_id`,
    ),
};
