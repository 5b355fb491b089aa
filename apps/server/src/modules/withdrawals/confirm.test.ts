import { UPLOAD_MAX_BYTES } from '@arcadia/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { opsToken as demoOpsToken, get, opsCall } from '../../test/requests.ts';
import { ledgerCheck } from '../wallet/ledger.service.ts';
import { confirm, mainBalance, multipart, opsAction, PNG, payer, requested } from './test-kit.ts';

let t: TestApp;
let ops: Awaited<ReturnType<typeof opsAction>>;
beforeAll(async () => {
  t = await buildTestApp();
  ops = await opsAction(t.app);
});
afterEach(async () => {
  expect(await ledgerCheck(t.db)).toEqual([]);
});
afterAll(() => t.close());

/** A withdrawal of 400.00 from 1,000.00, approved and paid. */
async function paid() {
  const w = await requested(t.app, t.db, 400_00, 1_000_00);
  await ops('approve', w.id);
  await ops('pay', w.id);
  return w;
}

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]);

/** Moves the payment and its auto-receive job into the past, as if the brand's minutes had gone by. */
async function letMinutesPass(id: string) {
  await t.db.query(`UPDATE withdrawals SET paid_at = paid_at - interval '31 minutes' WHERE id = $1`, [id]);
  await t.db.query(`UPDATE jobs SET run_at = run_at - interval '31 minutes' WHERE unique_key = $1`, [
    `withdrawal:${id}:auto-receive`,
  ]);
}

describe('the member confirms a paid withdrawal', () => {
  it('only once it is paid', async () => {
    const w = await requested(t.app, t.db);
    const early = await confirm(t.app, w, w.reference, true);
    expect([early.status, early.body.code]).toEqual([409, 'invalid-state']);
  });

  it('needs a proof image to say it did not arrive', async () => {
    const w = await paid();
    const bare = await confirm(t.app, w, w.reference, false);
    expect([bare.status, bare.body.code]).toEqual([400, 'proof-required']);
    const notImage = await confirm(t.app, w, w.reference, false, Buffer.from('<svg/>'));
    expect([notImage.status, notImage.body.code]).toEqual([400, 'invalid-upload']);
    expect((await get(t.app, '/wps/member/withdrawals', w.headers)).body.value.list[0].state).toBe('paid');

    const { status, body } = await confirm(t.app, w, w.reference, false, PNG);
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ state: 'not_received', hasProof: true, autoReceiveAt: null });
    const again = await confirm(t.app, w, w.reference, true);
    expect([again.status, again.body.code]).toEqual([409, 'invalid-state']);

    // The operator sees the proof, served as an image that cannot be sniffed into a page.
    const call = await opsCall(t.app);
    const listed = await call('GET', '/ops/withdrawals?state=not_received');
    expect(listed.body.value.list).toContainEqual(expect.objectContaining({ id: w.id, hasProof: true }));
    const token = await opsToken();
    const image = await t.app.inject({
      method: 'GET',
      url: `/ops/withdrawals/${w.id}/proof`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toBe("default-src 'none'");
    expect(Buffer.compare(image.rawPayload, PNG)).toBe(0);
  });

  it('may attach a proof to "received" too, and refuses a broken form', async () => {
    const w = await paid();
    const bad = await t.app.inject({
      method: 'POST',
      url: `/wps/member/withdrawals/${w.reference}/confirm`,
      headers: { host: 'localhost:8080', ...w.headers, 'content-type': 'application/json' },
      payload: { received: true },
    });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'invalid-upload']);
    const { payload, contentType } = multipart({ received: 'maybe' });
    const odd = await t.app.inject({
      method: 'POST',
      url: `/wps/member/withdrawals/${w.reference}/confirm`,
      headers: { host: 'localhost:8080', ...w.headers, 'content-type': contentType },
      payload,
    });
    expect([odd.statusCode, odd.json().code]).toEqual([400, 'validation-failed']);
    const huge = await confirm(t.app, w, w.reference, true, Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES)]));
    expect([huge.status, huge.body.code]).toEqual([400, 'invalid-upload']);
    const { body } = await confirm(t.app, w, w.reference, true, JPEG);
    expect(body.value).toMatchObject({ state: 'received', hasProof: true });
  });

  it("cannot see or answer another member's withdrawal", async () => {
    const w = await paid();
    const stranger = await payer(t.db);
    const { status, body } = await confirm(t.app, stranger, w.reference, true);
    expect([status, body.code]).toEqual([404, 'not-found']);
    expect((await get(t.app, '/wps/member/withdrawals', stranger.headers)).body.value.total).toBe(0);
  });
});

describe('settling a withdrawal that did not arrive', () => {
  it('refunds the member once', async () => {
    const w = await paid();
    await confirm(t.app, w, w.reference, false, PNG);
    expect(await mainBalance(t.db, w.member)).toBe(600_00);
    const settled = await ops('settle', w.id, { outcome: 'refunded', note: 'Bank returned the transfer' });
    expect(settled.body.value.state).toBe('refunded');
    expect(await mainBalance(t.db, w.member)).toBe(1_000_00);
    const twice = await Promise.all([
      ops('settle', w.id, { outcome: 'refunded', note: 'again' }),
      ops('settle', w.id, { outcome: 'received', note: 'again' }),
    ]);
    expect(twice.map((r) => r.body.code)).toEqual(['invalid-state', 'invalid-state']);
    expect(await mainBalance(t.db, w.member)).toBe(1_000_00);
    const [refund] = await t.db.query<{ type: string }>(
      'SELECT type FROM ledger_transfers WHERE idempotency_key = $1',
      [`withdrawal:${w.id}:refund`],
    );
    expect(refund?.type).toBe('withdrawal-refund');
    const audit = await t.db.query<{ action: string }>('SELECT action FROM operator_audit WHERE target = $1', [
      w.reference,
    ]);
    expect(audit.map((row) => row.action)).toContain('withdrawal.settle');
  });

  it('or marks it received after all, with no money moving', async () => {
    const w = await paid();
    await confirm(t.app, w, w.reference, false, PNG);
    const settled = await ops('settle', w.id, { outcome: 'received', note: 'Bank statement shows it' });
    expect(settled.body.value.state).toBe('received');
    expect(await mainBalance(t.db, w.member)).toBe(600_00);
  });
});

describe('auto-receive', () => {
  it('counts an unanswered payment as received after the minutes, for good', async () => {
    const w = await paid();
    const answered = await paid();
    await confirm(t.app, answered, answered.reference, false, PNG);
    // Other modules' scheduled work may run too; only the auto-receive jobs are counted.
    await t.app.jobs.runDue();
    expect(await autoReceivesDone()).toBe(0);
    expect((await get(t.app, '/wps/member/withdrawals', w.headers)).body.value.list[0].state).toBe('paid');

    await letMinutesPass(w.id);
    await letMinutesPass(answered.id);
    await t.app.jobs.runDue();
    expect(await autoReceivesDone()).toBe(2);
    const view = (await get(t.app, '/wps/member/withdrawals', w.headers)).body.value.list[0];
    expect(view).toMatchObject({ state: 'auto_received', autoReceiveAt: null, confirmedAt: expect.any(String) });
    // The one the member had answered keeps the member's answer.
    expect((await get(t.app, '/wps/member/withdrawals', answered.headers)).body.value.list[0].state).toBe(
      'not_received',
    );

    for (const received of [true, false]) {
      const late = await confirm(t.app, w, w.reference, received, PNG);
      expect([late.status, late.body.code]).toEqual([409, 'invalid-state']);
    }
    // Nor can the operator refund it: forced receipt is final.
    const settle = await ops('settle', w.id, { outcome: 'refunded', note: 'member called' });
    expect([settle.status, settle.body.code]).toEqual([409, 'invalid-state']);
    expect(await mainBalance(t.db, w.member)).toBe(600_00);
  });
});

async function autoReceivesDone(): Promise<number> {
  const row = await t.db.one<{ count: string }>(
    "SELECT count(*)::text AS count FROM jobs WHERE name = 'withdrawal.auto-receive' AND state = 'done'",
  );
  return Number(row?.count ?? 0);
}

const opsToken = () => demoOpsToken(t.app);
