import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { get, send } from '../../test/requests.ts';
import { bind, PAY_PW, payer, requestId } from '../withdrawals/test-kit.ts';
import { bet, claim, createPromotion, deposit, FIRST_DEPOSIT, type Player } from './test-kit.ts';
import { turnoverDone } from './turnover.ts';

describe('turnoverDone', () => {
  it('meets bonuses one after another, counting each bet once, from each bonus’s own start', () => {
    // Two bonuses paid at 0 valid bets: the second counts only after the first is met.
    expect(
      turnoverDone(
        [
          { required: 100, base: 0 },
          { required: 50, base: 0 },
        ],
        120,
      ),
    ).toEqual([100, 20]);
    // A bonus paid later counts from its own moment, even when the earlier one was met long before.
    expect(
      turnoverDone(
        [
          { required: 100, base: 0 },
          { required: 50, base: 500 },
        ],
        520,
      ),
    ).toEqual([100, 20]);
    // Bets before a bonus never count for it.
    expect(turnoverDone([{ required: 100, base: 300 }], 250)).toEqual([0]);
    // No requirement: nothing to count, and the next bonus is not held back.
    expect(
      turnoverDone(
        [
          { required: 0, base: 0 },
          { required: 10, base: 0 },
        ],
        10,
      ),
    ).toEqual([0, 10]);
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const withdraw = (p: Player, accountId: string, amount: number) =>
  send(t.app, {
    method: 'POST',
    url: '/wps/member/withdrawals',
    headers: p.headers,
    payload: { amount, accountId, paymentPassword: PAY_PW, requestId: requestId() },
  });

describe('a bonus with turnover', () => {
  it('blocks withdrawals until its valid bets are met, and the withdraw page shows what remains', async () => {
    const id = await createPromotion(t.app, FIRST_DEPOSIT, { turnoverMultiple: 2 });
    const p = await payer(t.db);
    const account = await bind(t.app, p);
    expect(account.status).toBe(200);
    await deposit(t, p, 200_00);
    expect((await claim(t.app, p, id)).body.value.bonus).toMatchObject({ amount: 200_00, turnoverRequired: 400_00 });

    const refused = await withdraw(p, account.body.value.id, 100_00);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'bonus-turnover-required', value: { remaining: 400_00 } });
    expect(refused.body.message).toContain('400.00');
    expect((await get(t.app, '/wps/member/withdraw/settings', p.headers)).body.value.turnoverRemaining).toBe(400_00);

    // Valid bets decided after the bonus count toward it.
    await bet(t, p.member, 150_00);
    const details = await get(t.app, '/wps/relay/MCS2_getBonusDetails', p.headers);
    expect(details.body.value.list[0]).toMatchObject({ turnoverDone: 150_00, turnoverRequired: 400_00 });
    expect(details.body.value.turnoverRemaining).toBe(250_00);
    expect((await withdraw(p, account.body.value.id, 100_00)).body.value).toMatchObject({ remaining: 250_00 });

    await bet(t, p.member, 250_00);
    expect((await get(t.app, '/wps/member/withdraw/settings', p.headers)).body.value.turnoverRemaining).toBe(0);
    const allowed = await withdraw(p, account.body.value.id, 100_00);
    expect(allowed.status).toBe(200);
    expect(allowed.body.value.state).toBe('requested');
  });

  it('asks nothing of a member without bonuses', async () => {
    const p = await payer(t.db, 500_00);
    const account = await bind(t.app, p);
    expect((await withdraw(p, account.body.value.id, 100_00)).status).toBe(200);
  });
});
