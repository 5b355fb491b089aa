import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createOperator, type OpsCaller, operatorSession } from '../../test/operators.ts';
import { get, send } from '../../test/requests.ts';
import { type Agent, act, contract, daily, line, summary } from './test-kit.ts';

/** The consolidated contract flags, the original front end's methods, and the operators' side of contracts. */
let t: TestApp;
let ops: OpsCaller;

beforeAll(async () => {
  t = await buildTestApp();
  ops = await operatorSession(t.app, await createOperator(t.db));
});
afterAll(() => t.close());

const chain = (headRate = 2) => line(t, ops, headRate);
const stateOf = async (who: Agent) => (await summary(t.app, 'daily', who)).body.value;

describe('the consolidated contract flags', () => {
  it('show an offer waiting, and which kinds a member takes part in', async () => {
    const { head, agent } = await chain();
    const before = await get(t.app, '/wps/member/info/funds/consolidated', agent.auth);
    expect(before.body.value).toMatchObject({
      dailysalreqtype: 0,
      dailysalinfo: 0,
      divtypereq: 0,
      divinfo: 0,
      contracthoursalreq: 0,
      hoursalinfo: 0,
      realtimesalreqtype: 0,
      realtimesalinfo: 0,
    });
    await act(t.app, 'daily', head, { action: 'offer', account: agent.account, terms: daily(1) });
    const waiting = await get(t.app, '/wps/member/info/funds/consolidated', agent.auth);
    expect(waiting.body.value).toMatchObject({ dailysalreqtype: 1, dailysalinfo: 1, divinfo: 0 });
  });

  it('are all zero for a kind the brand switches off, and its offers are refused', async () => {
    const { head, agent } = await chain();
    await act(t.app, 'daily', head, { action: 'offer', account: agent.account, terms: daily(1) });
    const off = await ops('PATCH', '/ops/merchants/demo', { switches: { DAILY_SALARY: false } });
    expect(off.status).toBe(200);
    try {
      const funds = await get(t.app, '/wps/member/info/funds/consolidated', agent.auth);
      expect(funds.body.value).toMatchObject({ dailysalreqtype: 0, dailysalinfo: 0 });
      const refused = await act(t.app, 'daily', head, { action: 'offer', account: agent.account, terms: daily(1) });
      expect(refused.body.code).toBe('operation-not-allowed');
      expect((await summary(t.app, 'daily', agent)).body.value.enabled).toBe(false);
    } finally {
      await ops('PATCH', '/ops/merchants/demo', { switches: { DAILY_SALARY: true } });
    }
  });
});

describe('the original front end', () => {
  it('reads hourly and real-time contracts by POST, as it calls them', async () => {
    const { agent } = await chain();
    for (const path of [
      '/wps/relay/MCS2_processContractHourSalary',
      '/wps/relay/MCSFE_processRealTimeSalaryContract',
    ]) {
      const read = await send(t.app, { method: 'POST', url: path, headers: agent.auth, payload: { action: 'info' } });
      expect(read.status).toBe(200);
      expect(read.body.value).toMatchObject({ mine: null, offer: null, canOffer: false });
    }
    for (const path of ['/wps/relay/MCS2_processDividendReq', '/wps/relay/MCS2_processDailySalContract']) {
      expect((await get(t.app, path, agent.auth)).status).toBe(200);
    }
    expect((await get(t.app, '/wps/relay/MCS2_processDividendReq')).status).toBe(401);
  });
});

describe('the operator side', () => {
  it('is permission-checked and scoped to the brands the role reaches', async () => {
    const { head } = await chain();
    const auditor = await operatorSession(
      t.app,
      await createOperator(t.db, { grants: [{ role: 'auditor', merchant: null }] }),
    );
    expect((await auditor('GET', `/ops/contracts?merchant=demo&account=${head.account}`)).body.value.total).toBe(1);
    expect((await auditor('GET', '/ops/contracts/payouts?merchant=demo')).status).toBe(200);
    const refused = await auditor('PUT', '/ops/contracts', {
      merchant: 'demo',
      account: head.account,
      terms: daily(1),
      reason: 'x',
    });
    expect(refused.status).toBe(403);
    expect((await auditor('POST', '/ops/contracts/settle', { merchant: 'demo' })).status).toBe(403);
    const betaOwner = await operatorSession(
      t.app,
      await createOperator(t.db, { grants: [{ role: 'owner', merchant: 'beta' }] }),
    );
    const elsewhere = await betaOwner('PUT', '/ops/contracts', {
      merchant: 'demo',
      account: head.account,
      terms: daily(1),
      reason: 'x',
    });
    // The guard refuses a brand named outside the operator's grants.
    expect(elsewhere.status).toBe(403);
    expect((await betaOwner('GET', `/ops/contracts?account=${head.account}`)).body.value.total).toBe(0);
  });

  it('tells an operator by name that the upline holds no contract of the kind', async () => {
    const { agent, sub } = await chain();
    const refused = await ops('PUT', '/ops/contracts', {
      merchant: 'demo',
      account: sub.account,
      terms: daily(1),
      reason: 'x',
    });
    expect(refused.body).toMatchObject({
      code: 'contract-upline-has-none',
      message: `The upline ${agent.account} holds no contract of this kind, so no one under it can hold one.`,
    });
  });

  it('sets a contract within the upline cap, with the subordinate warning, audited', async () => {
    const { head, agent, sub } = await chain();
    await contract(t.app, head, agent, daily(2));
    await contract(t.app, agent, sub, daily(1.5));
    const above = await ops('PUT', '/ops/contracts', {
      merchant: 'demo',
      account: agent.account,
      terms: daily(3),
      reason: 'x',
    });
    // The operator holds no contract: the answer names the upline whose contract caps this one.
    expect(above.body).toMatchObject({
      code: 'contract-above-upline-cap',
      message: `The contract cannot pay more than the upline ${head.account} holds in its own contract of this kind.`,
    });
    const warned = await ops('PUT', '/ops/contracts', {
      merchant: 'demo',
      account: agent.account,
      terms: daily(1),
      reason: 'x',
    });
    expect(warned.body).toMatchObject({ code: 'subordinate-rate-higher', value: { accounts: [sub.account] } });
    const set = await ops('PUT', '/ops/contracts', {
      merchant: 'demo',
      account: agent.account,
      terms: daily(1),
      confirm: true,
      reason: 'review',
    });
    expect(set.body.value).toMatchObject({ state: 'active', upline: head.account, offeredBy: 'operator' });
    expect((await stateOf(sub)).mine).toBeNull();
    const audit = await t.db.one<{ detail: { reason: string } }>(
      'SELECT detail FROM operator_audit WHERE action = $1 AND target = $2',
      ['contract.set', `contract:${set.body.value.id}`],
    );
    expect(audit?.detail.reason).toBe('review');
  });
});
