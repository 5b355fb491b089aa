import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createMember } from '../../test/members.ts';
import {
  accountBalance,
  accountFor,
  ledgerCheck,
  memberBalance,
  systemAccount,
  transfer,
  vendorAccountFor,
} from './ledger.service.ts';
import { transferBetweenWallets } from './wallet.service.ts';

/**
 * Random sequences of every kind of movement a member's money sees, with retries,
 * checked against a model kept here: each wallet's balance, never below zero, and
 * the books (ledgerCheck) after every run.
 */
let t: TestApp;
let db: Db;
let merchantId: number;
let seq = 0;
const next = () => `p${Date.now().toString(36)}-${seq++}`;
beforeAll(async () => {
  t = await buildTestApp();
  db = t.db;
  merchantId = (await createMember(db)).merchantId;
});
afterAll(async () => {
  expect(await ledgerCheck(db)).toEqual([]);
  await t.close();
});

const VENDORS = ['PG', 'JILI'] as const;
const TRANSFER_MIN = 1_00; // the demo brand's
type Wallet = 'main' | (typeof VENDORS)[number];

type Op =
  | { kind: 'deposit' | 'hold'; who: number; amount: number }
  | { kind: 'release' | 'pay' | 'refund'; pick: number }
  | { kind: 'in' | 'out'; who: number; vendor: number; amount: number }
  | { kind: 'recall'; who: number }
  | { kind: 'bet' | 'win'; who: number; wallet: number; amount: number }
  | { kind: 'replay'; pick: number; same: boolean };

const who = fc.integer({ min: 0, max: 1 });
const amount = fc.integer({ min: 1, max: 4_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constantFrom('deposit' as const, 'hold' as const), who, amount }),
  fc.record({ kind: fc.constantFrom('release' as const, 'pay' as const, 'refund' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constantFrom('in' as const, 'out' as const), who, vendor: fc.nat({ max: 1 }), amount }),
  fc.record({ kind: fc.constant('recall' as const), who }),
  fc.record({ kind: fc.constantFrom('bet' as const, 'win' as const), who, wallet: fc.nat({ max: 2 }), amount }),
  fc.record({ kind: fc.constant('replay' as const), pick: fc.nat(), same: fc.boolean() }),
);

const codeOf = async (work: Promise<unknown>) => {
  try {
    await work;
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
};

interface Member {
  id: string;
  model: Record<Wallet, number>;
  accounts: Record<Wallet, string>;
}
/** A request that was applied, replayable with the same (or a changed) request. */
type Done =
  | { via: 'ledger'; key: string; type: string; entries: { accountId: string; amount: number }[] }
  | { via: 'wallet'; member: Member; body: Parameters<typeof transferBetweenWallets>[3]; moved: boolean };

async function newMember(): Promise<Member> {
  const { id } = await createMember(db);
  const accounts = {
    main: await accountFor(db, merchantId, id),
    PG: await vendorAccountFor(db, merchantId, id, 'PG'),
    JILI: await vendorAccountFor(db, merchantId, id, 'JILI'),
  };
  return { id, accounts, model: { main: 0, PG: 0, JILI: 0 } };
}

it('keeps every invariant over deposits, withdrawals, wallet transfers, bets, wins, refunds and retries', async () => {
  const system = {
    clearing: await systemAccount(db, merchantId, 'clearing:BANK'),
    hold: await systemAccount(db, merchantId, 'withdraw-hold'),
    payout: await systemAccount(db, merchantId, 'clearing:PAYOUT'),
    house: await systemAccount(db, merchantId, 'vendor:ARC'),
  };
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 30 }), async (ops) => {
      const members = [await newMember(), await newMember()];
      const holds: { id: string; member: Member; amount: number; open: boolean }[] = [];
      const bets: { key: string; member: Member; wallet: Wallet; amount: number; refunded: boolean }[] = [];
      const done: Done[] = [];

      /** A ledger move between a member wallet and a system account; the model follows only when it applied. */
      const ledgerMove = async (
        key: string,
        type: string,
        member: Member,
        wallet: Wallet,
        delta: number,
        other: string,
      ) => {
        const entries = [
          { accountId: member.accounts[wallet], amount: delta },
          { accountId: other, amount: -delta },
        ];
        const allowed = member.model[wallet] + delta >= 0;
        const code = await codeOf(transfer(db, { merchantId, key, type, entries }));
        expect(code).toBe(allowed ? 'ok' : 'insufficient-balance');
        if (!allowed) return false;
        member.model[wallet] += delta;
        done.push({ via: 'ledger', key, type, entries });
        return true;
      };

      for (const step of ops) {
        if (step.kind === 'deposit') {
          await ledgerMove(
            `deposit:${next()}`,
            'deposit',
            members[step.who] as Member,
            'main',
            step.amount,
            system.clearing,
          );
        } else if (step.kind === 'hold') {
          const member = members[step.who] as Member;
          const id = next();
          if (await ledgerMove(`withdrawal:${id}:hold`, 'withdrawal', member, 'main', -step.amount, system.hold)) {
            holds.push({ id, member, amount: step.amount, open: true });
          }
        } else if (step.kind === 'release' || step.kind === 'pay') {
          const hold = holds.filter((h) => h.open)[step.pick % Math.max(holds.length, 1)];
          if (!hold) continue;
          hold.open = false;
          const entries = [
            { accountId: system.hold, amount: -hold.amount },
            step.kind === 'release'
              ? { accountId: hold.member.accounts.main, amount: hold.amount }
              : { accountId: system.payout, amount: hold.amount },
          ];
          const key = `withdrawal:${hold.id}:${step.kind}`;
          const type = step.kind === 'release' ? 'withdrawal-release' : 'withdrawal';
          await transfer(db, { merchantId, key, type, entries });
          if (step.kind === 'release') hold.member.model.main += hold.amount;
          done.push({ via: 'ledger', key, type, entries });
        } else if (step.kind === 'bet' || step.kind === 'win') {
          const member = members[step.who] as Member;
          const wallet = (['main', ...VENDORS] as const)[step.wallet] as Wallet;
          const key = `${step.kind}:${next()}`;
          const delta = step.kind === 'bet' ? -step.amount : step.amount;
          if ((await ledgerMove(key, step.kind, member, wallet, delta, system.house)) && step.kind === 'bet') {
            bets.push({ key, member, wallet, amount: step.amount, refunded: false });
          }
        } else if (step.kind === 'refund') {
          const placed = bets[step.pick % Math.max(bets.length, 1)];
          if (!placed) continue;
          // A refund is keyed by its bet, so a second refund of one bet is a replay and changes nothing.
          const entries = [
            { accountId: system.house, amount: -placed.amount },
            { accountId: placed.member.accounts[placed.wallet], amount: placed.amount },
          ];
          const result = await transfer(db, { merchantId, key: `refund:${placed.key}`, type: 'refund', entries });
          expect(result.replayed).toBe(placed.refunded);
          if (!placed.refunded) placed.member.model[placed.wallet] += placed.amount;
          placed.refunded = true;
        } else if (step.kind === 'in' || step.kind === 'out' || step.kind === 'recall') {
          const member = members[step.who] as Member;
          const body =
            step.kind === 'recall'
              ? { type: 'recall' as const, requestId: next() }
              : { type: step.kind, vendorCode: VENDORS[step.vendor] as Wallet, amount: step.amount, requestId: next() };
          const expected = expectWallet(member, body);
          expect(await codeOf(transferBetweenWallets(db, merchantId, member.id, body))).toBe(expected);
          if (expected === 'ok') done.push({ via: 'wallet', member, body, moved: applyWallet(member, body) });
        } else if (step.kind === 'replay') {
          const previous = done[step.pick % Math.max(done.length, 1)];
          if (!previous) continue;
          if (previous.via === 'ledger') {
            const entries = step.same
              ? [...previous.entries].reverse()
              : previous.entries.map((entry) => ({ ...entry, amount: entry.amount * 3 }));
            const outcome = codeOf(transfer(db, { merchantId, key: previous.key, type: previous.type, entries }));
            expect(await outcome).toBe(step.same ? 'ok' : 'idempotency-mismatch');
          } else {
            const { body, member } = previous;
            const changed = body.type === 'recall' || step.same ? body : { ...body, amount: body.amount + 1 };
            const outcome = await codeOf(transferBetweenWallets(db, merchantId, member.id, changed));
            expect(outcome).toBe(changed === body ? 'ok' : 'idempotency-mismatch');
            // A recall that found nothing recorded nothing: its requestId is still free and a retry recalls.
            if (!previous.moved) previous.moved = applyWallet(member, body);
          }
        }
      }
      for (const member of members) {
        for (const wallet of ['main', ...VENDORS] as const) {
          expect(member.model[wallet]).toBeGreaterThanOrEqual(0);
          expect(await accountBalance(db, member.accounts[wallet])).toBe(member.model[wallet]);
        }
        const total = member.model.main + member.model.PG + member.model.JILI;
        expect(await memberBalance(db, merchantId, member.id)).toBe(total);
      }
      expect(await ledgerCheck(db)).toEqual([]);
    }),
    { numRuns: 30 },
  );
}, 300_000);

type WalletBody = Parameters<typeof transferBetweenWallets>[3];

function expectWallet(member: Member, body: WalletBody): string {
  if (body.type === 'recall') return 'ok';
  if (body.amount < TRANSFER_MIN) return 'amount-out-of-range';
  const from = body.type === 'in' ? 'main' : (body.vendorCode as Wallet);
  return member.model[from] >= body.amount ? 'ok' : 'insufficient-balance';
}

/** Applies a wallet transfer to the model; true when it moved money (so its requestId is taken). */
function applyWallet(member: Member, body: WalletBody): boolean {
  if (body.type === 'recall') {
    let moved = false;
    for (const vendor of VENDORS) {
      moved ||= member.model[vendor] > 0;
      member.model.main += member.model[vendor];
      member.model[vendor] = 0;
    }
    return moved;
  }
  const vendor = body.vendorCode as Wallet;
  const delta = body.type === 'in' ? body.amount : -body.amount;
  member.model[vendor] += delta;
  member.model.main -= delta;
  return true;
}
