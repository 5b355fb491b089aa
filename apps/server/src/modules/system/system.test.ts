import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { get, operator } from '../../test/requests.ts';

let t: TestApp;
let changeDemo: Awaited<ReturnType<typeof operator>>;
beforeAll(async () => {
  t = await buildTestApp();
  changeDemo = await operator(t.app);
});
afterAll(() => t.close());

describe('GET /wps/system/status', () => {
  it('answers 0 for the demo brand on localhost', async () => {
    const { status, body } = await get(t.app, '/wps/system/status');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, code: 'ok', value: { status: 0, maintenanceEndTime: null } });
    expect(body.value.location.ip).toBe('127.0.0.1');
  });

  it('answers 1 with the end time while maintenance is on, 0 once it has ended', async () => {
    const endTime = new Date(Date.now() + 3600_000).toISOString();
    await changeDemo({ maintenance: { on: true, endTime } });
    const during = await get(t.app, '/wps/system/status');
    expect(during.body.value).toMatchObject({ status: 1, maintenanceEndTime: endTime });

    await changeDemo({ maintenance: { on: true, endTime: new Date(Date.now() - 1000).toISOString() } });
    expect((await get(t.app, '/wps/system/status')).body.value.status).toBe(0);
    await changeDemo({ maintenance: { on: false, endTime: null } });
  });

  it('answers 2 for a blocked country, read through a trusted proxy', async () => {
    await changeDemo({ blockedCountries: ['US'] });
    const blocked = await get(t.app, '/wps/system/status', { 'x-forwarded-for': '8.8.8.8' });
    expect(blocked.body.value).toMatchObject({ status: 2, location: { ip: '8.8.8.8', country: 'US' } });
    const elsewhere = await get(t.app, '/wps/system/status', { 'x-forwarded-for': '1.1.1.1' });
    expect(elsewhere.body.value.status).not.toBe(2);
    await changeDemo({ blockedCountries: [] });
  });

  it('answers 2 for a blocked IP range, v4 and v6, and blocking wins over maintenance', async () => {
    await changeDemo({
      blockedIpRanges: ['203.0.113.0/24', '2001:db8::/32'],
      maintenance: { on: true, endTime: null },
    });
    expect((await get(t.app, '/wps/system/status', { 'x-forwarded-for': '203.0.113.9' })).body.value.status).toBe(2);
    expect((await get(t.app, '/wps/system/status', { 'x-forwarded-for': '2001:db8::1' })).body.value.status).toBe(2);
    expect((await get(t.app, '/wps/system/status', { 'x-forwarded-for': '198.51.100.1' })).body.value.status).toBe(1);
    await changeDemo({ blockedIpRanges: [], maintenance: { on: false, endTime: null } });
  });

  it('ignores X-Forwarded-For from an untrusted peer', async () => {
    const response = await t.app.inject({
      url: '/wps/system/status',
      remoteAddress: '192.0.2.50',
      headers: { host: 'localhost', 'x-forwarded-for': '8.8.8.8' },
    });
    expect(response.json().value.location.ip).toBe('192.0.2.50');
  });

  it('refuses an unknown host with unknown-domain, in the request language', async () => {
    const english = await get(t.app, '/wps/system/status', { host: 'nowhere.example' });
    expect(english.status).toBe(404);
    expect(english.body).toMatchObject({ success: false, code: 'unknown-domain' });
    const chinese = await get(t.app, '/wps/system/status', { host: 'nowhere.example', 'x-lang': 'CN' });
    expect(chinese.body.code).toBe('unknown-domain');
    expect(chinese.body.message).not.toBe(english.body.message);
  });

  it('refuses an unknown merchant header with merchant-not-found', async () => {
    const { status, body } = await get(t.app, '/wps/system/status', { 'x-merchant': 'ghost' });
    expect(status).toBe(404);
    expect(body.code).toBe('merchant-not-found');
  });
});

describe('GET /wps/system/whitelabel', () => {
  it('returns every field of the permission info', async () => {
    const { status, body } = await get(t.app, '/wps/system/whitelabel?url=localhost:8080');
    expect(status).toBe(200);
    const info = body.value;
    expect(info.merchant).toMatchObject({ code: 'demo', currencySymbol: '₱', defaultLanguage: 'EN' });
    expect(info.merchant.languages).toEqual(['CN', 'EN', 'VI', 'JA', 'TH', 'TY']);
    expect(info.whitelabel.map((node: { modId: string }) => node.modId)).toEqual([
      'REGISTER',
      'LOGIN',
      'AGENT',
      'CENTRE',
    ]);
    expect(info.registerRules.length).toBeGreaterThan(10);
    expect(info.resources.map((r: { resourceType: string }) => r.resourceType).sort()).toEqual(
      ['Android', 'DOUYIN', 'FACEBOOK', 'IOS', 'MOBILECONFIG', 'TELEGRAM', 'TWITTER'].sort(),
    );
    expect(info.imageCDNs).toEqual(['/img', '/cdn2/img']);
    expect(info.launchGameCDNs).toContain(info.launchGameCDN);
    expect(info).toMatchObject({ maintenance: false, regionRestriction: false, maintenanceEndTime: null });
    expect(info.location.ip).toBe('127.0.0.1');
  });

  it('seals the live-chat address and leaves other channels plain', async () => {
    const { body } = await get(t.app, '/wps/system/whitelabel');
    const services = body.value.customerService as { csType: number; path: string }[];
    expect(services.find((s) => s.csType === 1)?.path).toBe('/helpmc');
    const sealed = services.find((s) => s.csType === 3)?.path ?? '';
    expect(sealed).not.toContain('helpmc');
    expect(Buffer.from(sealed, 'base64').length).toBeGreaterThan(28);
  });

  it('reflects a switch an operator turns off, with the flag in the tree', async () => {
    await changeDemo({ switches: { FREE_PLAY: false } });
    const { body } = await get(t.app, '/wps/system/whitelabel');
    const login = body.value.whitelabel.find((node: { modId: string }) => node.modId === 'LOGIN');
    expect(login.childrenNodes.find((node: { modId: string }) => node.modId === 'FREE_PLAY').enabled).toBe('0');
    await changeDemo({ switches: { FREE_PLAY: true } });
  });

  it('refuses an oversized url query', async () => {
    const { status, body } = await get(t.app, `/wps/system/whitelabel?url=${'x'.repeat(3000)}`);
    expect(status).toBe(400);
    expect(body.code).toBe('validation-failed');
  });

  it('serves the second brand by its own host', async () => {
    const { body } = await get(t.app, '/wps/system/whitelabel', { host: 'beta.localhost' });
    expect(body.value.merchant).toMatchObject({ code: 'beta', languages: ['EN', 'TY'] });
  });
});

describe('GET /wps/system/setting/register', () => {
  it('returns the rules with their bounds', async () => {
    const { body } = await get(t.app, '/wps/system/setting/register');
    const username = body.value.find((rule: { key: string }) => rule.key === 'username');
    expect(username).toEqual({
      key: 'username',
      enabled: true,
      required: true,
      patternId: 2,
      minLength: 4,
      maxLength: 16,
      acceptedPattern: '*',
    });
  });
});

describe('GET /wps/system/domainRoute', () => {
  it('maps a host (any case, any port) to its brand', async () => {
    const { body } = await get(t.app, '/wps/system/domainRoute?domain=Beta.Localhost:443');
    expect(body.value).toEqual({ domain: 'beta.localhost', merchantCode: 'beta' });
  });

  it("answers unknown-domain for an unmapped host, and the request's host without a domain", async () => {
    expect((await get(t.app, '/wps/system/domainRoute?domain=evil.example')).body.code).toBe('unknown-domain');
    const own = await get(t.app, '/wps/system/domainRoute');
    expect(own.body.value).toEqual({ domain: 'localhost', merchantCode: 'demo' });
    const unmapped = await get(t.app, '/wps/system/domainRoute', { host: 'evil.example' });
    expect(unmapped.body.code).toBe('unknown-domain');
  });
});

describe('GET /wps/system/countries', () => {
  it('lists country codes with dialing codes', async () => {
    const { body } = await get(t.app, '/wps/system/countries');
    expect(body.value[0]).toEqual({ countryCode: 'PH', countryDialingCode: '63' });
    expect(body.value.length).toBeGreaterThanOrEqual(15);
  });
});

describe('errors', () => {
  it('answers an unknown API path with not-found JSON', async () => {
    const { status, body } = await get(t.app, '/wps/nothing/here');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, code: 'not-found' });
  });
});
