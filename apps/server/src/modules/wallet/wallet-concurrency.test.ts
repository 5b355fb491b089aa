import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { decide, twoOperators } from '../approvals/test-kit.ts';
import { accountFor, ledgerCheck, memberBalance, vendorAccountFor } from './ledger.service.ts';
import { type Player, player, post, requestId } from './money-test-kit.ts';

/**
 * Many callers moving one member's money at once: credits (an operator's adjustment,
 * approved by a second operator), wallet transfers and recalls race on the same accounts. Nothing may fail with a server error (no
 * deadlock, no duplicate-key escape), and the books must hold. PostgreSQL only:
 * PGlite has one connection, so nothing there runs at the same time.
 */
const VENDORS = ['PG', 'JILI', 'PP'];
const onPostgres = !!process.env.TEST_DATABASE_URL;
let t: TestApp;
beforeAll(async () => {
  if (onPostgres) t = await buildTestApp();
});
afterAll(async () => {
  if (!onPostgres) return;
  expect(await ledgerCheck(t.db)).toEqual([]);
  await t.close();
});

describe.skipIf(!onPostgres)('wallet moves under concurrency (PostgreSQL)', () => {
  it('answers every racing call without a server error and keeps every credit', async () => {
    const { maker, checker } = await twoOperators(t.app, t.db);
    /** An adjustment asked by one operator and approved by another: the approval moves the money. */
    const credit = async (member: Player) => {
      const asked = await maker('POST', `/ops/members/${member.account}/adjust`, {
        merchant: 'demo',
        direction: 'credit',
        amount: 5_000,
        reason: 'race',
        requestId: requestId(),
      });
      return asked.status === 200 ? decide(checker, asked.body.value.id, 'approve') : asked;
    };
    const members: Player[] = [await player(t.db), await player(t.db)];
    // Each member's wallets straddle a power of ten (998, 999, 1000, 1001): locks taken in any order
    // but the numeric one (as text, say) would meet in opposite orders and deadlock.
    for (const member of members) {
      const top = await t.db.one<{ max: string | null }>('SELECT MAX(id)::text AS max FROM ledger_accounts');
      const next = 10 ** String(Number(top?.max ?? 0) + 5).length;
      await t.db.query(`SELECT setval('ledger_accounts_id_seq', $1)`, [next - 3]);
      await accountFor(t.db, member.merchantId, member.id);
      for (const vendor of VENDORS) await vendorAccountFor(t.db, member.merchantId, member.id, vendor);
    }
    const credited = new Map<string, number>();
    const failures: string[] = [];
    const call = async (round: number) => {
      const member = members[round % members.length] as Player;
      const roll = round % 7;
      const answer =
        roll < 2
          ? await credit(member)
          : await post(
              t.app,
              '/wps/relay/GCS_walletTransfer',
              member.auth,
              roll === 6
                ? { type: 'recall', requestId: requestId() }
                : {
                    type: roll < 4 ? 'in' : 'out',
                    vendorCode: VENDORS[round % 3],
                    amount: 1_000,
                    requestId: requestId(),
                  },
            );
      if (answer.status >= 500) failures.push(JSON.stringify(answer.body));
      if (roll < 2 && answer.status === 200) credited.set(member.id, (credited.get(member.id) ?? 0) + 5_000);
    };
    for (let batch = 0; batch < 10; batch++) {
      await Promise.all(Array.from({ length: 24 }, (_, index) => call(batch * 24 + index)));
    }
    expect(failures).toEqual([]);
    for (const member of members) {
      expect(await memberBalance(t.db, member.merchantId, member.id)).toBe(credited.get(member.id) ?? 0);
    }
  }, 120_000);
});
