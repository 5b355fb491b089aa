import { translate } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { send } from '../../test/requests.ts';
import { sealFor } from '../../test/seal.ts';
import { sealed, visitor } from './test-kit.ts';

/** The login endpoint's input: the sealed envelope, then each field. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('encrypted body', () => {
  const payload = { username: 'demo', password: 'demo1234' };

  it('refuses a plaintext body with 400 encryption-required', async () => {
    const response = await send(t.app, {
      method: 'POST',
      url: '/wps/session/login',
      payload,
      headers: { 'x-lang': 'CN' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'encryption-required',
      message: translate('CN', 'encryption-required'),
    });
  });

  it('refuses a sealed body sent twice with 400 replayed-request', async () => {
    const body = await sealFor(t.app, payload);
    const headers = visitor().headers;
    const first = await send(t.app, { method: 'POST', url: '/wps/session/login', payload: body, headers });
    expect(first.status).toBe(200);
    const again = await send(t.app, { method: 'POST', url: '/wps/session/login', payload: body, headers });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('replayed-request');
  });

  it('refuses a body sealed more than five minutes ago (or ahead) with replayed-request', async () => {
    for (const ts of [Date.now() - 6 * 60_000, Date.now() + 6 * 60_000]) {
      const response = await send(t.app, {
        method: 'POST',
        url: '/wps/session/login',
        payload: await sealFor(t.app, payload, { ts }),
        headers: visitor().headers,
      });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('replayed-request');
    }
  });

  it('refuses a tampered or malformed seal with encryption-required', async () => {
    const good = await sealFor(t.app, payload);
    const data = Buffer.from(good.sealed.data, 'base64');
    data[0] = (data[0] ?? 0) ^ 1;
    for (const sealedBody of [
      { ...good.sealed, data: data.toString('base64') },
      { ...good.sealed, key: 'AAAA' },
      { ...good.sealed, iv: 42 },
      'not an object',
    ]) {
      const response = await send(t.app, {
        method: 'POST',
        url: '/wps/session/login',
        payload: { sealed: sealedBody },
      });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('encryption-required');
    }
  });
});

describe('bad input', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['type', { type: 'email', username: 'demo', password: 'demo1234' }],
    ['username', { username: '', password: 'demo1234' }],
    ['username', { username: '   ', password: 'demo1234' }],
    ['username', { username: 'u'.repeat(65), password: 'demo1234' }],
    ['username', { username: 42, password: 'demo1234' }],
    ['password', { username: 'demo', password: '' }],
    ['password', { username: 'demo', password: 'p'.repeat(129) }],
    ['password', { username: 'demo' }],
    ['countryCode', { type: 'sms', username: '9171234567', password: '123456', countryCode: '12345' }],
    ['captcha', { username: 'demo', password: 'demo1234', captcha: 'c'.repeat(9) }],
  ];

  it.each(cases)('answers 400 validation-failed naming %s, in the request language', async (field, body) => {
    const response = await sealed(t.app, '/wps/session/login', body, { 'x-lang': 'CN', ...visitor().headers });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: 'validation-failed' });
    // The message names the first field and its rule (issue 35).
    const [first] = response.body.value.fields;
    expect(response.body.message).toBe(
      translate('CN', 'validation-failed', { field: first.field, rule: first.message }),
    );
    expect(response.body.value.fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('answers a sealed payload that is not an object with validation-failed', async () => {
    const response = await sealed(t.app, '/wps/session/login', 'just a string');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation-failed');
  });
});
