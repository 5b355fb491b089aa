import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createMember as createTestMember } from '../../test/members.ts';
import { opsCall, send } from '../../test/requests.ts';
import { completeLogin } from '../auth/session.service.ts';
import { createMember, passwordLogin, sealed, visitor } from '../auth/test-kit.ts';
import { creditInTx } from '../deposits/credit.ts';
import { depositsRepo } from '../deposits/deposits.repo.ts';
import { depositor, orderId } from '../deposits/test-kit.ts';
import type { OperatorContext } from '../ops/operator-context.ts';
import { ledgerCheck } from '../wallet/ledger.service.ts';
import { payWithdrawal } from '../withdrawals/desk.service.ts';
import { opsAction, requested } from '../withdrawals/test-kit.ts';
import { inbox, storedMessages } from './test-kit.ts';

/**
 * System notices written by the changes they tell of, in the same transaction:
 * deposit credited, withdrawal paid, login from a new device. A change that rolls
 * back leaves no notice behind.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  expect(await ledgerCheck(t.db)).toEqual([]);
  await t.close();
});

describe('deposit credited', () => {
  it('tells the member, in their language, with the amount formatted', async () => {
    const who = await depositor(t);
    const order = (await who.create('BANK', 1_234_56)).body.value;
    const ops = await opsCall(t.app);
    expect((await ops('POST', `/ops/deposits/${await orderId(t, order.reference)}/approve`, {})).status).toBe(200);

    const box = await inbox(t.app, t.db, who.member, who.headers);
    const [notice] = await box.messages();
    expect(notice).toMatchObject({
      kind: 'system',
      template: 'deposit-credited',
      title: 'Deposit credited',
      content: `Your deposit of 1,234.56 (reference ${order.reference}) has been credited to your wallet.`,
      read: false,
    });
    expect(notice?.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const [chinese] = await box.messages('CN');
    expect(chinese).toMatchObject({
      title: '存款已到账',
      content: `您的存款 1,234.56（单号 ${order.reference}）已存入您的钱包。`,
    });
    expect((await box.counts()).unreadCount).toBe(1);
  });

  it('sends nothing when the credit rolls back', async () => {
    const who = await depositor(t);
    const order = (await who.create('BANK', 300_00)).body.value;
    const row = await depositsRepo(t.app.db).byId(await orderId(t, order.reference));
    if (!row) throw new Error('order missing');
    const failed = await t.app.db
      .tx(async (tx) => {
        await creditInTx(tx, row, ['pending'], {});
        throw new Error('the caller fails after the credit');
      })
      .catch((error: Error) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(await storedMessages(t.db, who.member.id)).toEqual([]);
    expect(await who.balance()).toBe(0);
    expect((await depositsRepo(t.db).byId(row.id))?.state).toBe('pending');
  });
});

describe('withdrawal paid', () => {
  it('tells the member when the payout is recorded', async () => {
    const payout = await requested(t.app, t.db, 400_00, 1_000_00);
    const act = await opsAction(t.app);
    expect((await act('approve', payout.id)).status).toBe(200);
    expect(await storedMessages(t.db, payout.member.id)).toEqual([]);
    expect((await act('pay', payout.id)).status).toBe(200);
    const [notice] = await (await inbox(t.app, t.db, payout.member, payout.headers)).messages();
    expect(notice).toMatchObject({
      template: 'withdrawal-paid',
      title: 'Withdrawal paid',
      content: expect.stringContaining(`400.00 (reference ${payout.reference})`),
    });
  });

  it('sends nothing when the payout rolls back', async () => {
    const payout = await requested(t.app, t.db, 400_00, 1_000_00);
    expect((await (await opsAction(t.app))('approve', payout.id)).status).toBe(200);
    const ops = await t.db.one<{ id: number }>("SELECT id FROM operators WHERE username = 'ops'");
    const operator: OperatorContext = {
      id: ops?.id ?? 0,
      username: 'ops',
      brandsWith: () => null,
      can: () => true,
    };
    // The auto-receipt job cannot be queued: the whole payout fails, its notice with it.
    const queueDown = { enqueue: () => Promise.reject(new Error('queue down')) };
    await expect(payWithdrawal(t.app.db, queueDown, operator, payout.id)).rejects.toThrow('queue down');
    expect(await storedMessages(t.db, payout.member.id)).toEqual([]);
    const state = await t.db.one<{ state: string }>('SELECT state FROM withdrawals WHERE id = $1', [payout.id]);
    expect(state?.state).toBe('approved');
  });
});

describe('login from a new device', () => {
  it('tells the member of a login from an address never used before, not of the first or a known one', async () => {
    const member = await createMember(t.db);
    const home = visitor();
    const login = (who: ReturnType<typeof visitor>) =>
      passwordLogin(t.app, who, { username: member.account, password: member.password });
    expect((await login(home)).status).toBe(200);
    expect((await login(home)).status).toBe(200);
    expect(await storedMessages(t.db, member.id)).toEqual([]);
    const away = visitor();
    expect((await login(away)).status).toBe(200);
    expect(await storedMessages(t.db, member.id)).toEqual([
      { kind: 'system', template: 'new-device-login', params: { ip: away.ip } },
    ]);
  });

  it('waits for the new-device check to pass before telling', async () => {
    const member = await createMember(t.db, { mobile: '9187776655' });
    const login = (who: ReturnType<typeof visitor>) =>
      passwordLogin(t.app, who, { username: member.account, password: member.password });
    expect((await login(visitor())).status).toBe(200);
    const away = visitor();
    const challenged = await login(away);
    expect([challenged.status, challenged.body.code]).toEqual([403, 'verification-required']);
    expect(await storedMessages(t.db, member.id)).toEqual([]);
    const { challengeId } = challenged.body.value;
    const sent = await send(t.app, {
      method: 'POST',
      url: '/wps/session/login/challenge',
      payload: { challengeId, method: 'sms' },
      headers: away.headers,
    });
    expect(sent.status).toBe(200);
    const [latest] = await t.app.outbox.sentTo('+639187776655');
    const code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1] ?? '';
    const verified = await sealed(
      t.app,
      '/wps/session/login/verify',
      { challengeId, method: 'sms', code },
      away.headers,
    );
    expect(verified.status).toBe(200);
    expect((await storedMessages(t.db, member.id)).map((row) => row.template)).toEqual(['new-device-login']);
  });

  it('sends nothing when the login rolls back', async () => {
    const member = await createTestMember(t.db);
    await completeLogin(t.app.db, member, '10.200.0.1');
    await t.app.db
      .tx(async (tx) => {
        await completeLogin(tx, member, '10.200.0.2');
        throw new Error('the caller fails after the login');
      })
      .catch(() => undefined);
    expect(await storedMessages(t.db, member.id)).toEqual([]);
    await completeLogin(t.app.db, member, '10.200.0.3');
    expect((await storedMessages(t.db, member.id)).map((row) => row.template)).toEqual(['new-device-login']);
  });
});
