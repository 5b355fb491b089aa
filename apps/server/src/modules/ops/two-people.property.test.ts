import { OPS_ROLES, type OpsRole } from '@arcadia/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../platform/totp.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createOperator, type OpsCaller, operatorSession } from '../../test/operators.ts';
import { decide } from '../approvals/test-kit.ts';
import { memberBalance } from '../wallet/ledger.service.ts';
import { type Player, player, requestId } from '../wallet/money-test-kit.ts';
import { codeStep, enrolStep } from './test-kit.ts';

/**
 * Issue 35, hole 1, as a property: whatever operator-management calls one owner makes (create,
 * regrant, reset, disable, enable, in any order, with any roles), and even with a second owner who
 * approves every operator request they are sent (keeping the share they are given), no two
 * operators that owner holds the keys of (itself included) complete a money request together.
 */

const PASSWORD = 'a-long-password';

type Step =
  | { kind: 'create'; role: OpsRole; brand: string | null }
  | { kind: 'grants'; target: number; role: OpsRole; brand: string | null }
  | { kind: 'reset' | 'disable' | 'enable'; target: number };

const brand = fc.constantFrom(null, 'demo');
const role = fc.constantFrom(...OPS_ROLES);
// Creations and regrants weigh most: they are how an owner would try to make a second person.
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('create' as const), role, brand }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('grants' as const), target: fc.nat(4), role, brand }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom('reset' as const, 'disable' as const, 'enable' as const),
      target: fc.nat(4),
    }),
  },
);

let t: TestApp;
let owner: OpsCaller;
let colleague: OpsCaller;
let member: Player;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await operatorSession(t.app, await createOperator(t.db));
  colleague = await operatorSession(t.app, await createOperator(t.db));
  member = await player(t.db);
});
afterAll(() => t.close());

let seq = 0;

/** An operator the owner created in this run, and whether the owner holds its keys (it enrolled it). */
interface Made {
  id: number;
  username: string;
  secret: string | null;
  /** Disabled: its enrolment link is refused until it is enabled again. */
  disabled: boolean;
  /** A whole enrolment token the owner holds but could not spend yet (the operator was disabled). */
  token: string | null;
}

/** Spends a whole token as the owner would: sets the password, enrols an authenticator. */
async function enrol(token: string): Promise<string> {
  const step = await enrolStep(t.app, token, PASSWORD);
  expect(step.status, JSON.stringify(step.body)).toBe(200);
  const secret = step.body.value.enrolment.secret as string;
  expect((await codeStep(t.app, step.body.value.ticket, totpCode(secret))).status).toBe(200);
  return secret;
}

/** The colleague approves every pending operator request; the shares they get stay with them. */
async function rubberStamp(made: Made[]) {
  const { body } = await colleague('GET', '/ops/approvals?state=pending&pageSize=100');
  for (const request of body.value.list as { id: string; kind: string; detail: { operatorId?: number } }[]) {
    if (!request.kind.startsWith('operator-')) continue;
    const answer = await decide(colleague, request.id, 'approve');
    // Approved a reset: the owner's keys of that operator are gone (the colleague holds the second share).
    if (answer.status === 200 && request.kind === 'operator-reset') {
      const reset = made.find((row) => row.id === request.detail.operatorId);
      if (reset) Object.assign(reset, { secret: null, token: null });
    }
    if (answer.status !== 200) await decide(colleague, request.id, 'reject', 'not now');
  }
}

async function apply(made: Made[], s: Step) {
  if (s.kind === 'create') {
    const username = `prop${Date.now().toString(36)}${++seq}`;
    const { body } = await owner('POST', '/ops/operators', { username, grants: [{ role: s.role, merchant: s.brand }] });
    if (body.value?.operator) {
      const secret = await enrol(body.value.enrolment.token);
      made.push({ id: body.value.operator.id, username, secret, disabled: false, token: null });
    }
    return;
  }
  const target = made[s.target % Math.max(made.length, 1)];
  if (!target) return;
  if (s.kind === 'grants') {
    await owner('PUT', `/ops/operators/${target.id}/grants`, { grants: [{ role: s.role, merchant: s.brand }] });
  } else if (s.kind === 'reset') {
    const { body } = await owner('POST', `/ops/operators/${target.id}/reset`);
    if (body.value?.enrolment?.share !== 'whole') return;
    const token = body.value.enrolment.token as string;
    if (target.disabled) Object.assign(target, { secret: null, token });
    else target.secret = await enrol(token);
  } else {
    const { status } = await owner('POST', `/ops/operators/${target.id}/${s.kind}`);
    if (status !== 200) return;
    target.disabled = s.kind === 'disable';
    // Enabled again: the owner spends the token it kept.
    if (!target.disabled && target.token) Object.assign(target, { secret: await enrol(target.token), token: null });
  }
}

/** Sessions of every operator the owner holds the keys of and can still log in as. */
async function heldSessions(made: Made[]): Promise<OpsCaller[]> {
  const sessions = [owner];
  for (const row of made) {
    if (!row.secret) continue;
    const operator = { id: row.id, username: row.username, password: PASSWORD, grants: [], totpSecret: row.secret };
    const session = await operatorSession(t.app, operator).catch(() => null);
    if (session) sessions.push(session);
  }
  return sessions;
}

describe('one owner and any sequence of operator-management calls', () => {
  it('never gives the owner two operators that move money together', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        const made: Made[] = [];
        for (const s of steps) {
          await apply(made, s);
          await rubberStamp(made);
        }
        const before = await memberBalance(t.db, member.merchantId, member.id);
        const sessions = await heldSessions(made);
        for (const maker of sessions) {
          const asked = await maker('POST', `/ops/members/${member.account}/adjust`, {
            merchant: 'demo',
            direction: 'credit',
            amount: 1_00,
            reason: 'Property',
            requestId: requestId(),
          });
          if (asked.status !== 200) continue;
          for (const checker of sessions) {
            if (checker === maker) continue;
            expect((await decide(checker, asked.body.value.id, 'approve')).status).not.toBe(200);
          }
          await decide(maker, asked.body.value.id, 'cancel');
        }
        expect(await memberBalance(t.db, member.merchantId, member.id)).toBe(before);
      }),
      { numRuns: 25 },
    );
  }, 240_000);
});
