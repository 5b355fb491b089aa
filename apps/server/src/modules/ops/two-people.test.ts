import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createOperator, type OpsCaller, operatorSession } from '../../test/operators.ts';
import { decide } from '../approvals/test-kit.ts';
import { ledgerCheck, memberBalance } from '../wallet/ledger.service.ts';
import { type Player, player, requestId } from '../wallet/money-test-kit.ts';
import { requested } from '../withdrawals/test-kit.ts';
import { enrolAs, enrolStep } from './test-kit.ts';

/**
 * Issue 35, hole 1: "one owner beats the two-person rule alone". The attack as found (an owner
 * creates and enrols a finance puppet, then approves their own adjustment through it) and the ways
 * around a first fix: a puppet armed later, two puppets of one hand, a reset, a loosening and a
 * large withdrawal. `ops` is the owner acting alone; `colleague` is a second owner who approves
 * whatever operator request reaches them (and keeps the share they are given); `third` is an
 * independent finance operator.
 */

let t: TestApp;
let ops: OpsCaller;
let colleague: OpsCaller;
let third: OpsCaller;
let member: Player;
beforeAll(async () => {
  t = await buildTestApp();
  ops = await operatorSession(t.app, await createOperator(t.db));
  colleague = await operatorSession(t.app, await createOperator(t.db));
  third = await operatorSession(t.app, await createOperator(t.db, { grants: [{ role: 'finance', merchant: null }] }));
  member = await player(t.db);
});
afterEach(async () => {
  expect(await ledgerCheck(t.db)).toEqual([]);
});
afterAll(() => t.close());

let seq = 0;
const name = () => `puppet${Date.now().toString(36)}${++seq}`;
const balance = () => memberBalance(t.db, member.merchantId, member.id);

async function askAdjustment(caller: OpsCaller, amount = 40_000_00) {
  const { status, body } = await caller('POST', `/ops/members/${member.account}/adjust`, {
    merchant: 'demo',
    direction: 'credit',
    amount,
    reason: 'Two people',
    requestId: requestId(),
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.value.id as string;
}

/** An operator `ops` creates with a role that is no money role: the whole token is theirs. */
async function puppetOfOps(): Promise<{ id: number; as: OpsCaller }> {
  const created = await ops('POST', '/ops/operators', {
    username: name(),
    grants: [{ role: 'support', merchant: null }],
  });
  expect(created.body.value.enrolment.share).toBe('whole');
  return { id: created.body.value.operator.id, as: await enrolAs(t.app, created.body.value.enrolment.token) };
}

/** `ops` arms an operator with a money role, and the colleague approves it. */
async function armed(id: number, role: 'finance' | 'owner' = 'finance') {
  const asked = await ops('PUT', `/ops/operators/${id}/grants`, { grants: [{ role, merchant: null }] });
  expect(asked.body.value.approval).toMatchObject({ kind: 'operator-grants', state: 'pending' });
  expect(asked.body.value.operator.grants).toEqual([{ role: 'support', merchant: null }]);
  const approved = await decide(colleague, asked.body.value.approval.id, 'approve');
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
}

const refusedAsLinked = (answer: { status: number; body: { code: string } }) =>
  expect([answer.status, answer.body.code]).toEqual([403, 'ops-not-independent']);

describe('one owner cannot move money alone', () => {
  it('the attack as found: creating a finance operator only asks; the first share opens nothing; the money stays', async () => {
    const username = name();
    const created = await ops('POST', '/ops/operators', { username, grants: [{ role: 'finance', merchant: 'demo' }] });
    expect(created.status).toBe(200);
    expect(created.body.value).toMatchObject({
      operator: null,
      approval: { kind: 'operator-create', state: 'pending', merchantCode: 'demo', detail: { username } },
      enrolment: { share: 'first', expiresAt: null },
    });
    const alone = await enrolStep(t.app, created.body.value.enrolment.token, 'a-long-password');
    expect([alone.status, alone.body.code]).toEqual([400, 'ops-enrolment-invalid']);
    const own = await decide(ops, created.body.value.approval.id, 'approve');
    expect([own.status, own.body.code]).toEqual([403, 'self-approval']);
    const again = await ops('POST', '/ops/operators', { username, grants: [{ role: 'finance', merchant: 'demo' }] });
    expect([again.status, again.body.code]).toEqual([409, 'ops-request-pending']);

    const adjustment = await askAdjustment(ops);
    expect((await decide(ops, adjustment, 'approve')).body.code).toBe('self-approval');
    expect(await balance()).toBe(0);
    expect((await decide(ops, adjustment, 'cancel')).status).toBe(200);
    expect((await decide(ops, created.body.value.approval.id, 'cancel')).status).toBe(200);
  });

  it('an operator the asker set up, armed later by a second owner, never completes the asker’s two-person actions', async () => {
    const puppet = await puppetOfOps();
    await armed(puppet.id, 'owner');

    const adjustment = await askAdjustment(ops);
    refusedAsLinked(await decide(puppet.as, adjustment, 'approve'));
    const reverse = await askAdjustment(puppet.as);
    refusedAsLinked(await decide(ops, reverse, 'approve'));
    expect(await balance()).toBe(0);

    const loosening = await ops('PATCH', '/ops/merchants/demo/money', { adjustMax: 90_000_000_00 });
    expect(loosening.body.value.approval).toMatchObject({ kind: 'money-settings', state: 'pending' });
    refusedAsLinked(await decide(puppet.as, loosening.body.value.approval.id, 'approve'));

    const w = await requested(t.app, t.db, 20_000_00, 30_000_00);
    expect((await ops('POST', `/ops/withdrawals/${w.id}/approve`)).body.value.state).toBe('requested');
    refusedAsLinked(await puppet.as('POST', `/ops/withdrawals/${w.id}/approve`));

    // The refusals rolled back: still pending, and an independent operator completes them.
    expect((await decide(third, adjustment, 'approve')).body.value.state).toBe('approved');
    expect(await balance()).toBe(40_000_00);
    expect((await third('POST', `/ops/withdrawals/${w.id}/approve`)).body.value.state).toBe('approved');
    await decide(puppet.as, reverse, 'cancel');
    await decide(ops, loosening.body.value.approval.id, 'cancel');
  });

  it('two operators set up by the same hand are one person: neither completes the other’s request', async () => {
    const [first, second] = [await puppetOfOps(), await puppetOfOps()];
    await armed(first.id);
    await armed(second.id);
    const before = await balance();
    const adjustment = await askAdjustment(first.as);
    refusedAsLinked(await decide(second.as, adjustment, 'approve'));
    expect(await balance()).toBe(before);
    await decide(first.as, adjustment, 'cancel');
  });

  it('resetting a money operator takes two owners, each with one share; the reset operator is linked to both', async () => {
    const staffOperator = await createOperator(t.db, { grants: [{ role: 'finance', merchant: null }] });
    const staff = await operatorSession(t.app, staffOperator);
    const asked = await ops('POST', `/ops/operators/${staffOperator.id}/reset`);
    expect(asked.body.value).toMatchObject({
      operator: { state: 'active' },
      approval: { kind: 'operator-reset', state: 'pending' },
      enrolment: { share: 'first' },
    });
    // Until approved, nothing changed for the operator.
    expect((await staff('GET', '/ops/approvals')).status).toBe(200);
    const approved = await decide(colleague, asked.body.value.approval.id, 'approve');
    expect(approved.body.value).toMatchObject({ state: 'approved', enrolment: { share: 'second' } });
    expect((await staff('GET', '/ops/approvals')).status).toBe(401);
    const first = asked.body.value.enrolment.token;
    const second = approved.body.value.enrolment.token;
    for (const [token, share] of [
      [first, undefined],
      [second, undefined],
      [second, first],
    ] as const) {
      expect((await enrolStep(t.app, token, 'a-long-password', share)).body.code).toBe('ops-enrolment-invalid');
    }
    const back = await enrolAs(t.app, first, second);
    refusedAsLinked(await decide(back, await askAdjustment(ops), 'approve'));
    refusedAsLinked(await decide(back, await askAdjustment(colleague), 'approve'));
  });

  it('two owners create a finance operator who checks others’ requests, never their creators’', async () => {
    const created = await ops('POST', '/ops/operators', {
      username: name(),
      grants: [{ role: 'finance', merchant: null }],
    });
    expect(created.body.value.approval.merchantCode).toBeNull();
    const demoOwner = await operatorSession(
      t.app,
      await createOperator(t.db, { grants: [{ role: 'owner', merchant: 'demo' }] }),
    );
    // A request over every brand is decided by an owner of every brand; to others it is not there.
    expect((await decide(demoOwner, created.body.value.approval.id, 'approve')).status).toBe(404);
    const approved = await decide(colleague, created.body.value.approval.id, 'approve');
    expect(approved.body.value).toMatchObject({ state: 'approved', enrolment: { share: 'second' } });
    const staff = await enrolAs(t.app, created.body.value.enrolment.token, approved.body.value.enrolment.token);
    refusedAsLinked(await decide(staff, await askAdjustment(ops, 1_00), 'approve'));
    refusedAsLinked(await decide(staff, await askAdjustment(colleague, 1_00), 'approve'));
    const before = await balance();
    expect((await decide(staff, await askAdjustment(third, 1_00), 'approve')).body.value.state).toBe('approved');
    expect(await balance()).toBe(before + 1_00);
  });
});
