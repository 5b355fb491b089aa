import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import { withRuntimeRole } from '../../test/db-roles.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createMember } from '../../test/members.ts';
import { accountBalance, accountFor, ledgerCheck, systemAccount, transfer } from './ledger.service.ts';
import { post } from './post.ts';

/**
 * The books guarded by the database itself, tried as the role the server runs as
 * (migration 016, platform/db/grants.ts): what the code never does, the database refuses.
 */
let t: TestApp;
let merchantId: number;
let clearing: string;
let seq = 0;
const key = () => `g-${Date.now().toString(36)}-${seq++}`;

beforeAll(async () => {
  t = await buildTestApp();
  merchantId = (await createMember(t.db)).merchantId;
  clearing = await systemAccount(t.db, merchantId, 'clearing:BANK');
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await ledgerCheck(t.db)).toEqual([]);
});

const asRuntime = <T>(work: (db: Db) => Promise<T>) => withRuntimeRole(t, work);
const newWallet = async () => accountFor(t.db, merchantId, (await createMember(t.db)).id);
const deposit = (db: Db, accountId: string, amount: number, k = key()) =>
  transfer(db, {
    merchantId,
    key: k,
    type: 'deposit',
    entries: [
      { accountId: clearing, amount: -amount },
      { accountId, amount },
    ],
  });
/** A transfer written by hand, as anyone holding the runtime role's connection could. */
const rawTransfer = async (db: Db, entries: [string, number][]) => {
  const row = await db.one<{ id: string }>(
    `INSERT INTO ledger_transfers (merchant_id, idempotency_key, type, request_hash)
     VALUES ($1, $2, 'raw', 'raw') RETURNING id::text AS id`,
    [merchantId, key()],
  );
  for (const [account, amount] of entries) {
    await db.query('INSERT INTO ledger_entries (transfer_id, account_id, amount) VALUES ($1, $2, $3)', [
      row?.id ?? null,
      account,
      amount,
    ]);
  }
  return row?.id as string;
};
const codeOf = (work: Promise<unknown>) =>
  work.then(
    () => 'ok',
    (error) => (error instanceof AppError ? error.code : `db: ${(error as Error).message}`),
  );

describe('as the runtime role', () => {
  it('runs as a role that is not the owner', async () => {
    const owner = await t.db.one<{ user: string }>('SELECT current_user AS user');
    const runtime = await asRuntime((db) => db.one<{ user: string }>('SELECT current_user AS user'));
    expect(runtime?.user).not.toBe(owner?.user);
  });

  it('moves money, replays and refuses overdrafts as before', async () => {
    const wallet = await newWallet();
    await asRuntime(async (db) => {
      const k = key();
      const first = await deposit(db, wallet, 1_000, k);
      expect(await deposit(db, wallet, 1_000, k)).toEqual({ transferId: first.transferId, replayed: true });
      const overdraft = transfer(db, {
        merchantId,
        key: key(),
        type: 'withdrawal',
        entries: [
          { accountId: wallet, amount: -1_001 },
          { accountId: clearing, amount: 1_001 },
        ],
      });
      expect(await codeOf(overdraft)).toBe('insufficient-balance');
      expect(await accountBalance(db, wallet)).toBe(1_000);
      expect(await ledgerCheck(db)).toEqual([]);
    });
  });

  it('applies hand-written balanced entries to the balances (the trigger, not the code)', async () => {
    const wallet = await newWallet();
    await asRuntime((db) =>
      db.tx((tx) =>
        rawTransfer(tx, [
          [clearing, -250],
          [wallet, 250],
        ]),
      ),
    );
    expect(await accountBalance(t.db, wallet)).toBe(250);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of entries and transfers', async () => {
    const wallet = await newWallet();
    const { transferId } = await deposit(t.db, wallet, 700);
    await asRuntime(async (db) => {
      for (const sql of [
        'UPDATE ledger_entries SET amount = amount * 2 WHERE transfer_id = $1',
        'DELETE FROM ledger_entries WHERE transfer_id = $1',
        `UPDATE ledger_transfers SET type = 'bonus' WHERE id = $1`,
        'DELETE FROM ledger_transfers WHERE id = $1',
      ]) {
        await expect(db.query(sql, [transferId])).rejects.toThrow(/permission denied/);
      }
      await expect(db.exec('TRUNCATE ledger_entries')).rejects.toThrow(/permission denied/);
      await expect(db.exec('TRUNCATE ledger_transfers CASCADE')).rejects.toThrow(/permission denied/);
    });
    expect(await accountBalance(t.db, wallet)).toBe(700);
  });

  it('refuses any direct change of an account: balance, opening balance, other columns, removal', async () => {
    const wallet = await newWallet();
    await deposit(t.db, wallet, 300);
    await asRuntime(async (db) => {
      await expect(db.query('UPDATE ledger_accounts SET balance = 1000000 WHERE id = $1', [wallet])).rejects.toThrow(
        /permission denied/,
      );
      await expect(
        db.query('UPDATE ledger_accounts SET balance = balance + 1 WHERE id = $1', [wallet]),
      ).rejects.toThrow(/permission denied/);
      // UPDATE of the other columns is granted so that FOR UPDATE can lock; the guard refuses the change.
      await expect(db.query(`UPDATE ledger_accounts SET code = 'x' WHERE id = $1`, [wallet])).rejects.toThrow(
        /only through ledger entries/,
      );
      await expect(
        db.query(
          `INSERT INTO ledger_accounts (merchant_id, kind, code, currency, balance, allow_negative)
           VALUES ($1, 'system', 'rich', 'PHP', 1000000, true)`,
          [merchantId],
        ),
      ).rejects.toThrow(/permission denied/);
      await expect(db.query('DELETE FROM ledger_accounts WHERE id = $1', [wallet])).rejects.toThrow(
        /permission denied/,
      );
    });
    // Even the owner cannot write a balance: it moves only with entries.
    await expect(t.db.query('UPDATE ledger_accounts SET balance = 0 WHERE id = $1', [wallet])).rejects.toThrow(
      /only through ledger entries/,
    );
    expect(await accountBalance(t.db, wallet)).toBe(300);
  });

  it('refuses an unbalanced transfer at commit', async () => {
    const wallet = await newWallet();
    const before = await accountBalance(t.db, clearing);
    await asRuntime(async (db) => {
      // One entry: the statements pass (the check is deferred), the commit does not.
      let seenInside = 0;
      const one = db.tx(async (tx) => {
        await rawTransfer(tx, [[wallet, 500]]);
        seenInside = await accountBalance(tx, wallet);
      });
      await expect(one).rejects.toThrow(/does not balance/);
      expect(seenInside).toBe(500);
      const uneven = db.tx((tx) =>
        rawTransfer(tx, [
          [clearing, -500],
          [wallet, 499],
        ]),
      );
      await expect(uneven).rejects.toThrow(/does not balance/);
      await expect(db.tx((tx) => rawTransfer(tx, []))).rejects.toThrow(/does not balance/);
      // An entry added later to a transfer that balanced: refused before the balance is looked at
      // (migration 038; ledger-late-entries.test.ts adds a balanced pair).
      const id = await db.tx((tx) =>
        rawTransfer(tx, [
          [clearing, -100],
          [wallet, 100],
        ]),
      );
      const late = db.tx((tx) =>
        tx.query('INSERT INTO ledger_entries (transfer_id, account_id, amount) VALUES ($1, $2, 5)', [id, wallet]),
      );
      await expect(late).rejects.toThrow(/only in the transaction that wrote it/);
    });
    expect(await accountBalance(t.db, wallet)).toBe(100);
    expect(await accountBalance(t.db, clearing)).toBe(before - 100);
  });

  it('refuses an unbalanced transfer even behind a temporary table of the same name', async () => {
    const wallet = await newWallet();
    const schema = (await t.db.one<{ s: string }>('SELECT current_schema() AS s'))?.s as string;
    await asRuntime(async (db) => {
      const sneaky = db.tx(async (tx) => {
        // pg_temp comes first in a session's search_path: the check must not read this table.
        await tx.exec('CREATE TEMP TABLE ledger_entries (transfer_id bigint, account_id bigint, amount bigint)');
        const row = await tx.one<{ id: string }>(
          `INSERT INTO "${schema}".ledger_transfers (merchant_id, idempotency_key, type, request_hash)
           VALUES ($1, $2, 'raw', 'raw') RETURNING id::text AS id`,
          [merchantId, key()],
        );
        await tx.query(
          `INSERT INTO "${schema}".ledger_entries (transfer_id, account_id, amount) VALUES ($1, $2, 900), ($1, $3, -1)`,
          [row?.id ?? null, wallet, clearing],
        );
        await tx.query('INSERT INTO ledger_entries VALUES ($1, 0, 1), ($1, 0, -1)', [row?.id ?? null]);
      });
      await expect(sneaky).rejects.toThrow(/does not balance/);
    });
    expect(await accountBalance(t.db, wallet)).toBe(0);
  });

  it('refuses to disable or drop triggers, drop or create tables, or switch triggers off', async () => {
    await asRuntime(async (db) => {
      await expect(db.exec('ALTER TABLE ledger_entries DISABLE TRIGGER ALL')).rejects.toThrow(/must be owner/);
      await expect(db.exec('ALTER TABLE ledger_accounts DISABLE TRIGGER ledger_accounts_guard')).rejects.toThrow(
        /must be owner/,
      );
      await expect(db.exec('DROP TRIGGER ledger_entries_append_only ON ledger_entries')).rejects.toThrow(
        /must be owner/,
      );
      await expect(db.exec('DROP TRIGGER ledger_entries_balanced ON ledger_entries')).rejects.toThrow(/must be owner/);
      await expect(db.exec('DROP TABLE ledger_entries')).rejects.toThrow(/must be owner/);
      await expect(db.exec('ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_no_overdraft')).rejects.toThrow(
        /must be owner/,
      );
      await expect(db.exec('CREATE TABLE intruder (id int)')).rejects.toThrow(/permission denied/);
      await expect(db.exec('SET session_replication_role = replica')).rejects.toThrow(/permission denied/);
    });
  });

  it('keeps the operator audit, lottery seeds and migration list unwritable but readable', async () => {
    await asRuntime(async (db) => {
      await expect(db.query(`UPDATE operator_audit SET action = 'x'`)).rejects.toThrow(/permission denied/);
      await expect(db.query('DELETE FROM operator_audit')).rejects.toThrow(/permission denied/);
      await expect(db.query(`UPDATE lottery_draw_seeds SET seed_hash = seed`)).rejects.toThrow(/permission denied/);
      await expect(db.query('DELETE FROM lottery_draw_seeds')).rejects.toThrow(/permission denied/);
      await expect(db.query(`DELETE FROM schema_migrations`)).rejects.toThrow(/permission denied/);
      await expect(db.query(`INSERT INTO schema_migrations (id) VALUES ('999-x')`)).rejects.toThrow(
        /permission denied/,
      );
      expect((await db.query('SELECT id FROM schema_migrations')).length).toBeGreaterThan(0);
      expect(await db.query('SELECT 1 FROM operator_audit LIMIT 1')).toBeDefined();
    });
  });
});

describe('a transfer', () => {
  it('takes three statements inside its transaction (was six: each entry also updated its balance)', async () => {
    const wallet = await newWallet();
    await deposit(t.db, wallet, 1_000);
    const other = await newWallet();
    let statements = 0;
    const counting = (db: Db): Db => ({
      ...db,
      query: (sql, params) => {
        statements++;
        return db.query(sql, params);
      },
      one: (sql, params) => {
        statements++;
        return db.one(sql, params);
      },
      exec: (sql) => {
        statements++;
        return db.exec(sql);
      },
      tx: (work) => db.tx((tx) => work(counting(tx))),
    });
    await asRuntime((db) =>
      transfer(counting(db), {
        merchantId,
        key: key(),
        type: 'transfer',
        entries: [
          { accountId: wallet, amount: -400 },
          { accountId: other, amount: 400 },
        ],
      }),
    );
    // Insert the transfer, lock its accounts, insert its entries (plus BEGIN and COMMIT, as before).
    expect(statements).toBe(3);
    expect(await accountBalance(t.db, other)).toBe(400);
  });
});

describe('the posting function', () => {
  it('keeps one generic plan per statement, not a new plan on every posting (migration 036)', async () => {
    const row = await t.db.one<{ config: string[] | null }>(
      `SELECT proconfig AS config FROM pg_proc WHERE proname = 'ledger_post' AND pronamespace = current_schema()::regnamespace`,
    );
    expect(row?.config).toContain('plan_cache_mode=force_generic_plan');
  });

  it("refuses another brand's account, a second currency and a missing account, and writes nothing", async () => {
    const wallet = await newWallet();
    const other = await t.db.one<{ id: number }>('SELECT id FROM merchants WHERE id <> $1 ORDER BY id LIMIT 1', [
      merchantId,
    ]);
    // Opened by hand: the other brand's account in this brand's currency, this brand's in another.
    const open = async (brand: number, currency: string) =>
      (
        await t.db.one<{ id: string }>(
          `INSERT INTO ledger_accounts (merchant_id, kind, code, currency, allow_negative)
           SELECT $1, 'system', $2, CASE WHEN $3 = '' THEN m.currency ELSE $3 END, true
             FROM merchants m WHERE m.id = $4 RETURNING id::text AS id`,
          [brand, `by-hand-${key()}`, currency, merchantId],
        )
      )?.id as string;
    const elsewhere = await open(Number(other?.id), '');
    const dollars = await open(merchantId, 'USD');
    for (const from of [elsewhere, dollars, '999999999']) {
      const k = key();
      const entries = [
        { account: { id: from }, amount: -100 },
        { account: { id: wallet }, amount: 100 },
      ];
      expect(await codeOf(asRuntime((db) => post(db, { merchantId, key: k, type: 'deposit', entries })))).toBe(
        'bad-request',
      );
      expect(await t.db.query('SELECT 1 FROM ledger_transfers WHERE idempotency_key = $1', [k])).toHaveLength(0);
    }
    expect(await accountBalance(t.db, wallet)).toBe(0);
    // The accounts are locked and read by key: the answer carries each one's balance after the posting.
    const posted = await asRuntime((db) =>
      post(db, {
        merchantId,
        key: key(),
        type: 'deposit',
        entries: [
          { account: { id: clearing }, amount: -250 },
          { account: { id: wallet }, amount: 250 },
        ],
      }),
    );
    expect(posted.balances[wallet]).toBe(250);
    expect(posted.balances[clearing]).toBe(await accountBalance(t.db, clearing));
  });
});
