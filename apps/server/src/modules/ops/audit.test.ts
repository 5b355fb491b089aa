import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createOperator, type OpsCaller, operatorSession } from '../../test/operators.ts';

let t: TestApp;
let owner: OpsCaller;
let ownerName: string;
beforeAll(async () => {
  t = await buildTestApp();
  const op = await createOperator(t.db);
  ownerName = op.username;
  owner = await operatorSession(t.app, op);
  // One change on each brand, and one operator change (of no brand).
  await owner('PATCH', '/ops/merchants/demo', { blockedCountries: [] });
  await owner('PATCH', '/ops/merchants/beta', { blockedCountries: [] });
  await owner('POST', '/ops/operators', { username: 'audited1', grants: [{ role: 'content', merchant: 'demo' }] });
});
afterAll(() => t.close());

interface Entry {
  operator: string | null;
  action: string;
  target: string;
  merchant: string | null;
  detail: Record<string, unknown>;
}
const entries = async (call: OpsCaller, query = '') => {
  const { status, body } = await call('GET', `/ops/audit?pageSize=100${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.value.list as Entry[];
};

describe('the operator audit log', () => {
  it('is append-only in the database: UPDATE, DELETE and TRUNCATE are refused', async () => {
    for (const sql of [
      "UPDATE operator_audit SET action = 'nothing happened'",
      'DELETE FROM operator_audit',
      'TRUNCATE operator_audit',
    ]) {
      await expect(t.db.query(sql), sql).rejects.toThrow(/append-only/);
    }
    const count = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM operator_audit');
    expect(count?.n).toBeGreaterThanOrEqual(4);
  });

  it('records logins, brand changes with their brand, and operator changes', async () => {
    const mine = await entries(owner, `&operator=${ownerName}`);
    expect(mine.map((row) => row.action).reverse()).toEqual([
      'session.login',
      'merchant.update',
      'merchant.update',
      'operator.create',
    ]);
    expect(mine[0]).toMatchObject({
      action: 'operator.create',
      target: 'audited1',
      merchant: null,
      detail: { grants: [{ role: 'content', merchant: 'demo' }] },
    });
    expect(mine.filter((row) => row.action === 'merchant.update').map((row) => row.merchant)).toEqual(['beta', 'demo']);
  });

  it('reads for an auditor, scoped to the auditor’s brands where a row has a brand', async () => {
    const auditor = await operatorSession(
      t.app,
      await createOperator(t.db, { grants: [{ role: 'auditor', merchant: null }] }),
    );
    const everything = await entries(auditor);
    expect(new Set(everything.map((row) => row.merchant))).toEqual(new Set([null, 'demo', 'beta']));

    const betaAuditor = await operatorSession(
      t.app,
      await createOperator(t.db, { grants: [{ role: 'auditor', merchant: 'beta' }] }),
    );
    const scoped = await entries(betaAuditor);
    expect(scoped.some((row) => row.merchant === 'beta')).toBe(true);
    expect(scoped.some((row) => row.merchant === null)).toBe(true);
    expect(scoped.some((row) => row.merchant === 'demo')).toBe(false);
    expect((await betaAuditor('GET', '/ops/audit?merchant=demo')).status).toBe(403);
    expect((await entries(betaAuditor, '&merchant=beta')).every((row) => row.merchant === 'beta')).toBe(true);
    // The auditor only reads.
    expect((await betaAuditor('PATCH', '/ops/merchants/beta', {})).status).toBe(403);
  });

  it('filters by action family, operator and time, and pages', async () => {
    const sessions = await entries(owner, '&action=session.');
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((row) => row.action.startsWith('session.'))).toBe(true);
    expect((await entries(owner, '&action=session')).length).toBe(0);
    expect((await entries(owner, '&operator=nobody')).length).toBe(0);
    expect((await entries(owner, `&from=${new Date(Date.now() + 60_000).toISOString()}`)).length).toBe(0);
    expect((await entries(owner, `&to=${new Date(Date.now() - 3600_000).toISOString()}`)).length).toBe(0);

    const all = await entries(owner);
    const first = (await owner('GET', '/ops/audit?pageSize=2&pageNo=1')).body.value;
    const second = (await owner('GET', '/ops/audit?pageSize=2&pageNo=2')).body.value;
    expect(first.total).toBe(all.length);
    expect(first.totalPages).toBe(Math.ceil(all.length / 2));
    expect([...first.list, ...second.list]).toEqual(all.slice(0, 4));
    for (const bad of ['from=yesterday', 'pageSize=1000', 'merchant=']) {
      expect((await owner('GET', `/ops/audit?${bad}`)).status, bad).toBe(400);
    }
    expect((await owner('GET', '/ops/audit?merchant=ghost')).body.code).toBe('merchant-not-found');
  });
});
