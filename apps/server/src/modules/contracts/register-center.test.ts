import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createOperator, type OpsCaller, operatorSession } from '../../test/operators.ts';
import { passwordLogin, sealed, visitor } from '../auth/test-kit.ts';
import { type Agent, daily, member, summary } from './test-kit.ts';

/** registerCenter: an agent opens a direct downline account of an allowed type, optionally with a first offer. */
let t: TestApp;
let ops: OpsCaller;
let agent: Agent;
let serial = 0;

beforeAll(async () => {
  t = await buildTestApp();
  ops = await operatorSession(t.app, await createOperator(t.db));
  agent = await member(t.db, 1);
  await ops('PUT', '/ops/contracts', { merchant: 'demo', account: agent.account, terms: daily(2), reason: 'test' });
});
afterAll(() => t.close());

const body = (overrides: object = {}) => ({
  username: `down${Date.now().toString(36).slice(-5)}${++serial}`,
  password: 'abc12345',
  confirmPassword: 'abc12345',
  paymentPassword: '123456',
  type: 0,
  adult: true,
  agreeTerms: true,
  ...overrides,
});

const register = (who: Agent, payload: object) => sealed(t.app, '/wps/agent/register', payload, who.auth, 'PUT');

describe('registerCenter', () => {
  it('opens an account below the agent that logs in, with a first offer waiting for it', async () => {
    const input = body({ offer: daily(1.5) });
    const answer = await register(agent, input);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ account: input.username, type: 0 });
    const row = await t.db.one<{ parent: string; type: number; method: string }>(
      'SELECT parent_id::text AS parent, type, register_method AS method FROM members WHERE account = $1',
      [input.username],
    );
    expect(row).toEqual({ parent: agent.id, type: 0, method: 'AGENT' });
    const login = await passwordLogin(t.app, visitor(), { username: input.username, password: 'abc12345' });
    expect(login.status).toBe(200);
    const holder = { ...agent, account: input.username, auth: { authorization: `Bearer ${login.body.value.token}` } };
    const state = await summary(t.app, 'daily', holder);
    expect(state.body.value.offer).toMatchObject({ id: answer.body.value.contractId, upline: agent.account });
  });

  it("checks the brand's registration rules, with every failing field at once", async () => {
    const answer = await register(agent, body({ username: '1x', password: 'abc', confirmPassword: 'abd' }));
    expect(answer.status).toBe(400);
    const fields = answer.body.value.fields.map((field: { field: string }) => field.field).sort();
    expect(fields).toEqual(['confirmPassword', 'password', 'username']);
    const taken = await register(agent, body({ username: agent.account }));
    expect(taken.body.code).toBe('account-exists');
  });

  it('allows only the types the agent may create, and only agents', async () => {
    expect((await register(agent, body({ type: 1 }))).body.code).toBe('downline-type-not-allowed');
    expect((await register(agent, body({ type: 42 }))).body.code).toBe('downline-type-not-allowed');
    expect((await register(agent, body({ type: 4 }))).body.code).toBe('downline-type-not-allowed');
    const sub = await register(agent, body({ type: 2 }));
    expect(sub.body.value.type).toBe(2);
    const player = await member(t.db, 0, agent);
    expect((await register(player, body())).body.code).toBe('agent-only');
  });

  it('opens nothing when the offer is refused', async () => {
    const input = body({ offer: daily(3) });
    const answer = await register(agent, input);
    expect(answer.body.code).toBe('contract-rate-exceeds-upline');
    expect(await t.db.one('SELECT 1 FROM members WHERE account = $1', [input.username])).toBeUndefined();
  });
});
