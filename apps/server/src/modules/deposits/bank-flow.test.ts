import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { demoHeaders, get, opsCall, opsToken, send } from '../../test/requests.ts';
import { encodePng } from '../captcha/png.ts';
import { ledgerCheck } from '../wallet/ledger.service.ts';
import { auditRows, type Depositor, depositor, multipart, orderId } from './test-kit.ts';

let t: TestApp;
let ops: Awaited<ReturnType<typeof opsCall>>;
beforeAll(async () => {
  t = await buildTestApp();
  ops = await opsCall(t.app);
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await ledgerCheck(t.db)).toEqual([]);
});

const PNG = encodePng({ width: 2, height: 2, channels: 1, pixels: new Uint8Array([0, 255, 255, 0]) });
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]);

async function upload(who: Depositor, reference: string, bytes: Buffer, name = 'proof.png', type = 'image/png') {
  const { payload, contentType } = multipart(bytes, name, type);
  return send(t.app, {
    method: 'POST',
    url: `/wps/member/deposits/${reference}/proof`,
    headers: { ...who.headers, 'content-type': contentType },
    payload,
  });
}

async function bankOrder(amount = 500_00) {
  const who = await depositor(t);
  const order = (await who.create('BANK', amount)).body.value;
  return { who, reference: order.reference as string, id: await orderId(t, order.reference) };
}

/** The proof image as an operator fetches it. */
async function proofImage(id: string, authorization?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/ops/deposits/${id}/proof`,
    headers: { ...demoHeaders, ...(authorization ? { authorization } : {}) },
  });
}

describe('bank transfer deposits', () => {
  it('takes one PNG or JPG proof while pending; a later one replaces it', async () => {
    const { who, reference, id } = await bankOrder();
    const svg = await upload(who, reference, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.png');
    expect(svg.status).toBe(400);
    expect(svg.body.code).toBe('invalid-upload');
    const huge = await upload(who, reference, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(huge.status).toBe(400);
    expect(huge.body.code).toBe('invalid-upload');
    expect((await who.order(reference)).body.value.hasProof).toBe(false);

    const ok = await upload(who, reference, PNG);
    expect(ok.status).toBe(200);
    expect(ok.body.value.hasProof).toBe(true);
    expect((await upload(who, reference, JPEG, 'photo.jpg', 'image/jpeg')).status).toBe(200);

    const image = await proofImage(id, `Bearer ${await opsToken(t.app)}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toBe("default-src 'none'");
    expect(Buffer.compare(image.rawPayload, JPEG)).toBe(0);
    // Members (and strangers) do not reach the operator's copy.
    expect((await proofImage(id, who.headers.authorization)).statusCode).toBe(401);
    expect((await proofImage(id)).statusCode).toBe(401);
  });

  it('takes no proof for a gateway order or a decided one', async () => {
    const who = await depositor(t);
    const gateway = (await who.create('DEMOPAY', 100_00)).body.value.reference;
    expect((await upload(who, gateway, PNG)).body.code).toBe('invalid-state');
    const { who: other, reference } = await bankOrder();
    await send(t.app, { method: 'DELETE', url: `/wps/member/deposits/${reference}`, headers: other.headers });
    const late = await upload(other, reference, PNG);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('invalid-state');
  });

  it('credits an approved order exactly once, even when approved twice at once', async () => {
    const { who, reference, id } = await bankOrder(1_234_56);
    const [a, b] = await Promise.all([
      ops('POST', `/ops/deposits/${id}/approve`, { note: 'seen on statement' }),
      ops('POST', `/ops/deposits/${id}/approve`, {}),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;
    expect([a.body.code, b.body.code]).toContain('invalid-state');
    expect(winner.body.value).toMatchObject({
      id,
      reference,
      state: 'credited',
      merchantCode: 'demo',
      account: who.member.account,
    });
    expect(await who.balance()).toBe(1_234_56);
    expect((await get(t.app, '/wps/v2/wallets/balance', who.headers)).body.value.sumBalance).toBe(1_234_56);
    expect((await who.order(reference)).body.value.state).toBe('credited');

    const transfer = await t.db.one<{ type: string; metadata: object }>(
      'SELECT type, metadata FROM ledger_transfers WHERE idempotency_key = $1',
      [`deposit:${id}`],
    );
    expect(transfer).toEqual({ type: 'deposit', metadata: { reference, remark: 'Bank transfer' } });
    const audit = await auditRows(t, 'deposit.approve', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.detail).toMatchObject({ reference, amount: 1_234_56 });

    // Decided orders stay decided.
    expect((await ops('POST', `/ops/deposits/${id}/reject`, { note: 'too late' })).body.code).toBe('invalid-state');
    expect(await who.balance()).toBe(1_234_56);
  });

  it('rejects with a note: nothing credited, audited', async () => {
    const { who, reference, id } = await bankOrder();
    const { status, body } = await ops('POST', `/ops/deposits/${id}/reject`, { note: 'no such transfer' });
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ state: 'rejected', note: 'no such transfer' });
    expect(await who.balance()).toBe(0);
    expect((await who.order(reference)).body.value.state).toBe('rejected');
    expect(await auditRows(t, 'deposit.reject', id)).toHaveLength(1);
    expect((await ops('POST', `/ops/deposits/${id}/approve`, {})).body.code).toBe('invalid-state');
    expect(await auditRows(t, 'deposit.approve', id)).toHaveLength(0);
    // A reject needs its reason.
    const { id: other } = await bankOrder();
    expect((await ops('POST', `/ops/deposits/${other}/reject`, { note: '  ' })).status).toBe(400);
    expect((await ops('POST', '/ops/deposits/999999999/approve', {})).status).toBe(404);
  });

  it('lists orders for the desk, oldest first, by brand and state; operators only', async () => {
    const { id } = await bankOrder(777_00);
    const pending = await ops('GET', '/ops/deposits?merchant=demo&state=pending&pageSize=100');
    expect(pending.status).toBe(200);
    const ids = pending.body.value.list.map((row: { id: string }) => row.id);
    expect(ids).toContain(id);
    expect(ids).toEqual([...ids].sort((x: string, y: string) => Number(x) - Number(y)));
    expect(pending.body.value.list.every((row: { state: string }) => row.state === 'pending')).toBe(true);
    expect((await ops('GET', '/ops/deposits?merchant=beta')).body.value.total).toBe(0);
    const member = await depositor(t);
    expect((await get(t.app, '/ops/deposits', member.headers)).status).toBe(401);
  });
});
