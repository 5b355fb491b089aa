import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/db.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createOperator, type OpsCaller, operatorSession } from '../../test/operators.ts';
import { get, send } from '../../test/requests.ts';
import { passwordLogin, solveCaptcha, visitor } from '../auth/test-kit.ts';
import { ledgerCheck } from '../wallet/ledger.service.ts';
import { fund, PAYMENT_PASSWORD, type Player, requestId } from '../wallet/money-test-kit.ts';
import { member, runPrefix } from './test-kit.ts';

/**
 * Team management (state, rights, what the brand allows) and the operators' side of
 * the tree: moves with the whole downline, refused loops, disabling, the audit.
 */
let t: TestApp;
let db: Db;
let owner: OpsCaller;
beforeAll(async () => {
  t = await buildTestApp();
  db = t.db;
  owner = await operatorSession(t.app, await createOperator(db));
});
afterAll(async () => {
  expect(await ledgerCheck(db)).toEqual([]);
  await t.close();
});

const patch = (agent: Player, account: string, payload: object) =>
  send(t.app, { method: 'PATCH', url: `/wps/agent/team/members/${account}`, headers: agent.auth, payload });
const row = async (agent: Player, account: string) =>
  (await get(t.app, `/wps/agent/team/members?account=${account}`, agent.auth)).body.value.list[0];
const teamOf = async (agent: Player) =>
  ((await get(t.app, '/wps/agent/team/members?pageSize=100', agent.auth)).body.value.list as { account: string }[])
    .map((entry) => entry.account)
    .sort();

async function tree() {
  const p = runPrefix();
  const top = await member(db, { type: 1, account: `${p}top` });
  const sub = await member(db, { type: 2, parent: top, account: `${p}sub` });
  const child = await member(db, { parent: sub, account: `${p}child` });
  const other = await member(db, { type: 1, account: `${p}other` });
  return { top, sub, child, other };
}

describe('team management', () => {
  it('shows balance, last login, state and rights of each downline member', async () => {
    const { top, sub } = await tree();
    await fund(db, sub, 12_345);
    expect(await row(top, sub.account)).toMatchObject({
      account: sub.account,
      type: 2,
      level: 1,
      state: 'active',
      balance: 12_345,
      downline: 1,
      rights: { transfer: true, register: true },
      manageable: true,
    });
    expect((await row(top, sub.account)).lastLoginAt).not.toBeNull();
    const totals = (await get(t.app, '/wps/agent/team/members', top.auth)).body.value.totals;
    expect(totals).toEqual({ members: 2, balance: 12_345 });
  });

  it('shows a login lockout as locked', async () => {
    const { top, child } = await tree();
    await passwordLogin(t.app, visitor(), { username: child.account, password: 'wrong-pass1' });
    // After a failure each attempt needs a captcha (one image a second per browser); the fifth failure locks.
    for (let i = 0; i < 4; i++) {
      const who = visitor();
      const captcha = await solveCaptcha(t.app, who);
      await passwordLogin(t.app, who, { username: child.account, password: 'wrong-pass1', captcha });
    }
    expect((await row(top, child.account)).state).toBe('locked');
  });

  it('lets the direct upline disable a member: no login, sessions ended; enabling again lets it in', async () => {
    const { top, sub, child } = await tree();
    const disabled = await patch(top, sub.account, { disabled: true });
    expect(disabled.status).toBe(200);
    expect(disabled.body.value).toMatchObject({ state: 'disabled' });
    expect((await get(t.app, '/wps/member/info', sub.auth)).status).toBe(401);
    const login = await passwordLogin(t.app, visitor(), { username: sub.account, password: sub.password });
    expect([login.status, login.body.code]).toEqual([403, 'contact-agent']);
    expect((await get(t.app, '/wps/agent/team/members?state=disabled', top.auth)).body.value.total).toBe(1);
    // Only the direct upline: the top agent cannot change the sub-agent's member.
    const deep = await patch(top, child.account, { disabled: true });
    expect([deep.status, deep.body.code]).toEqual([403, 'not-direct-downline']);
    expect((await patch(top, sub.account, { disabled: false })).body.value.state).toBe('active');
    const again = await passwordLogin(t.app, visitor(), { username: sub.account, password: sub.password });
    expect(again.status).toBe(200);
  });

  it('answers not-in-downline for anyone outside, and agent-only for members', async () => {
    const { top, sub, child, other } = await tree();
    expect((await patch(other, sub.account, { disabled: true })).body.code).toBe('not-in-downline');
    expect((await patch(sub, top.account, { disabled: true })).body.code).toBe('not-in-downline');
    expect((await patch(top, 'nobody-here', { disabled: true })).body.code).toBe('not-in-downline');
    expect((await patch(child, child.account, { disabled: true })).body.code).toBe('agent-only');
  });

  it('takes the transfer right away: the sub-agent can no longer send to its downline', async () => {
    const { top, sub, child } = await tree();
    await fund(db, sub, 10_000);
    const sendDown = () =>
      send(t.app, {
        method: 'POST',
        url: '/wps/agent/transfer/downline',
        headers: sub.auth,
        payload: { account: child.account, amount: 1_000, paymentPassword: PAYMENT_PASSWORD, requestId: requestId() },
      });
    expect((await sendDown()).status).toBe(200);
    expect((await patch(top, sub.account, { rights: { transfer: false } })).body.value.rights).toEqual({
      transfer: false,
      register: true,
    });
    const refused = await sendDown();
    expect([refused.status, refused.body.code]).toEqual([403, 'operation-not-allowed']);
  });

  it('takes the register right away: its invitation code stops bringing members in', async () => {
    const { top, sub } = await tree();
    const code = `${sub.account}CODE`.toUpperCase();
    await db.query('UPDATE members SET affiliate_code = $2 WHERE id = $1', [sub.id, code]);
    const check = () => get(t.app, `/wps/agent/affiliate?affiliateCode=${code}`);
    expect((await check()).status).toBe(200);
    await patch(top, sub.account, { rights: { register: false } });
    expect((await check()).body.code).toBe('invalid-invitation-code');
  });

  it('changes only what the brand lets agents change', async () => {
    const { top, sub } = await tree();
    const set = await owner('PUT', '/ops/merchants/demo/agent-controls', { controls: ['transfer'] });
    expect(set.body.value).toEqual({ controls: ['transfer'] });
    try {
      expect((await get(t.app, '/wps/agent/team/members', top.auth)).body.value.controls).toEqual(['transfer']);
      const state = await patch(top, sub.account, { disabled: true });
      expect([state.status, state.body.code]).toEqual([403, 'operation-not-allowed']);
      expect((await patch(top, sub.account, { rights: { register: false } })).body.code).toBe('operation-not-allowed');
      expect((await patch(top, sub.account, { rights: { transfer: false } })).status).toBe(200);
      expect((await row(top, sub.account)).rights).toEqual({ transfer: false, register: true });
    } finally {
      await owner('PUT', '/ops/merchants/demo/agent-controls', { controls: ['state', 'transfer', 'register'] });
    }
  });
});

describe('operators and the tree', () => {
  it('moves a member with its whole downline under another agent, audited', async () => {
    const { top, sub, child, other } = await tree();
    const moved = await owner('POST', `/ops/members/${sub.account}/upline`, {
      merchant: 'demo',
      upline: other.account,
      reason: 'sales region change',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.value).toMatchObject({ account: sub.account, uplines: [other.account], moved: 2, downline: 1 });
    expect(await teamOf(top)).toEqual([]);
    expect(await teamOf(other)).toEqual([sub.account, child.account].sort());
    expect((await row(other, child.account)).level).toBe(2);
    const audit = await owner('GET', '/ops/audit?action=member.move&merchant=demo');
    expect(audit.body.value.list[0]).toMatchObject({
      action: 'member.move',
      target: `member:${sub.account}`,
      detail: { from: top.account, to: other.account, moved: 2, reason: 'sales region change' },
    });
    const where = await owner('GET', `/ops/members/${child.account}/tree?merchant=demo`);
    expect(where.body.value).toMatchObject({ uplines: [other.account, sub.account], directDownline: 0 });
  });

  it('refuses a loop and an upline that is no agent, changing nothing', async () => {
    const { top, sub, child } = await tree();
    const loop = await owner('POST', `/ops/members/${top.account}/upline`, {
      merchant: 'demo',
      upline: sub.account,
      reason: 'loop',
    });
    expect([loop.status, loop.body.code]).toEqual([409, 'tree-cycle']);
    const self = await owner('POST', `/ops/members/${sub.account}/upline`, {
      merchant: 'demo',
      upline: sub.account,
      reason: 'self',
    });
    expect(self.body.code).toBe('tree-cycle');
    const toMember = await owner('POST', `/ops/members/${sub.account}/upline`, {
      merchant: 'demo',
      upline: child.account,
      reason: 'x',
    });
    expect(toMember.body.code).toBe('upline-not-agent');
    expect(await teamOf(top)).toEqual([sub.account, child.account].sort());
  });

  it('keeps brands apart: another brand has no such account, and an operator of one brand cannot move in another', async () => {
    const { sub, other } = await tree();
    const beta = await owner('POST', `/ops/members/${sub.account}/upline`, {
      merchant: 'beta',
      upline: other.account,
      reason: 'x',
    });
    expect([beta.status, beta.body.code]).toEqual([404, 'account-not-found']);
    const betaSupport = await operatorSession(
      t.app,
      await createOperator(db, { grants: [{ role: 'support', merchant: 'beta' }] }),
    );
    const refused = await betaSupport('POST', `/ops/members/${sub.account}/upline`, {
      merchant: 'demo',
      upline: other.account,
      reason: 'x',
    });
    expect(refused.status).toBe(403);
    const content = await operatorSession(
      t.app,
      await createOperator(db, { grants: [{ role: 'content', merchant: null }] }),
    );
    expect(
      (
        await content('POST', `/ops/members/${sub.account}/upline`, {
          merchant: 'demo',
          upline: other.account,
          reason: 'x',
        })
      ).status,
    ).toBe(403);
  });

  it('lets support disable and enable a member, audited, ending its sessions', async () => {
    const { sub } = await tree();
    const support = await operatorSession(
      t.app,
      await createOperator(db, { grants: [{ role: 'support', merchant: 'demo' }] }),
    );
    const off = await support('POST', `/ops/members/${sub.account}/state`, {
      merchant: 'demo',
      disabled: true,
      reason: 'fraud review',
    });
    expect(off.body.value).toMatchObject({ account: sub.account, disabled: true });
    expect((await get(t.app, '/wps/member/info', sub.auth)).status).toBe(401);
    const on = await support('POST', `/ops/members/${sub.account}/state`, {
      merchant: 'demo',
      disabled: false,
      reason: 'ok',
    });
    expect(on.body.value.disabled).toBe(false);
    const audit = await owner('GET', '/ops/audit?action=member.&merchant=demo');
    expect(audit.body.value.list.slice(0, 2).map((entry: { action: string }) => entry.action)).toEqual([
      'member.enable',
      'member.disable',
    ]);
  });
});
