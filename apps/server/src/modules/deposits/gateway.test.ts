import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hmacHex, signNotice } from '../../platform/payments/signature.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { send } from '../../test/requests.ts';
import { ledgerCheck } from '../wallet/ledger.service.ts';
import { channelSecret, type Depositor, depositor, type NoticeBody, postNotice } from './test-kit.ts';

let t: TestApp;
let secret: string;
beforeAll(async () => {
  t = await buildTestApp();
  secret = await channelSecret(t, 'DEMOPAY');
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await ledgerCheck(t.db)).toEqual([]);
});

async function gatewayOrder(amount = 300_00): Promise<{ who: Depositor; notice: NoticeBody }> {
  const who = await depositor(t);
  const { reference } = (await who.create('DEMOPAY', amount)).body.value;
  return { who, notice: { reference, tradeNo: `T${reference}`, amount, currency: 'PHP', status: 'paid' } };
}

describe('gateway notices', () => {
  it('credits a paid order once, however often the notice comes', async () => {
    const { who, notice } = await gatewayOrder();
    for (let i = 0; i < 10; i++) {
      const { status, body } = await postNotice(t.app, notice, secret);
      expect(status).toBe(200);
      expect(body.value).toEqual({ ok: true });
    }
    expect(await who.balance()).toBe(300_00);
    const order = (await who.order(notice.reference)).body.value;
    expect(order).toMatchObject({ state: 'credited', payUrl: null });
  });

  it('credits once when ten copies arrive at the same time', async () => {
    const { who, notice } = await gatewayOrder(450_00);
    const answers = await Promise.all(Array.from({ length: 10 }, () => postNotice(t.app, notice, secret)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await who.balance()).toBe(450_00);
    const transfers = await t.db.query('SELECT id FROM ledger_transfers WHERE metadata->>$1 = $2', [
      'reference',
      notice.reference,
    ]);
    expect(transfers).toHaveLength(1);
  });

  it('credits nothing for a forged notice', async () => {
    const { who, notice } = await gatewayOrder();
    const wrongSecret = await postNotice(t.app, notice, 'not-the-secret');
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.body.code).toBe('bad-signature');
    // Signed for one amount, sent with another.
    const signed = JSON.stringify(notice);
    const tampered = await postNotice(t.app, signed, secret, {
      headers: { 'x-signature': hmacHex(secret, `x.${signed}`) },
    });
    expect(tampered.status).toBe(401);
    const stale = await postNotice(t.app, notice, secret, { now: Date.now() - 6 * 60_000 });
    expect(stale.body.code).toBe('bad-signature');
    const future = await postNotice(t.app, notice, secret, { now: Date.now() + 6 * 60_000 });
    expect(future.body.code).toBe('bad-signature');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/wps/payments/callback/DEMOPAY',
      headers: { host: 'localhost:8080', 'content-type': 'application/json' },
      payload: signed,
    });
    expect(unsigned.statusCode).toBe(401);
    // Another brand's channel secret does not sign for this brand.
    const betaSecret = await channelSecret(t, 'DEMOPAY', 'beta');
    expect((await postNotice(t.app, notice, betaSecret)).status).toBe(401);
    expect(await who.balance()).toBe(0);
    expect((await who.order(notice.reference)).body.value.state).toBe('pending');
  });

  it('credits nothing when the body was changed after signing', async () => {
    const { who, notice } = await gatewayOrder();
    const body = JSON.stringify(notice);
    const headers = signNotice(secret, body);
    const changed = body.replace(String(notice.amount), String(notice.amount * 10));
    const answer = await postNotice(t.app, changed, secret, { headers });
    expect(answer.status).toBe(401);
    expect(await who.balance()).toBe(0);
  });

  it('refuses a genuine notice whose amount or currency differs from the order', async () => {
    const { who, notice } = await gatewayOrder();
    const more = await postNotice(t.app, { ...notice, amount: notice.amount + 1 }, secret);
    expect(more.status).toBe(400);
    expect(more.body.code).toBe('amount-mismatch');
    expect((await postNotice(t.app, { ...notice, currency: 'USD' }, secret)).body.code).toBe('amount-mismatch');
    expect(await who.balance()).toBe(0);
    expect((await who.order(notice.reference)).body.value.state).toBe('pending');
  });

  it('answers 404 for an unknown reference or channel', async () => {
    const { notice } = await gatewayOrder();
    expect((await postNotice(t.app, { ...notice, reference: 'DNOPE' }, secret)).status).toBe(404);
    expect((await postNotice(t.app, notice, secret, { channel: 'NOPE' })).status).toBe(404);
    // The bank channel takes no gateway notices.
    expect((await postNotice(t.app, notice, secret, { channel: 'BANK' })).status).toBe(404);
  });

  it('cancels a pending order on a failed notice; a failed notice after payment changes nothing', async () => {
    const failing = await gatewayOrder();
    const failed = await postNotice(t.app, { ...failing.notice, status: 'failed' }, secret);
    expect(failed.body.value).toEqual({ ok: true });
    expect((await failing.who.order(failing.notice.reference)).body.value.state).toBe('cancelled');

    const paid = await gatewayOrder();
    await postNotice(t.app, paid.notice, secret);
    expect((await postNotice(t.app, { ...paid.notice, status: 'failed' }, secret)).body.value).toEqual({ ok: true });
    expect((await paid.who.order(paid.notice.reference)).body.value.state).toBe('credited');
    expect(await paid.who.balance()).toBe(300_00);
  });

  it('credits a payment the member cancelled while paying, but not a rejected order', async () => {
    const { who, notice } = await gatewayOrder();
    await who.create('DEMOPAY', 300_00); // an unrelated second order
    await send(t.app, { method: 'DELETE', url: `/wps/member/deposits/${notice.reference}`, headers: who.headers });
    expect((await postNotice(t.app, notice, secret)).status).toBe(200);
    expect((await who.order(notice.reference)).body.value.state).toBe('credited');
    expect(await who.balance()).toBe(300_00);

    const rejected = await gatewayOrder();
    await t.db.query("UPDATE deposit_orders SET state = 'rejected' WHERE reference = $1", [rejected.notice.reference]);
    expect((await postNotice(t.app, rejected.notice, secret)).body.value).toEqual({ ok: true });
    expect(await rejected.who.balance()).toBe(0);
  });

  it('keeps malformed bodies from ever reaching the books', async () => {
    const answer = await postNotice(t.app, '{"reference":', secret);
    expect(answer.status).toBe(400);
  });
});
