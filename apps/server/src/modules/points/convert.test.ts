import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { ledgerCheck } from '../wallet/ledger.service.ts';
import { addDay, balanceOf, convert, member, memberGet, requestId, UNIT } from './test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  expect(await ledgerCheck(t.db)).toEqual([]);
  await t.close();
});

/** A member holding `points`, earned from valid bets. */
async function holder(points: number) {
  const who = await member(t.db);
  await addDay(t.db, who, { validBet: points * UNIT });
  expect(await balanceOf(t.app, who)).toBe(points);
  return who;
}

const sumBalance = async (who: Awaited<ReturnType<typeof member>>) =>
  (await memberGet(t.app, who, '/wps/v2/wallets/balance')).body.value.sumBalance as number;

describe('converting points into wallet money', () => {
  it('moves money through the ledger at the brand ratio and spends the points', async () => {
    const who = await holder(1_250);
    const { status, body } = await convert(t.app, who, { points: 1_250 });
    expect(status).toBe(200);
    // 100 points are worth 1.00: 1,250 points are 12.50.
    expect(body.value).toEqual({ points: 1_250, amount: 12_50, balance: 0, sumBalance: 12_50 });
    expect(await sumBalance(who)).toBe(12_50);
    const record = await memberGet(t.app, who, '/wps/relay/ODSFE2_MemTransDet?type=points');
    expect(record.body.value.list).toMatchObject([{ type: 'points', amount: 12_50, remark: '1250 points' }]);
    const entry = (await memberGet(t.app, who, '/wps/relay/MCS2_getPointDetails?kind=convert')).body.value.list;
    expect(entry).toMatchObject([{ points: -1_250, balanceAfter: 0, amount: 12_50 }]);
    expect(entry[0].reference).toMatch(/^PC\d+$/);
  });

  it('converts once when the same request is sent twice, one after the other or at once', async () => {
    const who = await holder(1_000);
    const id = requestId();
    const first = await convert(t.app, who, { points: 300, requestId: id });
    const again = await convert(t.app, who, { points: 300, requestId: id });
    expect(first.body.value).toMatchObject({ points: 300, amount: 3_00, balance: 700 });
    expect(again.status).toBe(200);
    expect(again.body.value).toMatchObject({ points: 300, amount: 3_00, balance: 700, sumBalance: 3_00 });

    const twin = requestId();
    const both = await Promise.all([
      convert(t.app, who, { points: 400, requestId: twin }),
      convert(t.app, who, { points: 400, requestId: twin }),
    ]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await balanceOf(t.app, who)).toBe(300);
    expect(await sumBalance(who)).toBe(7_00);
    const transfers = await t.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_transfers WHERE type = 'points' AND metadata->>'remark' LIKE '% points' AND idempotency_key LIKE 'points-convert:%' AND id IN (SELECT transfer_id FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.member_id = $1)",
      [who.id],
    );
    expect(transfers?.n).toBe(2);

    const other = await convert(t.app, who, { points: 200, requestId: id });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('idempotency-mismatch');
  });

  it('refuses fewer points than the brand minimum, more than the member holds, or a wrong password', async () => {
    const who = await holder(150);
    const few = await convert(t.app, who, { points: 99 });
    expect(few.status).toBe(400);
    expect(few.body).toMatchObject({ code: 'points-below-minimum', message: 'Convert at least 100 points at a time.' });
    const many = await convert(t.app, who, { points: 151 });
    expect(many.status).toBe(409);
    expect(many.body.code).toBe('insufficient-points');
    const wrong = await convert(t.app, who, { points: 100, paymentPassword: '999999' });
    expect(wrong.body.code).toBe('wrong-payment-password');
    // A refused request does not use up its key.
    const id = requestId();
    expect((await convert(t.app, who, { points: 200, requestId: id })).status).toBe(409);
    expect((await convert(t.app, who, { points: 150, requestId: id })).status).toBe(200);
    expect(await sumBalance(who)).toBe(1_50);
  });

  it('rounds the money down to the minor unit at an uneven ratio', async () => {
    const who = await holder(1_000);
    await t.db.query('UPDATE point_settings SET points_ratio = 300 WHERE merchant_id = $1', [who.merchantId]);
    try {
      const { body } = await convert(t.app, who, { points: 1_000 });
      // 1,000 / 300 = 3.333…: 3.33 credited, all 1,000 points spent (the form shows this before sending).
      expect(body.value).toMatchObject({ amount: 3_33, balance: 0 });
    } finally {
      await t.db.query('UPDATE point_settings SET points_ratio = 100 WHERE merchant_id = $1', [who.merchantId]);
    }
  });
});
