import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/harness.ts';
import { demoHeaders } from '../test/requests.ts';
import { sealFor } from '../test/seal.ts';
import { holdsUnstorable } from './clean-input.ts';

describe('strings PostgreSQL cannot store', () => {
  it('finds NUL and lone surrogates in keys and values at any depth', () => {
    expect(holdsUnstorable('a\u0000b')).toBe(true);
    expect(holdsUnstorable('x\uD800')).toBe(true);
    expect(holdsUnstorable('\uDC00y')).toBe(true);
    expect(holdsUnstorable('\uDC00\uD800')).toBe(true);
    expect(holdsUnstorable({ list: [{ deep: ['ok', '\uD83D'] }] })).toBe(true);
    expect(holdsUnstorable({ 'key\u0000': 'value' })).toBe(true);
  });

  it('lets everything else through, surrogate pairs (emoji) included', () => {
    expect(holdsUnstorable('💥 ü 中文 \u2028 \t')).toBe(false);
    expect(holdsUnstorable({ a: [1, null, true, { b: '🎰' }] })).toBe(false);
    expect(holdsUnstorable(undefined)).toBe(false);
  });

  it('walks a deeply nested value without running out of stack', () => {
    let nested: unknown = '\u0000';
    for (let depth = 0; depth < 200_000; depth += 1) nested = [nested];
    expect(holdsUnstorable(nested)).toBe(true);
  });
});

describe('every route turns them away with 400 bad-request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { ...demoHeaders, 'x-lang': 'EN', ...(payload ? { 'content-type': 'application/json' } : {}) },
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const refused = {
    success: false,
    code: 'bad-request',
    message: 'The request is not valid.',
    value: null,
    requestId: expect.any(String),
  };

  it('in a query string (the issue example: it reached SQL and answered 500)', async () => {
    expect(await call('GET', '/wps/agent/affiliate?affiliateCode=%00')).toEqual({ status: 400, body: refused });
  });

  it('in a JSON body, before the schema runs', async () => {
    const body = { mobileNum: '917\uD800', countryCode: '63', purpose: 'login' };
    expect(await call('POST', '/wps/verification/sms/noLogin', body)).toEqual({ status: 400, body: refused });
  });

  it('inside a sealed body, once it is opened', async () => {
    const sealed = await sealFor(t.app, { type: 'username', username: 'demo\u0000', password: 'x' });
    expect(await call('POST', '/wps/session/login', sealed)).toEqual({ status: 400, body: refused });
  });

  it('in a path parameter, before the member guard', async () => {
    expect(await call('GET', '/wps/member/deposits/a%00b')).toEqual({ status: 400, body: refused });
  });

  it('on routes declared without a schema (the default avatar)', async () => {
    expect(await call('GET', '/img/avatar/default.svg?lang=%00')).toEqual({ status: 400, body: refused });
  });

  it('answers a path that is not valid percent-encoding with the same envelope', async () => {
    expect(await call('GET', '/wps/member/deposits/%ED%A0%80')).toEqual({ status: 400, body: refused });
    expect(await call('GET', `/wps/member/deposits/${'a'.repeat(200)}`)).toEqual({ status: 400, body: refused });
  });
});
