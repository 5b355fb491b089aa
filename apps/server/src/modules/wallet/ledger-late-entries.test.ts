import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/db.ts';
import { withRuntimeRole } from '../../test/db-roles.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createMember } from '../../test/members.ts';
import { accountBalance, accountFor, ledgerCheck, systemAccount, transfer } from './ledger.service.ts';
import { post } from './post.ts';

/**
 * Issue 35, hole 6: entries are written only by the transaction that wrote their transfer
 * (migration 038), and ledger:check proves it from the rows (rule entries-written-with-transfer).
 */
let t: TestApp;
let merchantId: number;
let clearing: string;
let seq = 0;
const key = () => `late-${Date.now().toString(36)}-${seq++}`;

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
const deposit = (db: Db, accountId: string, amount: number) =>
  transfer(db, {
    merchantId,
    key: key(),
    type: 'deposit',
    entries: [
      { accountId: clearing, amount: -amount },
      { accountId, amount },
    ],
  });
const entriesOf = async (transferId: string) =>
  Number(
    (await t.db.one<{ n: string }>('SELECT count(*) AS n FROM ledger_entries WHERE transfer_id = $1', [transferId]))?.n,
  );

/** The seeded books' first transfer: a historic deposit, its member's wallet and the clearing account it came from. */
async function historicDeposit() {
  const rows = await t.db.query<{ id: string; type: string; account: string; amount: string }>(
    `SELECT t.id::text AS id, t.type, e.account_id::text AS account, e.amount::text AS amount
       FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id
      WHERE t.id = (SELECT min(id) FROM ledger_transfers) ORDER BY e.amount`,
  );
  const [from, to] = rows;
  if (!from || !to || from.type !== 'deposit') throw new Error('the seeded books start with a deposit');
  return { id: from.id, wallet: to.account, clearing: from.account };
}

describe('a committed transfer', () => {
  it("refuses the issue's balanced pair added to a historic deposit, as the runtime role", async () => {
    const historic = await historicDeposit();
    const before = [await accountBalance(t.db, historic.wallet), await accountBalance(t.db, historic.clearing)];
    // The statement: (1, 1, 5000), (1, 3, -5000) on the seeded books.
    const addPair = (db: Db) =>
      db.query('INSERT INTO ledger_entries (transfer_id, account_id, amount) VALUES ($1, $2, 5000), ($1, $3, -5000)', [
        historic.id,
        historic.wallet,
        historic.clearing,
      ]);
    await asRuntime(async (db) => {
      await expect(addPair(db)).rejects.toMatchObject({
        code: '23514',
        message: `ledger transfer ${historic.id} takes entries only in the transaction that wrote it`,
      });
      // Nor from a transaction that writes a transfer of its own beside it.
      const wallet = await newWallet();
      const beside = db.tx(async (tx) => {
        await deposit(tx, wallet, 100);
        await addPair(tx);
      });
      await expect(beside).rejects.toThrow(/only in the transaction that wrote it/);
    });
    expect([await accountBalance(t.db, historic.wallet), await accountBalance(t.db, historic.clearing)]).toEqual(
      before,
    );
    expect(await entriesOf(historic.id)).toBe(2);
  });

  it('is caught by ledger:check when an owner switches the guards off, adds the pair and evens the balances', async () => {
    const historic = await historicDeposit();
    const rollback = new Error('undo the corruption');
    let found: Awaited<ReturnType<typeof ledgerCheck>> = [];
    // All in one transaction rolled back at the end (DDL included): the other tests see clean books.
    const corrupt = t.db.tx(async (tx) => {
      await tx.exec(`ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_apply;
                     ALTER TABLE ledger_accounts DISABLE TRIGGER ledger_accounts_guard`);
      await tx.query(
        'INSERT INTO ledger_entries (transfer_id, account_id, amount) VALUES ($1, $2, 5000), ($1, $3, -5000)',
        [historic.id, historic.wallet, historic.clearing],
      );
      // Balances made to match the entries: every older rule holds.
      await tx.query('UPDATE ledger_accounts SET balance = balance + 5000 WHERE id = $1', [historic.wallet]);
      await tx.query('UPDATE ledger_accounts SET balance = balance - 5000 WHERE id = $1', [historic.clearing]);
      found = await ledgerCheck(tx);
      throw rollback;
    });
    await expect(corrupt).rejects.toBe(rollback);
    expect(found.map((violation) => violation.rule)).toEqual([
      'entries-written-with-transfer',
      'entries-written-with-transfer',
    ]);
    expect(found[0]?.detail).toMatch(new RegExp(`added to transfer ${historic.id} by another transaction`));
  });
});

describe('a new transfer', () => {
  it('takes its entries under a savepoint, as job handlers and upline payouts post', async () => {
    const wallet = await newWallet();
    await asRuntime((db) =>
      db.tx(async (tx) => {
        await tx.query('SAVEPOINT posting');
        await deposit(tx, wallet, 700);
        await post(tx, {
          merchantId,
          key: key(),
          type: 'deposit',
          entries: [
            { account: { id: clearing }, amount: -300 },
            { account: { id: wallet }, amount: 300 },
          ],
        });
        await tx.query('RELEASE SAVEPOINT posting');
      }),
    );
    expect(await accountBalance(t.db, wallet)).toBe(1_000);
  });

  it('takes no entries from a savepoint begun after it was written: a transfer and its entries are one write', async () => {
    const wallet = await newWallet();
    const split = asRuntime((db) =>
      db.tx(async (tx) => {
        const row = await tx.one<{ id: string }>(
          `INSERT INTO ledger_transfers (merchant_id, idempotency_key, type, request_hash)
           VALUES ($1, $2, 'raw', 'raw') RETURNING id::text AS id`,
          [merchantId, key()],
        );
        await tx.query('SAVEPOINT entries');
        await tx.query(
          'INSERT INTO ledger_entries (transfer_id, account_id, amount) VALUES ($1, $2, -1), ($1, $3, 1)',
          [row?.id ?? null, clearing, wallet],
        );
      }),
    );
    await expect(split).rejects.toThrow(/only in the transaction that wrote it/);
    expect(await accountBalance(t.db, wallet)).toBe(0);
  });
});
