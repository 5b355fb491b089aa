import type { OpsRole } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { route } from '../../platform/route.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createOperator, type OpsCaller, operatorSession } from '../../test/operators.ts';
import { depositor } from '../deposits/test-kit.ts';
import { opsPing } from './test-kit.ts';

/**
 * Each role against representative operator endpoints: allowed (anything but
 * 403: the request reaches its handler) or refused with 403 `forbidden` by the
 * guard. Requests are harmless: an empty change, an unknown id, an unknown member.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { extend: (app) => route(app, opsPing, async () => null) });
});
afterAll(() => t.close());

const ENDPOINTS = {
  readDeposits: ['GET', '/ops/deposits'],
  decideDeposit: ['POST', '/ops/deposits/987654321/approve', {}],
  readWithdrawals: ['GET', '/ops/withdrawals'],
  writeBrand: ['PATCH', '/ops/merchants/demo', {}],
  moneySettings: ['PATCH', '/ops/merchants/demo/money', {}],
  adjust: [
    'POST',
    '/ops/members/nobody-at-all/adjust',
    { merchant: 'demo', direction: 'credit', amount: 100, reason: 'matrix', requestId: 'matrix-0001' },
  ],
  readAudit: ['GET', '/ops/audit'],
  manageOperators: ['GET', '/ops/operators'],
} as const;
type Endpoint = keyof typeof ENDPOINTS;

const ALLOWED: Record<OpsRole, Endpoint[]> = {
  owner: Object.keys(ENDPOINTS) as Endpoint[],
  finance: ['readDeposits', 'decideDeposit', 'readWithdrawals', 'adjust'],
  support: ['readDeposits', 'readWithdrawals'],
  content: [],
  auditor: ['readDeposits', 'readWithdrawals', 'readAudit'],
};

describe('the permission matrix', () => {
  for (const role of Object.keys(ALLOWED) as OpsRole[]) {
    it(`${role}: allowed exactly its endpoints`, async () => {
      const call = await operatorSession(t.app, await createOperator(t.db, { grants: [{ role, merchant: null }] }));
      for (const [name, [method, url, payload]] of Object.entries(ENDPOINTS)) {
        const { status, body } = await call(method, url, payload);
        expect(status, `${role} ${name}: ${JSON.stringify(body)}`).toBeLessThan(500);
        if (ALLOWED[role].includes(name as Endpoint)) expect(status, `${role} ${name}`).not.toBe(403);
        else expect([status, body.code], `${role} ${name}`).toEqual([403, 'forbidden']);
      }
    });
  }

  it('refuses an operator with no roles at all, and a route that declares no permission', async () => {
    const none = await operatorSession(t.app, await createOperator(t.db, { grants: [] }));
    expect((await none('GET', '/ops/deposits')).status).toBe(403);
    const owner = await operatorSession(t.app, await createOperator(t.db));
    const ping = await owner('GET', '/ops/test-ping');
    expect([ping.status, ping.body.code]).toEqual([403, 'forbidden']);
  });
});

describe('brand scoping', () => {
  let betaOwner: OpsCaller;
  let betaFinance: OpsCaller;
  beforeAll(async () => {
    betaOwner = await operatorSession(
      t.app,
      await createOperator(t.db, { grants: [{ role: 'owner', merchant: 'beta' }] }),
    );
    betaFinance = await operatorSession(
      t.app,
      await createOperator(t.db, { grants: [{ role: 'finance', merchant: 'beta' }] }),
    );
  });

  it('changes its own brand, never another', async () => {
    expect((await betaOwner('PATCH', '/ops/merchants/beta', {})).status).toBe(200);
    for (const url of ['/ops/merchants/demo', '/ops/merchants/demo/money', '/ops/merchants/ghost']) {
      const { status, body } = await betaOwner('PATCH', url, {});
      expect([status, body.code], url).toEqual([403, 'forbidden']);
    }
  });

  it('lists and decides deposits of its brand only; another brand’s order is not found', async () => {
    const demoOrder = (await (await depositor(t, 'demo')).create('BANK', 200_00)).body.value;
    const betaOrder = (await (await depositor(t, 'beta')).create('BANK', 60_000_00)).body.value;
    const ids = async (query = '') =>
      ((await betaFinance('GET', `/ops/deposits?pageSize=100${query}`)).body.value.list as { reference: string }[]).map(
        (row) => row.reference,
      );
    expect(await ids()).toContain(betaOrder.reference);
    expect(await ids()).not.toContain(demoOrder.reference);
    expect(await ids('&merchant=beta')).toContain(betaOrder.reference);
    expect((await betaFinance('GET', '/ops/deposits?merchant=demo')).status).toBe(403);

    const demoId = await orderId(demoOrder.reference);
    for (const url of [`/ops/deposits/${demoId}/approve`, `/ops/deposits/${demoId}/reject`]) {
      const { status, body } = await betaFinance('POST', url, { note: 'not mine' });
      expect([status, body.code], url).toEqual([404, 'not-found']);
    }
    const proof = await betaFinance('GET', `/ops/deposits/${demoId}/proof`);
    expect(proof.status).toBe(404);
    const state = await t.db.one<{ state: string }>('SELECT state FROM deposit_orders WHERE id = $1', [demoId]);
    expect(state?.state).toBe('pending');
    const mine = await betaFinance('POST', `/ops/deposits/${await orderId(betaOrder.reference)}/approve`, {});
    expect([mine.status, mine.body.value.state]).toEqual([200, 'credited']);
  });

  it('refuses a request naming another brand anywhere, even beside its own', async () => {
    const adjust = { direction: 'credit', amount: 100, reason: 'scope', requestId: 'scope-00001' };
    for (const [url, merchant] of [
      ['/ops/members/demo/adjust', 'demo'],
      ['/ops/members/demo/adjust?merchant=beta', 'demo'],
      ['/ops/members/demo/adjust?merchant=demo', 'beta'],
      ['/ops/members/demo/adjust?merchant=beta&merchant=demo', 'beta'],
    ] as const) {
      const { status, body } = await betaFinance('POST', url, { ...adjust, merchant });
      expect([status, body.code], `${url} ${merchant}`).toEqual([403, 'forbidden']);
    }
    expect((await betaFinance('GET', '/ops/withdrawals?merchant=demo')).status).toBe(403);
  });
});

async function orderId(reference: string): Promise<string> {
  const row = await t.db.one<{ id: string }>('SELECT id::text AS id FROM deposit_orders WHERE reference = $1', [
    reference,
  ]);
  if (!row) throw new Error(`no order ${reference}`);
  return row.id;
}
