import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { get, operator, send } from '../../test/requests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('operator API', () => {
  it('refuses a wrong password and an unknown operator alike (see login.test.ts for the whole login)', async () => {
    for (const payload of [
      { username: 'ops', password: 'wrong' },
      { username: 'nobody', password: 'ops12345' },
    ]) {
      const { status, body } = await send(t.app, { method: 'POST', url: '/ops/session', payload });
      expect(status).toBe(401);
      expect(body.code).toBe('invalid-credentials');
    }
  });

  it('refuses settings changes without a valid token', async () => {
    for (const authorization of [undefined, 'Bearer forged-token']) {
      const { status, body } = await send(t.app, {
        method: 'PATCH',
        url: '/ops/merchants/demo',
        headers: authorization ? { authorization } : {},
        payload: { blockedCountries: [] },
      });
      expect(status).toBe(401);
      expect(body.code).toBe('ops-not-logged-in');
    }
  });

  it('changes settings, returns the whole state and writes the audit log', async () => {
    const change = await operator(t.app);
    const { status, body } = await change({
      liveChatUrl: 'https://chat.example/room',
      switches: { LOGIN_FIRST: true },
    });
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ liveChatUrl: 'https://chat.example/room', blockedCountries: [] });
    expect(body.value.switches.LOGIN_FIRST).toBe(true);
    const audit = await t.db.query<{ action: string; target: string }>('SELECT action, target FROM operator_audit');
    expect(audit).toContainEqual({ action: 'merchant.update', target: 'demo' });
    await change({ switches: { LOGIN_FIRST: false } });
  });

  it('removes the live-chat channel when set to null', async () => {
    const change = await operator(t.app);
    await change({ liveChatUrl: null });
    const { body } = await get(t.app, '/wps/system/whitelabel');
    expect(body.value.customerService.map((s: { csType: number }) => s.csType)).toEqual([1]);
    await change({ liveChatUrl: '/helpmc?channel=live-chat' });
  });

  it('changes the brand’s look: the site’s whitelabel answer and the page’s boot data follow at once', async () => {
    const change = await operator(t.app);
    const before = (await get(t.app, '/wps/system/whitelabel')).body.value.merchant.look;
    const look = { dark: { accent: '#12ab34' }, light: {}, font: 'serif', logoMark: 'bolt' };
    const { status, body } = await change({ look });
    expect(status).toBe(200);
    expect(body.value.look).toEqual(look);
    expect((await get(t.app, '/wps/system/whitelabel')).body.value.merchant.look).toEqual(look);
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:8080' } });
    if (page.statusCode === 200) expect(page.body).toContain('#12ab34');
    await change({ look: before });
    expect((await get(t.app, '/wps/system/whitelabel')).body.value.merchant.look).toEqual(before);
  });

  it('refuses bad input with 4xx and stable codes, never 500', async () => {
    const change = await operator(t.app);
    const cases: [object, number, string][] = [
      [{ blockedCountries: ['usa'] }, 400, 'validation-failed'],
      [{ blockedIpRanges: ['not an ip'] }, 400, 'validation-failed'],
      [{ liveChatUrl: 'javascript:alert(1)' }, 400, 'validation-failed'],
      [{ switches: { NO_SUCH_SWITCH: true } }, 400, 'validation-failed'],
      [{ maintenance: { on: 'yes' } }, 400, 'validation-failed'],
      [{ look: { dark: { accent: 'red' }, light: {}, font: 'serif', logoMark: 'bolt' } }, 400, 'validation-failed'],
      [{ look: { dark: {}, light: {}, font: 'comic', logoMark: 'bolt' } }, 400, 'validation-failed'],
    ];
    for (const [payload, status, code] of cases) {
      const response = await change(payload);
      expect(response.status, JSON.stringify(payload)).toBe(status);
      expect(response.body.code).toBe(code);
    }
    expect((await change({}, 'ghost')).body.code).toBe('merchant-not-found');
  });

  it('answers malformed JSON, a wrong content type and an oversized body with 4xx', async () => {
    const malformed = await send(t.app, {
      method: 'POST',
      url: '/ops/session',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('bad-request');

    const wrongType = await send(t.app, {
      method: 'POST',
      url: '/ops/session',
      headers: { 'content-type': 'text/xml' },
      payload: '<x/>',
    });
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.code).toBe('unsupported-media-type');

    const huge = await send(t.app, {
      method: 'POST',
      url: '/ops/session',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
    });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('payload-too-large');
  });
});
