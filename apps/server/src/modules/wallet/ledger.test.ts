import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { bearerHeader, createMember, tokenFor } from '../../test/members.ts';
import { get } from '../../test/requests.ts';
import { ledgerRepo } from './ledger.repo.ts';
import {
  accountBalance,
  accountFor,
  ledgerCheck,
  systemAccount,
  transfer,
  vendorAccountFor,
} from './ledger.service.ts';

let t: TestApp;
let db: Db;
let merchantId: number;
let clearing: string;
let keySeq = 0;
const key = () => `k-${Date.now()}-${keySeq++}`;

beforeAll(async () => {
  t = await buildTestApp();
  db = t.db;
  merchantId = (await createMember(db)).merchantId;
  clearing = await systemAccount(db, merchantId, 'clearing:BANK');
});
afterAll(() => t.close());
// Every scenario leaves the books provably right.
afterEach(async () => {
  expect(await ledgerCheck(db)).toEqual([]);
});

const newWallet = async () => accountFor(db, merchantId, (await createMember(db)).id);
const deposit = (accountId: string, amount: number, k = key()) =>
  transfer(db, {
    merchantId,
    key: k,
    type: 'deposit',
    entries: [
      { accountId: clearing, amount: -amount },
      { accountId, amount },
    ],
  });
const withdraw = (accountId: string, amount: number, k = key()) =>
  transfer(db, {
    merchantId,
    key: k,
    type: 'withdrawal',
    entries: [
      { accountId, amount: -amount },
      { accountId: clearing, amount },
    ],
  });
const codeOf = async (work: Promise<unknown>) => {
  try {
    await work;
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
};

describe('ledger', () => {
  it('creates each account once', async () => {
    const member = await createMember(db);
    const [a, b] = await Promise.all([accountFor(db, merchantId, member.id), accountFor(db, merchantId, member.id)]);
    expect(a).toBe(b);
    expect(await systemAccount(db, merchantId, 'clearing:BANK')).toBe(clearing);
    expect(await vendorAccountFor(db, merchantId, member.id, 'ARC')).not.toBe(a);
  });

  it('moves money with entries that sum to zero', async () => {
    const wallet = await newWallet();
    const before = await accountBalance(db, clearing);
    await deposit(wallet, 10_000);
    await withdraw(wallet, 2_500);
    expect(await accountBalance(db, wallet)).toBe(7_500);
    expect(await accountBalance(db, clearing)).toBe(before - 7_500);
  });

  it('refuses unbalanced, empty, fractional and zero entries', async () => {
    const wallet = await newWallet();
    const bad = [
      [
        { accountId: clearing, amount: -100 },
        { accountId: wallet, amount: 99 },
      ],
      [{ accountId: wallet, amount: 0 }],
      [],
      [
        { accountId: clearing, amount: -1.5 },
        { accountId: wallet, amount: 1.5 },
      ],
      [
        { accountId: clearing, amount: 0 },
        { accountId: wallet, amount: 0 },
      ],
      [
        { accountId: 'x', amount: -1 },
        { accountId: wallet, amount: 1 },
      ],
      [
        { accountId: '999999999', amount: -1 },
        { accountId: wallet, amount: 1 },
      ],
    ];
    for (const entries of bad) {
      expect(await codeOf(transfer(db, { merchantId, key: key(), type: 'deposit', entries }))).toBe('bad-request');
    }
    expect(await accountBalance(db, wallet)).toBe(0);
  });

  it('refuses an overdraft and applies nothing', async () => {
    const wallet = await newWallet();
    const other = await newWallet();
    await deposit(wallet, 1_000);
    const k = key();
    const overdraft = transfer(db, {
      merchantId,
      key: k,
      type: 'transfer',
      entries: [
        { accountId: other, amount: 1_001 },
        { accountId: wallet, amount: -1_001 },
      ],
    });
    expect(await codeOf(overdraft)).toBe('insufficient-balance');
    expect(await accountBalance(db, wallet)).toBe(1_000);
    expect(await accountBalance(db, other)).toBe(0);
    // The refused key was not consumed: the transfer left no trace.
    const transfers = await db.query('SELECT 1 FROM ledger_transfers WHERE idempotency_key = $1', [k]);
    expect(transfers).toHaveLength(0);
  });

  it('replays the same key and request with the first result', async () => {
    const wallet = await newWallet();
    const k = key();
    const first = await deposit(wallet, 500, k);
    const again = await deposit(wallet, 500, k);
    expect(again).toEqual({ transferId: first.transferId, replayed: true });
    expect(first.replayed).toBe(false);
    expect(await accountBalance(db, wallet)).toBe(500);
  });

  it('refuses the same key with a different request', async () => {
    const wallet = await newWallet();
    const k = key();
    await deposit(wallet, 500, k);
    expect(await codeOf(deposit(wallet, 600, k))).toBe('idempotency-mismatch');
    expect(await codeOf(withdraw(wallet, 500, k))).toBe('idempotency-mismatch');
    expect(await accountBalance(db, wallet)).toBe(500);
  });

  it('never lets a member account go negative or change outside its entries, even written directly', async () => {
    const wallet = await newWallet();
    await expect(db.query('UPDATE ledger_accounts SET balance = -1 WHERE id = $1', [wallet])).rejects.toThrow(
      /only through ledger entries/,
    );
    await expect(db.query(`UPDATE ledger_accounts SET allow_negative = true WHERE id = $1`, [wallet])).rejects.toThrow(
      /only through ledger entries/,
    );
    // Entries written by hand still meet the no-overdraft CHECK when they reach the balance.
    const handWritten = db.tx(async (tx) => {
      const row = await tx.one<{ id: string }>(
        `INSERT INTO ledger_transfers (merchant_id, idempotency_key, type, request_hash)
         VALUES ($1, $2, 'raw', 'raw') RETURNING id::text AS id`,
        [merchantId, key()],
      );
      await tx.query('INSERT INTO ledger_entries (transfer_id, account_id, amount) VALUES ($1, $2, -1), ($1, $3, 1)', [
        row?.id ?? null,
        wallet,
        clearing,
      ]);
    });
    await expect(handWritten).rejects.toThrow(/ledger_accounts_no_overdraft/);
    expect(await accountBalance(db, wallet)).toBe(0);
  });

  it('keeps entries and transfers append-only', async () => {
    const wallet = await newWallet();
    const { transferId } = await deposit(wallet, 700);
    await expect(
      db.query('UPDATE ledger_entries SET amount = amount * 2 WHERE transfer_id = $1', [transferId]),
    ).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM ledger_entries WHERE transfer_id = $1', [transferId])).rejects.toThrow(
      /append-only/,
    );
    await expect(db.query(`UPDATE ledger_transfers SET type = 'bonus' WHERE id = $1`, [transferId])).rejects.toThrow(
      /append-only/,
    );
    await expect(db.query('DELETE FROM ledger_transfers WHERE id = $1', [transferId])).rejects.toThrow(/append-only/);
    await expect(db.exec('TRUNCATE ledger_entries, ledger_transfers CASCADE')).rejects.toThrow(/append-only/);
    const rows = await db.query<{ amount: string }>('SELECT amount FROM ledger_entries WHERE transfer_id = $1', [
      transferId,
    ]);
    expect(rows.map((row) => Number(row.amount)).sort((a, b) => a - b)).toEqual([-700, 700]);
  });

  it('keeps every invariant over random sequences of movements and retries', async () => {
    type Op =
      | { kind: 'deposit'; to: number; amount: number }
      | { kind: 'withdraw'; from: number; amount: number }
      | { kind: 'move'; from: number; to: number; amount: number }
      | { kind: 'replay'; pick: number; same: boolean };
    const who = fc.integer({ min: 0, max: 2 });
    const amount = fc.integer({ min: 1, max: 5_000 });
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constant('deposit' as const), to: who, amount }),
      fc.record({ kind: fc.constant('withdraw' as const), from: who, amount }),
      fc.record({ kind: fc.constant('move' as const), from: who, to: who, amount }),
      fc.record({ kind: fc.constant('replay' as const), pick: fc.nat(), same: fc.boolean() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const wallets = [await newWallet(), await newWallet(), await newWallet()];
        const model = [0, 0, 0];
        const done: { key: string; entries: { accountId: string; amount: number }[]; transferId: string }[] = [];
        for (const step of ops) {
          if (step.kind === 'replay') {
            const previous = done[step.pick % Math.max(done.length, 1)];
            if (!previous) continue;
            const entries = step.same
              ? [...previous.entries].reverse()
              : previous.entries.map((entry) => ({ ...entry, amount: entry.amount * 2 }));
            const result = transfer(db, { merchantId, key: previous.key, type: 'op', entries });
            if (step.same) expect((await result).transferId).toBe(previous.transferId);
            else expect(await codeOf(result)).toBe('idempotency-mismatch');
            continue;
          }
          const from = step.kind === 'deposit' ? null : step.from;
          const to = step.kind === 'withdraw' ? null : step.to;
          if (from !== null && from === to) continue;
          const entries = [
            { accountId: from === null ? clearing : (wallets[from] as string), amount: -step.amount },
            { accountId: to === null ? clearing : (wallets[to] as string), amount: step.amount },
          ];
          const k = key();
          const allowed = from === null || (model[from] ?? 0) >= step.amount;
          const outcome = await transfer(db, { merchantId, key: k, type: 'op', entries }).catch((error) => error);
          if (!allowed) {
            expect(outcome).toBeInstanceOf(AppError);
            expect(outcome.code).toBe('insufficient-balance');
            continue;
          }
          expect(outcome.replayed).toBe(false);
          done.push({ key: k, entries, transferId: outcome.transferId });
          if (from !== null) model[from] = (model[from] ?? 0) - step.amount;
          if (to !== null) model[to] = (model[to] ?? 0) + step.amount;
        }
        for (const [index, wallet] of wallets.entries()) {
          expect(await accountBalance(db, wallet)).toBe(model[index]);
          expect(model[index] ?? 0).toBeGreaterThanOrEqual(0);
        }
        expect(await ledgerCheck(db)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'serialises 200 concurrent debits on one wallet: exactly 150 of 1.00 from 150.00 succeed (PostgreSQL only)',
    async () => {
      const wallet = await newWallet();
      await deposit(wallet, 15_000);
      const results = await Promise.all(Array.from({ length: 200 }, () => codeOf(withdraw(wallet, 100))));
      expect(results.filter((code) => code === 'ok')).toHaveLength(150);
      expect(results.filter((code) => code === 'insufficient-balance')).toHaveLength(50);
      expect(await accountBalance(db, wallet)).toBe(0);
    },
    60_000,
  );
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'applies one key once when retries race (PostgreSQL only)',
    async () => {
      const wallet = await newWallet();
      const k = key();
      const results = await Promise.all(Array.from({ length: 20 }, () => deposit(wallet, 300, k)));
      expect(new Set(results.map((result) => result.transferId)).size).toBe(1);
      expect(results.filter((result) => !result.replayed)).toHaveLength(1);
      expect(await accountBalance(db, wallet)).toBe(300);
    },
    60_000,
  );
  if (!process.env.TEST_DATABASE_URL) {
    it('concurrency test needs PostgreSQL', () => {
      console.info('skipped: concurrent debits need PostgreSQL (set TEST_DATABASE_URL); PGlite has one connection');
    });
  }
});

describe('GET /wps/v2/wallets/balance', () => {
  it('sums the main and vendor wallets in minor units', async () => {
    const member = await createMember(db);
    const token = await tokenFor(db, member);
    const empty = await get(t.app, '/wps/v2/wallets/balance', bearerHeader(token));
    expect(empty.status).toBe(200);
    expect(empty.body.value).toEqual({ sumBalance: 0 });

    const main = await accountFor(db, merchantId, member.id);
    const vendor = await vendorAccountFor(db, merchantId, member.id, 'ARC');
    await deposit(main, 12_345);
    await transfer(db, {
      merchantId,
      key: key(),
      type: 'vendor-in',
      entries: [
        { accountId: main, amount: -2_000 },
        { accountId: vendor, amount: 2_000 },
      ],
    });
    const { body } = await get(t.app, '/wps/v2/wallets/balance', bearerHeader(token));
    expect(body.value).toEqual({ sumBalance: 12_345 });
  });

  it('answers members asking at the same moment each their own total', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => createMember(db)));
    const tokens = await Promise.all(members.map((member) => tokenFor(db, member)));
    for (const [i, member] of members.entries())
      if (i > 0) await deposit(await accountFor(db, merchantId, member.id), i * 100);
    const answers = await Promise.all(
      tokens.map((token) => get(t.app, '/wps/v2/wallets/balance', bearerHeader(token))),
    );
    expect(answers.map((answer) => answer.body.value)).toEqual(
      [0, 100, 200, 300].map((sumBalance) => ({ sumBalance })),
    );
    // Read in one statement, each total is still its own brand's: under another brand the member has nothing.
    const [, second] = members;
    const asked = [second, second].map((member, i) => ({ merchantId: merchantId + i, memberId: String(member?.id) }));
    expect(await ledgerRepo.memberBalances(db, asked)).toEqual([100, 0]);
    // Three members read as a list of four (the last repeated): each total once, in the order asked.
    const three = members.slice(1).map((member) => ({ merchantId, memberId: String(member.id) }));
    expect(await ledgerRepo.memberBalances(db, three)).toEqual([100, 200, 300]);
  });

  // PostgreSQL only: the embedded database's client sends every statement unnamed.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'keeps one plan per list size rather than planning every read',
    async () => {
      const member = await createMember(db);
      const plans = await db.tx(async (tx) => {
        for (let i = 0; i < 7; i++) await ledgerRepo.memberBalances(tx, [{ merchantId, memberId: member.id }]);
        return tx.one<{ generic: string }>(
          `SELECT generic_plans::text AS generic FROM pg_prepared_statements WHERE name = 'ledger_member_balances_1'`,
        );
      });
      expect(Number(plans?.generic)).toBeGreaterThan(0);
    },
  );

  it('needs a session', async () => {
    const { status, body } = await get(t.app, '/wps/v2/wallets/balance', { 'x-lang': 'VI' });
    expect(status).toBe(401);
    expect(body.code).toBe('not-logged-in');
  });
});
