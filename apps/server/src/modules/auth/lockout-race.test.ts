import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordChecks } from '../../platform/metrics.ts';
import { totpCode } from '../../platform/totp.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createOperator } from '../../test/operators.ts';
import { codeStep, passwordStep, wrongCode } from '../ops/test-kit.ts';
import { bind, payer, withdraw } from '../withdrawals/test-kit.ts';
import { createMember, passwordLogin, visitor } from './test-kit.ts';

/**
 * Issue 35, hole 2: "lockout counts failures after the fact". Many wrong secrets at once, from
 * many addresses, spread over two server processes on PostgreSQL (one on PGlite): no more than
 * the limit (five) is ever evaluated. Password checks are read from the process's argon2 counter
 * (both apps of a test share the process), operator codes from the audit of failed steps.
 */

let t: TestApp;
let apps: FastifyInstance[];
beforeAll(async () => {
  t = await buildTestApp();
  apps = process.env.TEST_DATABASE_URL ? [t.app, await t.spawnSibling()] : [t.app];
});
afterAll(() => t.close());

const LIMIT = 5;
const wrongChecks = async () =>
  (await passwordChecks.get()).values.find((value) => value.labels.outcome === 'wrong')?.value ?? 0;
/** `n` requests at once, alternating between the processes. */
const burst = <T>(n: number, send: (app: FastifyInstance, i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => send(apps[i % apps.length] ?? t.app, i)));
const failedSteps = async (operatorId: number, step: string) =>
  (
    await t.db.query(
      "SELECT 1 FROM operator_audit WHERE operator_id = $1 AND action = 'session.login-failed' AND detail->>'step' = $2",
      [operatorId, step],
    )
  ).length;

describe('no more than five wrong secrets are evaluated, however many arrive at once', () => {
  it('member passwords: 40 at once', async () => {
    const member = await createMember(t.db);
    const before = await wrongChecks();
    const answers = await burst(40, (app) =>
      passwordLogin(app, visitor(), { username: member.account, password: 'wrong-password' }),
    );
    expect((await wrongChecks()) - before).toBeLessThanOrEqual(LIMIT);
    expect(answers.every((answer) => answer.status >= 400)).toBe(true);
    expect(answers.map((answer) => answer.body.code)).toContain('account-locked');
    // Locked: the right password is not even checked.
    const checked = await wrongChecks();
    const right = await passwordLogin(t.app, visitor(), { username: member.account, password: member.password });
    expect(right.body.code).toBe('account-locked');
    expect(await wrongChecks()).toBe(checked);
  });

  it('operator passwords: 40 at once', async () => {
    const op = await createOperator(t.db);
    await burst(40, (app) => passwordStep(app, op.username, 'wrong-password'));
    expect(await failedSteps(op.id, 'password')).toBeLessThanOrEqual(LIMIT);
    expect((await passwordStep(t.app, op.username, op.password)).body.code).toBe('account-locked');
  });

  it('operator codes: 60 wrong codes at once, each on its own ticket', async () => {
    const op = await createOperator(t.db);
    const tickets: string[] = [];
    for (let i = 0; i < 20; i += 1)
      tickets.push((await passwordStep(t.app, op.username, op.password)).body.value.ticket);
    const wrong = wrongCode(totpCode(op.totpSecret));
    await burst(60, (app, i) => codeStep(app, tickets[i % tickets.length] ?? '', wrong));
    expect(await failedSteps(op.id, 'code')).toBeLessThanOrEqual(LIMIT);
    const right = await codeStep(t.app, tickets[0] ?? '', totpCode(op.totpSecret));
    expect(right.body.code).toBe('account-locked');
  });

  it('payment passwords: 40 at once', async () => {
    const p = await payer(t.db, 1_000_00);
    const accountId = (await bind(t.app, p)).body.value.id as string;
    const before = await wrongChecks();
    const answers = await burst(40, (app) =>
      withdraw(app, p, { accountId, amount: 100_00, paymentPassword: '999999' }),
    );
    expect((await wrongChecks()) - before).toBeLessThanOrEqual(LIMIT);
    expect(answers.map((answer) => answer.body.code)).toContain('too-many-requests');
  });

  it('a right password gives its try back: six good logins in a row stay open', async () => {
    const member = await createMember(t.db);
    for (let i = 0; i < LIMIT + 1; i += 1) {
      const answer = await passwordLogin(t.app, visitor(), { username: member.account, password: member.password });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
  });
});
