import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createOperator, type OpsCaller, operatorSession } from '../../test/operators.ts';
import { get } from '../../test/requests.ts';
import { type Agent, act, contract, daily, line, member, summary } from './test-kit.ts';

/**
 * The contract rules through HTTP: offers only to direct downlines, never above the
 * upline's own contract (on offer and on accept), the subordinate warning and the
 * automatic end of subordinates' contracts (and what they capped), termination requests.
 */
let t: TestApp;
let ops: OpsCaller;

beforeAll(async () => {
  t = await buildTestApp();
  ops = await operatorSession(t.app, await createOperator(t.db));
});
afterAll(() => t.close());

const chain = (headRate = 2) => line(t, ops, headRate);

const stateOf = async (who: Agent) => (await summary(t.app, 'daily', who)).body.value;

describe('offers', () => {
  it('come only from an agent holding a contract of the kind, to a direct downline, never above its own', async () => {
    const { head, agent, sub, player } = await chain();
    expect(
      (await act(t.app, 'daily', agent, { action: 'offer', account: sub.account, terms: daily(1) })).body.code,
    ).toBe('no-upline-contract');
    const above = await act(t.app, 'daily', head, { action: 'offer', account: agent.account, terms: daily(2.5) });
    expect([above.status, above.body.code]).toEqual([409, 'contract-rate-exceeds-upline']);
    const deeper = await act(t.app, 'daily', head, { action: 'offer', account: sub.account, terms: daily(1) });
    expect([deeper.status, deeper.body.code]).toEqual([403, 'not-in-downline']);
    const byMember = await act(t.app, 'daily', player, { action: 'offer', account: head.account, terms: daily(1) });
    expect(byMember.body.code).toBe('agent-only');
    const wrongKind = await act(t.app, 'hourly', head, { action: 'offer', account: agent.account, terms: daily(1) });
    expect(wrongKind.body.code).toBe('contract-terms-invalid');

    const equal = await act(t.app, 'daily', head, { action: 'offer', account: agent.account, terms: daily(2) });
    expect(equal.status).toBe(200);
    expect(equal.body.value.downlines.list[0]).toMatchObject({ account: agent.account, contract: null });
    expect(equal.body.value.downlines.list[0].offer.terms).toEqual(daily(2));
    const seen = await stateOf(agent);
    expect(seen.offer).toMatchObject({ state: 'offered', upline: head.account, endsSubordinates: [] });
    expect(seen.canOffer).toBe(false);
  });

  it('check tiers wherever they pay: a higher upper tier is above the cap', async () => {
    const { head, agent } = await chain();
    const terms = {
      kind: 'daily',
      period: 'Daily',
      tiers: [
        { betAmount: 0, rate: 1 },
        { betAmount: 100_000, rate: 2.5 },
      ],
    };
    const refused = await act(t.app, 'daily', head, { action: 'offer', account: agent.account, terms });
    expect(refused.body.code).toBe('contract-rate-exceeds-upline');
  });

  it('are answered by the downline: rejected, or withdrawn by the upline, or replaced by a newer one', async () => {
    const { head, agent } = await chain();
    await act(t.app, 'daily', head, { action: 'offer', account: agent.account, terms: daily(1) });
    const first = (await stateOf(agent)).offer.id;
    await act(t.app, 'daily', head, { action: 'offer', account: agent.account, terms: daily(1.5) });
    const second = (await stateOf(agent)).offer;
    expect(second.id).not.toBe(first);
    expect(second.terms).toEqual(daily(1.5));
    // The upline may not answer its own offer, nor the holder withdraw it.
    expect((await act(t.app, 'daily', head, { action: 'accept', contractId: second.id })).body.code).toBe(
      'invalid-state',
    );
    expect((await act(t.app, 'daily', agent, { action: 'cancel', contractId: second.id })).body.code).toBe(
      'invalid-state',
    );
    expect((await act(t.app, 'daily', agent, { action: 'reject', contractId: second.id })).status).toBe(200);
    expect((await stateOf(agent)).offer).toBeNull();
    await act(t.app, 'daily', head, { action: 'offer', account: agent.account, terms: daily(1) });
    const third = (await stateOf(agent)).offer.id;
    expect((await act(t.app, 'daily', head, { action: 'cancel', contractId: third })).status).toBe(200);
    const history = await get(t.app, '/wps/relay/MCS2_getContractHistory?kind=daily', agent.auth);
    expect(history.body.value.list.map((event: { action: string }) => event.action)).toEqual([
      'cancelled',
      'offered',
      'rejected',
      'offered',
      'cancelled',
      'offered',
    ]);
  });
});

describe('accepting', () => {
  it('puts the offer in force, and the holder may then offer below it', async () => {
    const { head, agent, sub } = await chain();
    await contract(t.app, head, agent, daily(1.5));
    const state = await stateOf(agent);
    expect(state.mine).toMatchObject({ state: 'active', upline: head.account, terms: daily(1.5) });
    expect(state.canOffer).toBe(true);
    await contract(t.app, agent, sub, daily(1.5));
    expect((await stateOf(sub)).mine.terms).toEqual(daily(1.5));
  });

  it('warns when a subordinate earns more, and on agreement ends that contract and everything it capped', async () => {
    const { head, agent, sub, player } = await chain();
    await contract(t.app, head, agent, daily(2));
    await contract(t.app, agent, sub, daily(1.5));
    await contract(t.app, sub, player, daily(1));
    // A pending offer to sub above what agent will hold once it takes the lower contract.
    await act(t.app, 'daily', agent, { action: 'offer', account: sub.account, terms: daily(1.8) });
    const pendingForSub = (await stateOf(sub)).offer.id;

    await act(t.app, 'daily', head, { action: 'offer', account: agent.account, terms: daily(1.2) });
    const lower = await stateOf(agent);
    expect(lower.offer.endsSubordinates).toEqual([sub.account]);
    const warned = await act(t.app, 'daily', agent, { action: 'accept', contractId: lower.offer.id });
    expect(warned.status).toBe(409);
    expect(warned.body).toMatchObject({
      code: 'subordinate-rate-higher',
      message:
        "A subordinate's ratio is higher than the new contract ratio; if agreed, the subordinate's contract ends automatically",
      value: { accounts: [sub.account] },
    });
    expect((await stateOf(agent)).mine.terms).toEqual(daily(2));

    const agreed = await act(t.app, 'daily', agent, { action: 'accept', contractId: lower.offer.id, confirm: true });
    expect(agreed.status).toBe(200);
    expect(agreed.body.value.mine.terms).toEqual(daily(1.2));
    expect((await stateOf(sub)).mine).toBeNull();
    expect((await stateOf(player)).mine).toBeNull();
    const ended = await t.db.query<{ account: string; reason: string }>(
      `SELECT m.account, c.end_reason AS reason FROM agent_contracts c JOIN members m ON m.id = c.member_id
        WHERE c.state = 'ended' AND m.account = ANY($1::text[]) ORDER BY c.id`,
      [[agent.account, sub.account, player.account]],
    );
    expect(ended).toEqual([
      { account: agent.account, reason: 'replaced' },
      { account: sub.account, reason: 'upline' },
      { account: player.account, reason: 'upline' },
    ]);
    const notices = await t.db.query<{ template: string }>(
      'SELECT template FROM member_messages WHERE member_id = $1 ORDER BY id',
      [sub.id],
    );
    expect(notices.map((row) => row.template)).toEqual(['contract-offered', 'contract-offered', 'contract-ended']);

    // The offer made before agent's cap fell is checked again on acceptance.
    const stale = await act(t.app, 'daily', sub, { action: 'accept', contractId: pendingForSub, confirm: true });
    expect([stale.status, stale.body.code]).toEqual([409, 'contract-rate-exceeds-upline']);
  });

  it('keeps the rule when a lower upline contract and a downline acceptance race', async () => {
    for (let round = 0; round < 4; round++) {
      const { head, agent, sub } = await chain();
      await contract(t.app, head, agent, daily(2));
      await act(t.app, 'daily', agent, { action: 'offer', account: sub.account, terms: daily(1.8) });
      const offerId = (await stateOf(sub)).offer.id;
      await Promise.all([
        ops('PUT', '/ops/contracts', {
          merchant: 'demo',
          account: agent.account,
          terms: daily(1),
          confirm: true,
          reason: 'race',
        }),
        act(t.app, 'daily', sub, { action: 'accept', contractId: offerId, confirm: true }),
      ]);
      const broken = await t.db.query(
        `SELECT c.id FROM agent_contracts c JOIN agent_contracts u
            ON u.member_id = c.upline_id AND u.kind = c.kind AND u.state = 'active'
          WHERE c.state = 'active' AND c.member_id = $1
            AND (c.terms->'tiers'->0->>'rate')::numeric > (u.terms->'tiers'->0->>'rate')::numeric`,
        [sub.id],
      );
      expect(broken).toEqual([]);
    }
  });
});

describe('ending a contract', () => {
  it('takes a request from one side and the agreement of the other; a refusal keeps it', async () => {
    const { head, agent, sub } = await chain();
    const id = await contract(t.app, head, agent, daily(2));
    await contract(t.app, agent, sub, daily(1));
    await act(t.app, 'daily', agent, { action: 'terminate', contractId: id });
    expect((await stateOf(agent)).mine.terminationRequestedBy).toBe('member');
    const funds = await get(t.app, '/wps/member/info/funds/consolidated', head.auth);
    expect(funds.body.value).toMatchObject({ dailysalreqtype: 2, dailysalinfo: 1 });
    await act(t.app, 'daily', head, { action: 'keep', contractId: id });
    expect((await stateOf(agent)).mine.terminationRequestedBy).toBeNull();
    await act(t.app, 'daily', head, { action: 'terminate', contractId: id });
    await act(t.app, 'daily', agent, { action: 'terminate', contractId: id });
    expect((await stateOf(agent)).mine).toBeNull();
    // Agent no longer holds a contract of the kind: the one it gave sub ended with it.
    expect((await stateOf(sub)).mine).toBeNull();
  });

  it('is the holder alone when the house is the other side', async () => {
    const head = await member(t.db, 1);
    await ops('PUT', '/ops/contracts', { merchant: 'demo', account: head.account, terms: daily(1), reason: 'test' });
    const id = (await stateOf(head)).mine.id;
    expect((await act(t.app, 'daily', head, { action: 'terminate', contractId: id })).body.value.mine).toBeNull();
  });

  it('is an operator override too, audited', async () => {
    const { head, agent } = await chain();
    const id = await contract(t.app, head, agent, daily(1));
    const ended = await ops('POST', `/ops/contracts/${id}/end`, { reason: 'fraud review' });
    expect(ended.body.value).toMatchObject({ state: 'ended', endReason: 'operator' });
    const audit = await t.db.one('SELECT 1 FROM operator_audit WHERE action = $1 AND target = $2', [
      'contract.end',
      `contract:${id}`,
    ]);
    expect(audit).toBeDefined();
    expect((await ops('POST', `/ops/contracts/${id}/end`, { reason: 'again' })).body.code).toBe('invalid-state');
  });
});
