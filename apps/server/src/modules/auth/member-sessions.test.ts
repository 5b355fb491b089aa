import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../platform/tokens.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { bearerHeader, createMember, type TestMember, tokenFor } from '../../test/members.ts';
import { send } from '../../test/requests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A request as one browser: its token, user agent and address. */
const as =
  (token: string, userAgent = ANDROID_CHROME, ip = '8.8.8.8') =>
  (method: 'GET' | 'DELETE', url: string) =>
    send(t.app, { method, url, headers: { ...bearerHeader(token), 'user-agent': userAgent, 'x-forwarded-for': ip } });

/** Two signed-in browsers of one member, each having made a request. */
async function twoBrowsers(member: TestMember) {
  const phone = as(await tokenFor(t.db, member), ANDROID_CHROME, '8.8.8.8');
  const laptopToken = await tokenFor(t.db, member);
  const laptop = as(laptopToken, IPHONE_SAFARI, '10.20.30.40');
  expect((await phone('GET', '/wps/member/info')).status).toBe(200);
  expect((await laptop('GET', '/wps/member/info')).status).toBe(200);
  return { phone, laptop, laptopToken };
}

describe("a member's sessions", () => {
  it('lists every live session with browser, system, address, country and last seen; the current one first', async () => {
    const member = await createMember(t.db);
    const { phone, laptopToken } = await twoBrowsers(member);
    const { status, body } = await phone('GET', '/wps/member/sessions');
    expect(status).toBe(200);
    expect(body.value).toEqual([
      expect.objectContaining({ browser: 'Chrome', os: 'Android', ip: '8.8.8.8', country: 'US', current: true }),
      expect.objectContaining({ browser: 'Safari', os: 'iOS', ip: '10.20.30.40', country: null, current: false }),
    ]);
    for (const session of body.value) {
      expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.signedInAt));
    }
    // Neither the token nor its hash ever leaves the server.
    expect(JSON.stringify(body)).not.toContain(hashToken(laptopToken));
    expect(JSON.stringify(body)).not.toContain(laptopToken);
  });

  it('revokes one of its own sessions: that token answers not-logged-in on its next request', async () => {
    const member = await createMember(t.db);
    const { phone, laptop } = await twoBrowsers(member);
    const other = (await phone('GET', '/wps/member/sessions')).body.value[1];
    const revoked = await phone('DELETE', `/wps/member/sessions/${other.id}`);
    expect(revoked).toMatchObject({ status: 200, body: { success: true, value: null } });
    expect(await laptop('GET', '/wps/member/info')).toMatchObject({ status: 401, body: { code: 'not-logged-in' } });
    expect((await phone('GET', '/wps/member/sessions')).body.value).toHaveLength(1);
    expect((await phone('DELETE', `/wps/member/sessions/${other.id}`)).status).toBe(404);
  });

  it("cannot revoke another member's session, nor name one that does not exist", async () => {
    const [owner, stranger] = [await createMember(t.db), await createMember(t.db)];
    const ownerCall = as(await tokenFor(t.db, owner));
    await ownerCall('GET', '/wps/member/info');
    const [ownerSession] = (await ownerCall('GET', '/wps/member/sessions')).body.value;
    const strangerCall = as(await tokenFor(t.db, stranger), IPHONE_SAFARI);
    const attempt = await strangerCall('DELETE', `/wps/member/sessions/${ownerSession.id}`);
    expect(attempt).toMatchObject({ status: 404, body: { code: 'not-found' } });
    expect((await ownerCall('GET', '/wps/member/info')).status).toBe(200);
    const unknown = await strangerCall('DELETE', '/wps/member/sessions/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect((await strangerCall('DELETE', '/wps/member/sessions/not-an-id')).body.code).toBe('validation-failed');
  });

  it('signs out every other session and keeps this one', async () => {
    const member = await createMember(t.db);
    const { phone, laptop } = await twoBrowsers(member);
    const third = as(await tokenFor(t.db, member));
    const { body } = await phone('DELETE', '/wps/member/sessions');
    expect(body.value).toEqual({ revoked: 2 });
    expect((await laptop('GET', '/wps/member/info')).status).toBe(401);
    expect((await third('GET', '/wps/member/info')).status).toBe(401);
    expect((await phone('GET', '/wps/member/info')).status).toBe(200);
  });

  it('needs a session', async () => {
    const { status, body } = await send(t.app, { method: 'GET', url: '/wps/member/sessions' });
    expect([status, body.code]).toEqual([401, 'not-logged-in']);
  });
});

describe('last seen', () => {
  const seen = async (token: string) =>
    t.db.one<{ at: number; ip: string | null; agent: string | null }>(
      `SELECT (extract(epoch FROM last_seen_at) * 1000)::float8 AS at, last_ip AS ip, user_agent AS agent
       FROM sessions WHERE token_hash = $1`,
      [hashToken(token)],
    );

  it('is written on the first request and then at most once a minute', async () => {
    const member = await createMember(t.db);
    const token = await tokenFor(t.db, member);
    expect(await seen(token)).toMatchObject({ ip: null, agent: null });
    await as(token, ANDROID_CHROME, '8.8.8.8')('GET', '/wps/member/info');
    const first = await seen(token);
    expect(first).toMatchObject({ ip: '8.8.8.8', agent: ANDROID_CHROME });

    // Within the minute: other requests, even from elsewhere, write nothing.
    await as(token, IPHONE_SAFARI, '1.1.1.1')('GET', '/wps/member/info');
    await as(token, IPHONE_SAFARI, '1.1.1.1')('GET', '/wps/member/sessions');
    expect(await seen(token)).toEqual(first);

    // A minute later (for the database and for the process that keeps the session) the next
    // request marks it again.
    await t.db.query("UPDATE sessions SET last_seen_at = last_seen_at - interval '61 seconds' WHERE token_hash = $1", [
      hashToken(token),
    ]);
    const minuteLater = Date.now() + 61_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => minuteLater);
    await as(token, IPHONE_SAFARI, '1.1.1.1')('GET', '/wps/member/info').finally(() => clock.mockRestore());
    const later = await seen(token);
    expect(later).toMatchObject({ ip: '1.1.1.1', agent: IPHONE_SAFARI });
    expect(Number(later?.at)).toBeGreaterThanOrEqual(Number(first?.at));
  });
});
