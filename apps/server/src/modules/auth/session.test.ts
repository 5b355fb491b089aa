import { endpoint, translate } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { route } from '../../platform/route.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { operator, send } from '../../test/requests.ts';
import { bearerHeaders, createMember, passwordLogin, sealed, visitor } from './test-kit.ts';

/** A member endpoint that trial accounts may not use (no trialAllowed), for the guard tests. */
const membersOnly = endpoint({
  method: 'GET',
  path: '/test/members-only',
  summary: 'test only',
  auth: 'member',
  value: z.object({ account: z.string() }),
});

let t: TestApp;
let changeDemo: Awaited<ReturnType<typeof operator>>;
beforeAll(async () => {
  t = await buildTestApp(
    {},
    { extend: (app) => route(app, membersOnly, async ({ request }) => ({ account: request.member?.account ?? '' })) },
  );
  changeDemo = await operator(t.app);
});
afterAll(() => t.close());

const freePlayBody = () => ({
  os: 'Linux',
  platform: 'W',
  random: Math.random().toString(36).slice(2, 14),
  gatewayVersion: 3,
});
const freePlay = (headers: Record<string, string> = visitor().headers, body: object = freePlayBody()) =>
  sealed(t.app, '/wps/session/login/freeplay', body, headers);
const get = (url: string, token: string, lang = 'EN') =>
  send(t.app, { method: 'GET', url, headers: bearerHeaders(token, { 'x-lang': lang }) });

async function loggedIn(ip?: string) {
  const member = await createMember(t.db);
  const { body } = await passwordLogin(t.app, visitor(ip), { username: member.account, password: member.password });
  return { member, token: body.value.token as string };
}

describe('logout', () => {
  it('revokes the token at once: the next member call answers 401 not-logged-in', async () => {
    const { token } = await loggedIn();
    expect((await get('/wps/session/info', token)).status).toBe(200);
    const out = await send(t.app, { method: 'DELETE', url: '/wps/session/logout', headers: bearerHeaders(token) });
    expect(out.status).toBe(200);
    expect(out.body.value).toBeNull();
    const after = await get('/wps/session/info', token, 'CN');
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 'not-logged-in', message: translate('CN', 'not-logged-in') });
  });

  it('ends only this session; another login of the same member goes on', async () => {
    const member = await createMember(t.db);
    const ip = visitor().ip;
    const one = (await passwordLogin(t.app, visitor(ip), { username: member.account, password: member.password })).body
      .value.token;
    const two = (await passwordLogin(t.app, visitor(ip), { username: member.account, password: member.password })).body
      .value.token;
    await send(t.app, { method: 'DELETE', url: '/wps/session/logout', headers: bearerHeaders(one) });
    expect((await get('/wps/session/info', two)).status).toBe(200);
  });

  it('needs a token', async () => {
    expect((await send(t.app, { method: 'DELETE', url: '/wps/session/logout' })).status).toBe(401);
    expect((await get('/wps/session/info', 'made-up-token')).body.code).toBe('not-logged-in');
  });
});

describe('GET /wps/session/info', () => {
  it('answers the login that opened this session and the one before it', async () => {
    const member = await createMember(t.db);
    const [ipA, ipB] = [visitor().ip, visitor().ip];
    const login = async (ip: string) =>
      (await passwordLogin(t.app, visitor(ip), { username: member.account, password: member.password })).body.value
        .token as string;
    const tokenA = await login(ipA);
    const tokenB = await login(ipB);

    const first = await get('/wps/session/info', tokenA);
    expect(first.body.value).toEqual({
      loginAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      loginIp: ipA,
      previousLoginAt: null,
      previousLoginIp: null,
    });
    const second = await get('/wps/session/info', tokenB);
    expect(second.body.value).toMatchObject({
      loginIp: ipB,
      previousLoginIp: ipA,
      previousLoginAt: first.body.value.loginAt,
    });
  });
});

describe('free play', () => {
  it('creates a trial account (type 4, guest + digits) and logs it in', async () => {
    const { status, body } = await freePlay();
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ isAgent: 4, firstTimeLogin: true, passwordExpired: false });
    const info = await get('/wps/session/info', body.value.token);
    expect(info.status).toBe(200);
    const row = await t.db.one<{ account: string; type: number }>(
      'SELECT m.account, m.type FROM sessions s JOIN members m ON m.id = s.member_id ORDER BY s.created_at DESC LIMIT 1',
    );
    expect(row).toMatchObject({ account: expect.stringMatching(/^guest\d{8}$/), type: 4 });
  });

  it('gives a trial account in_need_true_account on member endpoints without trialAllowed', async () => {
    const { body } = await freePlay();
    const refused = await get('/test/members-only', body.value.token, 'CN');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'in_need_true_account',
      message: translate('CN', 'in_need_true_account'),
    });
    const { token } = await loggedIn();
    expect((await get('/test/members-only', token)).status).toBe(200);
  });

  it('trial accounts log out', async () => {
    const { body } = await freePlay();
    const out = await send(t.app, {
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: bearerHeaders(body.value.token),
    });
    expect(out.status).toBe(200);
  });

  it('the trial account cannot log in by password afterwards, not even with its stored hash', async () => {
    await freePlay();
    const row = await t.db.one<{ account: string; hash: string }>(
      "SELECT account, password_hash AS hash FROM members WHERE type = 4 AND account LIKE 'guest%' LIMIT 1",
    );
    const response = await passwordLogin(t.app, visitor(), { username: row?.account ?? '', password: row?.hash ?? '' });
    expect(response.body.code).toBe('invalid-credentials');
  });

  it('allows ten trials an hour per IP', async () => {
    const ip = visitor().ip;
    for (let i = 0; i < 10; i++) expect((await freePlay(visitor(ip).headers)).status).toBe(200);
    const over = await freePlay(visitor(ip).headers);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('too-many-requests');
  });

  it('needs FREE_PLAY (else operation-not-allowed)', async () => {
    await changeDemo({ switches: { FREE_PLAY: false } });
    const refused = await freePlay();
    await changeDemo({ switches: { FREE_PLAY: true } });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('operation-not-allowed');
  });

  it('answers bad input with validation-failed naming the field', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['os', { ...freePlayBody(), os: '' }],
      ['os', { ...freePlayBody(), os: 'o'.repeat(33) }],
      ['platform', { ...freePlayBody(), platform: 'H5' }],
      ['random', { ...freePlayBody(), random: 'short' }],
      ['random', { ...freePlayBody(), random: 'r'.repeat(129) }],
      ['gatewayVersion', { ...freePlayBody(), gatewayVersion: 2 }],
    ];
    for (const [field, body] of cases) {
      const response = await freePlay({ ...visitor().headers, 'x-lang': 'CN' }, body);
      expect(response.status, field).toBe(400);
      // The message names the first field and its rule (issue 35).
      const [first] = response.body.value.fields;
      expect(response.body.message).toBe(
        translate('CN', 'validation-failed', { field: first.field, rule: first.message }),
      );
      expect(response.body.value.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const plain = await send(t.app, { method: 'POST', url: '/wps/session/login/freeplay', payload: freePlayBody() });
    expect(plain.body.code).toBe('encryption-required');
  });
});
