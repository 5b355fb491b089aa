import { TRIAL_TYPE } from '@arcadia/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { bearerHeader, createMember, tokenFor } from '../../test/members.ts';
import { get, send } from '../../test/requests.ts';
import { ledgerCheck } from '../wallet/ledger.service.ts';
import { depositor, requestId } from './test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await ledgerCheck(t.db)).toEqual([]);
});

describe('deposit channels and orders', () => {
  it("lists the brand's open channels in their order, with min and max", async () => {
    const { headers } = await depositor(t);
    const { status, body } = await get(t.app, '/wps/member/deposit/channels', headers);
    expect(status).toBe(200);
    expect(body.value.channels).toEqual([
      { code: 'DEMOPAY', kind: 'gateway', name: 'ArcPay e-wallet', minAmount: 50_00, maxAmount: 50_000_00 },
      { code: 'BANK', kind: 'bank', name: 'Bank transfer', minAmount: 100_00, maxAmount: 1_000_000_00 },
    ]);
    // A closed channel leaves the list and takes no orders.
    await t.db.query("UPDATE deposit_channels SET enabled = false WHERE code = 'BANK' AND merchant_id = $1", [
      (await depositor(t)).member.merchantId,
    ]);
    const after = await get(t.app, '/wps/member/deposit/channels', headers);
    expect(after.body.value.channels.map((channel: { code: string }) => channel.code)).toEqual(['DEMOPAY']);
    const refused = await (await depositor(t)).create('BANK', 200_00);
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('channel-unavailable');
    await t.db.query("UPDATE deposit_channels SET enabled = true WHERE code = 'BANK'");
  });

  it('refuses an unknown channel and amounts outside the limits, with formatted limits', async () => {
    const { create } = await depositor(t);
    expect((await create('NOPE', 100_00)).body.code).toBe('channel-unavailable');
    for (const amount of [99_99, 1_000_000_01]) {
      const { status, body } = await create('BANK', amount);
      expect(status).toBe(400);
      expect(body.code).toBe('amount-out-of-range');
      expect(body.message).toBe('The amount must be between 100.00 and 1,000,000.00.');
    }
    expect((await create('BANK', 100_00)).status).toBe(200);
    expect((await create('DEMOPAY', 49_99)).body.message).toContain('50.00 and 50,000.00');
  });

  it('opens a bank order showing where to pay, with a typable reference', async () => {
    const { create, order } = await depositor(t);
    const { status, body } = await create('BANK', 250_00);
    expect(status).toBe(200);
    expect(body.value).toMatchObject({
      channelCode: 'BANK',
      channelName: 'Bank transfer',
      kind: 'bank',
      amount: 250_00,
      state: 'pending',
      hasProof: false,
      bank: { bankName: 'BDO Unibank', accountName: 'Arcadia Gaming Inc.', accountNumber: '001230045678' },
      payUrl: null,
    });
    expect(body.value.reference).toMatch(/^D\d{6}[0-9A-HJKMNP-TV-Z]{6}$/);
    expect((await order(body.value.reference)).body.value).toEqual(body.value);
  });

  it('opens a gateway order with its checkout address', async () => {
    const who = await depositor(t);
    const { body } = await who.create('DEMOPAY', 75_00);
    expect(body.value).toMatchObject({ kind: 'gateway', bank: null, state: 'pending' });
    const token = `${who.member.merchantId}\\.${body.value.reference}\\.[\\w-]{22}`;
    expect(body.value.payUrl).toMatch(new RegExp(`^/demo-gateway/checkout/${token}$`));
  });

  it('opens one order per requestId, even when the same request races itself', async () => {
    const { create, headers } = await depositor(t);
    const id = requestId();
    const [a, b] = await Promise.all([create('BANK', 300_00, id), create('BANK', 300_00, id)]);
    const c = await create('BANK', 300_00, id);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(new Set([a.body.value.reference, b.body.value.reference, c.body.value.reference]).size).toBe(1);
    const list = await get(t.app, '/wps/member/deposits', headers);
    expect(list.body.value.total).toBe(1);
    // The same id for a different deposit is a client bug, not a new order.
    const other = await create('BANK', 301_00, id);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('idempotency-mismatch');
  });

  it('refuses trial accounts', async () => {
    const trial = await createMember(t.db, { type: TRIAL_TYPE });
    const headers = bearerHeader(await tokenFor(t.db, trial));
    const payload = { channelCode: 'BANK', amount: 100_00, requestId: requestId() };
    const { status, body } = await send(t.app, { method: 'POST', url: '/wps/member/deposits', headers, payload });
    expect(status).toBe(403);
    expect(body.code).toBe('in_need_true_account');
    expect((await get(t.app, '/wps/member/deposit/channels', headers)).status).toBe(403);
  });

  it("lists the member's own orders newest first, paged; others' orders are not found", async () => {
    const me = await depositor(t);
    const someone = await depositor(t);
    const beta = await depositor(t, 'beta');
    const refs: string[] = [];
    for (const amount of [100_00, 200_00, 300_00]) refs.push((await me.create('BANK', amount)).body.value.reference);
    const theirs = (await someone.create('BANK', 100_00)).body.value.reference;

    const page1 = await get(t.app, '/wps/member/deposits?pageSize=2', me.headers);
    expect(page1.body.value).toMatchObject({ total: 3, totalPages: 2 });
    expect(page1.body.value.list.map((o: { reference: string }) => o.reference)).toEqual([refs[2], refs[1]]);
    const page2 = await get(t.app, '/wps/member/deposits?pageSize=2&pageNo=2', me.headers);
    expect(page2.body.value.list.map((o: { reference: string }) => o.reference)).toEqual([refs[0]]);

    expect((await me.order(theirs)).status).toBe(404);
    expect((await beta.order(refs[0] as string)).status).toBe(404);
    const cancel = await send(t.app, { method: 'DELETE', url: `/wps/member/deposits/${theirs}`, headers: me.headers });
    expect(cancel.status).toBe(404);
    expect((await someone.order(theirs)).body.value.state).toBe('pending');
  });

  it('cancels a pending order once', async () => {
    const { create, headers } = await depositor(t);
    const { reference } = (await create('BANK', 100_00)).body.value;
    const url = `/wps/member/deposits/${reference}`;
    const first = await send(t.app, { method: 'DELETE', url, headers });
    expect(first.status).toBe(200);
    expect(first.body.value.state).toBe('cancelled');
    const again = await send(t.app, { method: 'DELETE', url, headers });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('invalid-state');
  });

  it('validates input', async () => {
    const { headers } = await depositor(t);
    const bad = await send(t.app, {
      method: 'POST',
      url: '/wps/member/deposits',
      headers,
      payload: { channelCode: 'BANK', amount: 10.5, requestId: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation-failed');
    expect((await get(t.app, '/wps/member/deposits', {})).status).toBe(401);
  });
});
