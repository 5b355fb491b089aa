import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../platform/totp.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createOperator, type OpsCaller, operatorSession } from '../../test/operators.ts';
import { opsToken } from '../../test/requests.ts';
import { operatorContext } from './grants.ts';
import { disableOperator } from './operators.service.ts';
import { asOps, codeStep, enrolStep, passwordStep, wrongCode } from './test-kit.ts';

let t: TestApp;
let owner: OpsCaller;
let ownerId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const op = await createOperator(t.db);
  ownerId = op.id;
  owner = await operatorSession(t.app, op);
});
afterAll(() => t.close());

let seq = 0;
const uniqueName = () => `staff${Date.now().toString(36)}${++seq}`;

/** Creates an operator through the API and finishes their enrolment; returns their name, password and token. */
async function enrolled(grants: object[]) {
  const username = uniqueName();
  const created = await owner('POST', '/ops/operators', { username, grants });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const password = 'a-long-password';
  const ticket = (await enrolStep(t.app, created.body.value.enrolment.token, password)).body.value;
  const session = await codeStep(t.app, ticket.ticket, totpCode(ticket.enrolment.secret));
  expect(session.status).toBe(200);
  return {
    id: created.body.value.operator.id as number,
    username,
    password,
    secret: ticket.enrolment.secret as string,
    token: session.body.value.token as string,
  };
}

describe('creating an operator and enrolling', () => {
  it('answers a one-time token; the operator sets a password, then enrols an authenticator', async () => {
    const username = uniqueName();
    const created = await owner('POST', '/ops/operators', {
      username,
      grants: [{ role: 'support', merchant: 'demo' }],
    });
    expect(created.status).toBe(200);
    expect(created.body.value.operator).toMatchObject({
      username,
      state: 'enrolling',
      grants: [{ role: 'support', merchant: 'demo' }],
      lastLoginAt: null,
    });
    expect(created.body.value).toMatchObject({ approval: null, enrolment: { share: 'whole' } });
    const { token, expiresAt } = created.body.value.enrolment;
    expect((Date.parse(expiresAt) - Date.now()) / 3600_000).toBeCloseTo(24, 1);

    const short = await enrolStep(t.app, token, 'short');
    expect([short.status, short.body.code]).toEqual([400, 'validation-failed']);
    const step = await enrolStep(t.app, token, 'a-long-password');
    expect(step.status).toBe(200);
    expect(step.body.value.step).toBe('enrol');
    const { secret, otpauthUrl } = step.body.value.enrolment;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(`otpauth://totp/Arcadia%20Ops%3A${username}?secret=${secret}&issuer=Arcadia%20Ops`);
    // The token is spent; made-up tokens are refused the same way.
    for (const again of [token, 'made-up-token']) {
      const { status, body } = await enrolStep(t.app, again, 'another-long-one');
      expect([status, body.code]).toEqual([400, 'ops-enrolment-invalid']);
    }

    const wrong = await codeStep(t.app, step.body.value.ticket, wrongCode(totpCode(secret)));
    expect(wrong.body.code).toBe('invalid-verification-code');
    // Not confirmed yet: the password leads to the same secret again, and its first code opens a session.
    const again = await passwordStep(t.app, username, 'a-long-password');
    expect(again.body.value).toMatchObject({ step: 'enrol', enrolment: { secret } });
    const session = await codeStep(t.app, again.body.value.ticket, totpCode(secret));
    expect(session.status).toBe(200);
    expect((await asOps(t.app, session.body.value.token, 'GET', '/ops/deposits?merchant=demo')).status).toBe(200);
    expect((await asOps(t.app, session.body.value.token, 'GET', '/ops/operators')).status).toBe(403);
    // From now on the password asks for a code.
    expect((await passwordStep(t.app, username, 'a-long-password')).body.value).toMatchObject({
      step: 'code',
      enrolment: null,
    });
    const listed = (await owner('GET', '/ops/operators')).body.value.list.find(
      (row: { username: string }) => row.username === username,
    );
    expect(listed.state).toBe('active');
    expect(listed.lastLoginAt).not.toBeNull();
  });

  it('refuses an expired enrolment token', async () => {
    const created = await owner('POST', '/ops/operators', {
      username: uniqueName(),
      grants: [{ role: 'support', merchant: null }],
    });
    await t.db.query("UPDATE operators SET enrol_expires_at = now() - interval '1 second' WHERE id = $1", [
      created.body.value.operator.id,
    ]);
    const late = await enrolStep(t.app, created.body.value.enrolment.token, 'a-long-password');
    expect([late.status, late.body.code]).toEqual([400, 'ops-enrolment-invalid']);
  });

  it('refuses a taken name (in any case), an unknown brand, an unknown role and no roles', async () => {
    const username = uniqueName();
    const grants = [{ role: 'content', merchant: 'beta' }];
    expect((await owner('POST', '/ops/operators', { username, grants })).status).toBe(200);
    const taken = await owner('POST', '/ops/operators', { username: username.toUpperCase(), grants });
    expect([taken.status, taken.body.code]).toEqual([409, 'account-exists']);
    const ghost = await owner('POST', '/ops/operators', {
      username: uniqueName(),
      grants: [{ role: 'owner', merchant: 'ghost' }],
    });
    expect([ghost.status, ghost.body.code]).toEqual([404, 'merchant-not-found']);
    for (const body of [
      { username: uniqueName(), grants: [{ role: 'god', merchant: null }] },
      { username: uniqueName(), grants: [] },
      { username: 'a b', grants },
    ]) {
      expect((await owner('POST', '/ops/operators', body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('changing an operator', () => {
  it('changes roles with effect on the very next request', async () => {
    const staff = await enrolled([{ role: 'support', merchant: null }]);
    expect((await asOps(t.app, staff.token, 'GET', '/ops/audit')).status).toBe(403);
    const changed = await owner('PUT', `/ops/operators/${staff.id}/grants`, {
      grants: [{ role: 'auditor', merchant: 'beta' }],
    });
    expect(changed.body.value).toMatchObject({ operator: { grants: [{ role: 'auditor', merchant: 'beta' }] } });
    expect(changed.body.value.approval).toBeNull();
    expect((await asOps(t.app, staff.token, 'GET', '/ops/audit')).status).toBe(200);
    expect((await asOps(t.app, staff.token, 'GET', '/ops/audit?merchant=demo')).status).toBe(403);
  });

  it('disables at once (sessions end), and enables again', async () => {
    const staff = await enrolled([{ role: 'support', merchant: null }]);
    const disabled = await owner('POST', `/ops/operators/${staff.id}/disable`);
    expect(disabled.body.value.state).toBe('disabled');
    expect((await asOps(t.app, staff.token, 'GET', '/ops/deposits')).status).toBe(401);
    expect((await passwordStep(t.app, staff.username, staff.password)).body.code).toBe('invalid-credentials');
    expect((await owner('POST', `/ops/operators/${staff.id}/enable`)).body.value.state).toBe('active');
    expect(await opsToken(t.app, { ...staff, totpSecret: staff.secret })).toBeTruthy();
  });

  it('resets an enrolment: password and authenticator cleared, sessions ended, a new token', async () => {
    const staff = await enrolled([{ role: 'content', merchant: 'demo' }]);
    const reset = await owner('POST', `/ops/operators/${staff.id}/reset`);
    expect(reset.body.value.operator.state).toBe('enrolling');
    expect((await asOps(t.app, staff.token, 'GET', '/ops/deposits')).status).toBe(401);
    expect((await passwordStep(t.app, staff.username, staff.password)).body.code).toBe('invalid-credentials');
    const step = await enrolStep(t.app, reset.body.value.enrolment.token, 'a-brand-new-password');
    expect(step.body.value.enrolment.secret).not.toBe(staff.secret);
    expect((await codeStep(t.app, step.body.value.ticket, totpCode(step.body.value.enrolment.secret))).status).toBe(
      200,
    );
  });

  it('refuses an operator changing their own access', async () => {
    for (const [method, url, body] of [
      ['PUT', `/ops/operators/${ownerId}/grants`, { grants: [{ role: 'owner', merchant: null }] }],
      ['POST', `/ops/operators/${ownerId}/disable`, undefined],
      ['POST', `/ops/operators/${ownerId}/reset`, undefined],
    ] as const) {
      const { status, body: answer } = await owner(method, url, body);
      expect([status, answer.code], url).toEqual([403, 'ops-own-account']);
    }
    expect((await owner('POST', '/ops/operators/999999/disable')).status).toBe(404);
  });

  it('never leaves no owner of every brand, even when two owners remove each other at once', async () => {
    const a = await createOperator(t.db);
    const b = await createOperator(t.db);
    // Everyone else who owns every brand steps aside, so a and b are the last two.
    await t.db.query(
      `UPDATE operators SET disabled_at = now() WHERE id NOT IN ($1, $2)
         AND id IN (SELECT operator_id FROM operator_grants WHERE role = 'owner' AND merchant_id IS NULL)`,
      [a.id, b.id],
    );
    const [asA, asB] = [await operatorSession(t.app, a), await operatorSession(t.app, b)];
    const answers = await Promise.all([
      asA('POST', `/ops/operators/${b.id}/disable`),
      asB('POST', `/ops/operators/${a.id}/disable`),
    ]);
    // One wins; the other finds its session ended (401) or, already past the guard, the last owner (409).
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 401 || status === 409)).toBe(true);
    const left = await t.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM operators o JOIN operator_grants g ON g.operator_id = o.id
       WHERE g.role = 'owner' AND g.merchant_id IS NULL AND o.disabled_at IS NULL`,
    );
    expect(left?.n).toBe(1);

    // The refusal itself, as a request already past the guard meets it after its own operator was disabled.
    const survivor = answers[0]?.status === 200 ? a : b;
    const loser = survivor === a ? b : a;
    const stale = operatorContext(loser.id, loser.username, [{ role: 'owner', merchantId: null }]);
    await expect(disableOperator(t.db, stale, survivor.id)).rejects.toMatchObject({ code: 'ops-last-owner' });
    const demote = await (await operatorSession(t.app, survivor))('PUT', `/ops/operators/${loser.id}/grants`, {
      grants: [{ role: 'auditor', merchant: null }],
    });
    expect(demote.status).toBe(200);
  });
});

describe('an owner of one brand', () => {
  it('manages only operators wholly within that brand, and grants only there', async () => {
    const betaOwner = await operatorSession(
      t.app,
      await createOperator(t.db, { grants: [{ role: 'owner', merchant: 'beta' }] }),
    );
    const mine = await betaOwner('POST', '/ops/operators', {
      username: uniqueName(),
      grants: [{ role: 'support', merchant: 'beta' }],
    });
    expect(mine.status).toBe(200);
    for (const grants of [[{ role: 'support', merchant: 'demo' }], [{ role: 'support', merchant: null }]]) {
      const { status, body } = await betaOwner('POST', '/ops/operators', { username: uniqueName(), grants });
      expect([status, body.code]).toEqual([403, 'forbidden']);
    }
    const listed = (await betaOwner('GET', '/ops/operators')).body.value.list as {
      id: number;
      grants: { merchant: string }[];
    }[];
    expect(listed.map((row) => row.id)).toContain(mine.body.value.operator.id);
    expect(listed.every((row) => row.grants.every((grant) => grant.merchant === 'beta'))).toBe(true);

    const demoStaff = await createOperator(t.db, { grants: [{ role: 'finance', merchant: 'demo' }] });
    expect((await betaOwner('POST', `/ops/operators/${demoStaff.id}/disable`)).status).toBe(404);
    const widen = await betaOwner('PUT', `/ops/operators/${mine.body.value.operator.id}/grants`, {
      grants: [{ role: 'owner', merchant: null }],
    });
    expect(widen.status).toBe(403);
  });
});
