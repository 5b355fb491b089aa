import { BANNER_GROUPS } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { get } from '../../test/requests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /wps/relay/MCSFE_getBanners', () => {
  it('returns only the group asked for, in order, with linkage', async () => {
    const { body } = await get(t.app, '/wps/relay/MCSFE_getBanners?groupName=home');
    expect(body.value).toHaveLength(3);
    expect(body.value.every((banner: { groupName: string }) => banner.groupName === 'home')).toBe(true);
    expect(body.value[0]).toMatchObject({ linkageType: 'ROUTE', linkageTarget: '/promotions', title: 'Welcome bonus' });
    expect(body.value[2]).toMatchObject({ linkageType: null, linkageTarget: null });
  });

  it('gives every route group its banners', async () => {
    for (const group of BANNER_GROUPS) {
      const { body } = await get(t.app, `/wps/relay/MCSFE_getBanners?groupName=${group}`);
      expect(body.value.length, group).toBeGreaterThan(0);
    }
  });

  it('translates banner titles, falling back to English', async () => {
    const chinese = await get(t.app, '/wps/relay/MCSFE_getBanners?groupName=home', { 'x-lang': 'CN' });
    expect(chinese.body.value[0].title).toBe('新人礼包');
    // The first home banner has no Filipino title in the demo seed.
    const filipino = await get(t.app, '/wps/relay/MCSFE_getBanners?groupName=home', { 'x-lang': 'TY' });
    expect(filipino.body.value[0].title).toBe('Welcome bonus');
  });

  it('refuses an unknown group', async () => {
    const { status, body } = await get(t.app, '/wps/relay/MCSFE_getBanners?groupName=nope');
    expect(status).toBe(400);
    expect(body.code).toBe('validation-failed');
    expect(body.value.fields[0].field).toBe('groupName');
  });
});

describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
  const url = '/wps/relay/MCSFE_getListAnnouncements';

  it('pages all types nine at a time, newest first', async () => {
    const first = await get(t.app, `${url}?types=B,PL,PU,PR,H&platform=W&execution=B&pageNo=1&pageSize=9`);
    expect(first.body.value.list).toHaveLength(9);
    expect(first.body.value.total).toBe(14);
    expect(first.body.value.totalPages).toBe(2);
    const times = first.body.value.list.map((notice: { time: string }) => notice.time);
    expect([...times].sort().reverse()).toEqual(times);
    expect(times[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const second = await get(t.app, `${url}?pageNo=2&pageSize=9`);
    expect(second.body.value.list).toHaveLength(5);
  });

  it('filters by type', async () => {
    const { body } = await get(t.app, `${url}?types=H`);
    expect(body.value.list.map((notice: { type: string }) => notice.type)).toEqual(['H', 'H']);
  });

  it('gives visitors the notices for visitors and for both, not members-only ones', async () => {
    const { body } = await get(t.app, `${url}?execution=V&pageSize=50`);
    const titles = body.value.list.map((notice: { title: string }) => notice.title);
    expect(titles).toContain('Register now and play on any device');
    expect(titles).not.toContain('VIP service channel opened');
  });

  it('refuses unknown types, a foreign platform and an oversized page', async () => {
    for (const query of ['types=X', 'platform=M', 'pageSize=1000', 'pageNo=0', 'pageNo=abc']) {
      const { status, body } = await get(t.app, `${url}?${query}`);
      expect(status, query).toBe(400);
      expect(body.code).toBe('validation-failed');
    }
  });

  it('keeps the rich content as written (the browser sanitises)', async () => {
    const { body } = await get(t.app, `${url}?types=B&pageSize=50`);
    const security = body.value.list.find((notice: { title: string }) => notice.title.startsWith('128-bit'));
    expect(security.content).toContain('<p>');
  });
});
