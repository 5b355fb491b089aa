import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../platform/totp.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createOperator } from '../../test/operators.ts';
import { nextOpsIp } from '../../test/ops-login.ts';
import { opsToken } from '../../test/requests.ts';
import { asOps, codeStep, passwordStep, wrongCode } from './test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const sessions = async (operatorId: number) =>
  Number(
    (
      await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM operator_sessions WHERE operator_id = $1', [
        operatorId,
      ])
    )?.n,
  );
const actions = async (operatorId: number) =>
  (
    await t.db.query<{ action: string }>('SELECT action FROM operator_audit WHERE operator_id = $1 ORDER BY id', [
      operatorId,
    ])
  ).map((row) => row.action);

describe('operator login: two factors', () => {
  it('never opens a session with the password alone', async () => {
    const op = await createOperator(t.db);
    const first = await passwordStep(t.app, op.username, op.password);
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ step: 'code', enrolment: null });
    expect(first.body.value).not.toHaveProperty('token');
    expect(await sessions(op.id)).toBe(0);
    // The ticket is no bearer token.
    const asBearer = await asOps(t.app, first.body.value.ticket, 'GET', '/ops/deposits');
    expect([asBearer.status, asBearer.body.code]).toEqual([401, 'ops-not-logged-in']);

    const second = await codeStep(t.app, first.body.value.ticket, totpCode(op.totpSecret));
    expect(second.status).toBe(200);
    expect(second.body.value).toMatchObject({ idleMinutes: 30 });
    const hours = (Date.parse(second.body.value.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThanOrEqual(8);
    expect((await asOps(t.app, second.body.value.token, 'GET', '/ops/deposits')).status).toBe(200);
    // Only the hash of the token is stored.
    const stored = await t.db.query<{ tokenHash: string }>(
      'SELECT token_hash AS "tokenHash" FROM operator_sessions WHERE operator_id = $1',
      [op.id],
    );
    expect(stored.map((row) => row.tokenHash)).not.toContain(second.body.value.token);
    expect(await actions(op.id)).toEqual(['session.login']);
  });

  it('takes each ticket once, refuses made-up tickets, and lets a ticket take a typo, three tries at most', async () => {
    const op = await createOperator(t.db);
    const ticket = (await passwordStep(t.app, op.username, op.password)).body.value.ticket;
    const code = totpCode(op.totpSecret);
    expect((await codeStep(t.app, ticket, code)).status).toBe(200);
    const replay = await codeStep(t.app, ticket, code);
    expect([replay.status, replay.body.code]).toEqual([400, 'challenge-expired']);
    const forged = await codeStep(t.app, 'x'.repeat(43), code);
    expect([forged.status, forged.body.code]).toEqual([400, 'challenge-expired']);

    // A typo keeps the ticket: the right code on the second try opens the session.
    const next = (await passwordStep(t.app, op.username, op.password)).body.value.ticket;
    const wrong = await codeStep(t.app, next, wrongCode(code));
    expect([wrong.status, wrong.body.code]).toEqual([400, 'invalid-verification-code']);
    expect((await codeStep(t.app, next, code)).status).toBe(200);
    expect(await actions(op.id)).toEqual(['session.login', 'session.login-failed', 'session.login']);

    // Three wrong codes spend a ticket: the fourth try, right or not, asks for the password again.
    const third = (await passwordStep(t.app, op.username, op.password)).body.value.ticket;
    for (let i = 0; i < 3; i += 1) {
      expect((await codeStep(t.app, third, wrongCode(code))).body.code).toBe('invalid-verification-code');
    }
    expect((await codeStep(t.app, third, code)).body.code).toBe('challenge-expired');
  });

  it('refuses a wrong password, an unknown name and a disabled operator alike', async () => {
    const op = await createOperator(t.db);
    const disabled = await createOperator(t.db);
    await t.db.query('UPDATE operators SET disabled_at = now() WHERE id = $1', [disabled.id]);
    for (const [username, password] of [
      [op.username, 'wrong-password'],
      ['nobody-here', op.password],
      [disabled.username, disabled.password],
    ] as const) {
      const { status, body } = await passwordStep(t.app, username, password);
      expect([status, body.code, body.value], username).toEqual([401, 'invalid-credentials', null]);
    }
    // Names compare without regard to case.
    expect((await passwordStep(t.app, op.username.toUpperCase(), op.password)).status).toBe(200);
  });

  it('locks the operator after five failures of either factor, whatever comes next', async () => {
    const op = await createOperator(t.db);
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) codes.push((await passwordStep(t.app, op.username, 'wrong-password')).body.code);
    const pending = (await passwordStep(t.app, op.username, op.password)).body.value.ticket;
    for (let i = 0; i < 2; i++) {
      const ticket = (await passwordStep(t.app, op.username, op.password)).body.value.ticket;
      codes.push((await codeStep(t.app, ticket, wrongCode(totpCode(op.totpSecret)))).body.code);
    }
    expect(codes).toEqual([...Array(3).fill('invalid-credentials'), 'invalid-verification-code', 'account-locked']);

    const right = await passwordStep(t.app, op.username, op.password);
    expect([right.status, right.body.code]).toEqual([423, 'account-locked']);
    expect(right.body.message).toMatch(/15 minutes/);
    // A ticket earned before the lock opens nothing either.
    const late = await codeStep(t.app, pending, totpCode(op.totpSecret));
    expect([late.status, late.body.code]).toEqual([423, 'account-locked']);
    expect(await sessions(op.id)).toBe(0);
  });

  it('does not let a known password clear the count of wrong codes', async () => {
    const op = await createOperator(t.db);
    const results: string[] = [];
    for (let i = 0; i < 5; i++) {
      const ticket = (await passwordStep(t.app, op.username, op.password)).body.value.ticket;
      results.push((await codeStep(t.app, ticket, wrongCode(totpCode(op.totpSecret)))).body.code);
    }
    expect(results.at(-1)).toBe('account-locked');
  });

  it('limits one address to thirty attempts in ten minutes', async () => {
    const op = await createOperator(t.db);
    const ip = nextOpsIp();
    for (let i = 0; i < 30; i++) {
      expect((await passwordStep(t.app, `nobody${i}`, 'whatever1', ip)).status).toBe(401);
    }
    const over = await passwordStep(t.app, op.username, op.password, ip);
    expect([over.status, over.body.code]).toEqual([429, 'too-many-requests']);
    // Another address is not held back.
    expect((await passwordStep(t.app, op.username, op.password)).status).toBe(200);
  });
});

describe('operator sessions', () => {
  it('ends at logout, and a second logout is no error', async () => {
    const op = await createOperator(t.db);
    const token = await opsToken(t.app, op);
    expect((await asOps(t.app, token, 'GET', '/ops/deposits')).status).toBe(200);
    const out = await asOps(t.app, token, 'DELETE', '/ops/session');
    expect([out.status, out.body.value]).toEqual([200, null]);
    const after = await asOps(t.app, token, 'GET', '/ops/deposits');
    expect([after.status, after.body.code]).toEqual([401, 'ops-not-logged-in']);
    expect((await asOps(t.app, token, 'DELETE', '/ops/session')).status).toBe(200);
    expect(await actions(op.id)).toEqual(['session.login', 'session.logout']);
  });

  it('ends after thirty idle minutes, and each request keeps it alive', async () => {
    const op = await createOperator(t.db);
    const token = await opsToken(t.app, op);
    const idle = (minutes: number) =>
      t.db.query(
        'UPDATE operator_sessions SET last_seen_at = now() - make_interval(mins => $2) WHERE operator_id = $1',
        [op.id, minutes],
      );
    await idle(29);
    expect((await asOps(t.app, token, 'GET', '/ops/deposits')).status).toBe(200);
    const seen = await t.db.one<{ fresh: boolean }>(
      "SELECT last_seen_at > now() - interval '1 minute' AS fresh FROM operator_sessions WHERE operator_id = $1",
      [op.id],
    );
    expect(seen?.fresh).toBe(true);
    await idle(31);
    expect((await asOps(t.app, token, 'GET', '/ops/deposits')).status).toBe(401);
  });

  it('ends at its absolute limit however busy', async () => {
    const op = await createOperator(t.db);
    const token = await opsToken(t.app, op);
    await t.db.query("UPDATE operator_sessions SET expires_at = now() - interval '1 second' WHERE operator_id = $1", [
      op.id,
    ]);
    expect((await asOps(t.app, token, 'GET', '/ops/deposits')).status).toBe(401);
  });

  it('lets the seeded demo operator in with its documented authenticator secret', async () => {
    const token = await opsToken(t.app);
    expect((await asOps(t.app, token, 'GET', '/ops/operators')).status).toBe(200);
  });
});
