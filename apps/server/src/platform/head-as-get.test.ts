import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, listening, type TestApp } from '../test/harness.ts';
import { demoHeaders } from '../test/requests.ts';

/** HEAD over real HTTP: the GET route's status and headers, no body (head-as-get.ts). */
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  base = await listening(t.app);
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'HEAD', path: string) => {
  const response = await fetch(`${base}${path}`, { method, headers: demoHeaders });
  return { status: response.status, headers: response.headers, body: await response.text() };
};

describe('HEAD', () => {
  it.each([
    ['a JSON answer', '/wps/system/status', 200],
    ['a drawn image', '/img/avatar/default.svg', 200],
    ['a member route without a session', '/wps/v2/wallets/balance', 401],
    ['an unknown path', '/wps/no-such-thing', 404],
  ])('answers %s as GET does, without the body', async (_what, path, status) => {
    const [got, head] = [await call('GET', path), await call('HEAD', path)];
    expect(got.status).toBe(status);
    expect(got.body).not.toBe('');
    expect(head.status).toBe(status);
    expect(head.body).toBe('');
    for (const name of ['content-type', 'content-length', 'cache-control', 'content-security-policy'])
      expect(head.headers.get(name), name).toBe(got.headers.get(name));
    expect(head.headers.get('x-request-id')).toBeTruthy();
  });

  it('is refused where the path has no GET route', async () => {
    expect((await call('HEAD', '/wps/session/login')).status).toBe(404);
  });
});
