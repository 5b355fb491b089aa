import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually.ts';
import { buildTestApp, type TestApp } from '../test/harness.ts';
import { bearerHeader, createMember, tokenFor } from '../test/members.ts';
import { get, send } from '../test/requests.ts';
import { type ChangeFeed, changesOf, SharedCache } from './changes.ts';
import { hashToken } from './tokens.ts';

/**
 * The database's triggers tell every server process what changed (migration 029); the caches of
 * brand settings and sessions drop what a notice names, and are not used while notices may be missed.
 * Changes here are made with SQL beside the app, as another process would: the app learns of them
 * only through the notices.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ STATEMENT_COUNT_HEADER: 'true' });
});
afterAll(() => t?.close());

const brandName = async (code: string) =>
  (await get(t.app, '/wps/system/whitelabel', { 'x-merchant': code })).body.value.merchant.name as string;

describe('change notices', () => {
  it('arrive when the transaction commits, and never for one rolled back', async () => {
    const feed = changesOf(t.app.db);
    expect(feed.live).toBe(true);
    const heard: string[] = [];
    feed.on('brand', (id) => heard.push(id));
    const { id } = (await t.db.one<{ id: number }>("SELECT id FROM merchants WHERE code = 'beta'")) ?? { id: 0 };
    await t.db
      .tx(async (tx) => {
        await tx.query("UPDATE merchants SET name = 'Never' WHERE code = 'beta'");
        throw new Error('rolled back');
      })
      .catch(() => {});
    await t.db.tx(async (tx) => {
      await tx.query('UPDATE merchant_domains SET domain = domain WHERE merchant_id = $1', [id]);
      await tx.query('SELECT pg_sleep(0.05)');
      expect(heard).toEqual([]);
    });
    await eventually(() => heard.length > 0);
    expect(new Set(heard)).toEqual(new Set([String(id)]));
  });

  it('drop a brand’s settings in a process that did not make the change', async () => {
    const before = await brandName('beta');
    await t.db.query("UPDATE merchants SET name = 'Beta Renamed' WHERE code = 'beta'");
    await eventually(async () => (await brandName('beta')) === 'Beta Renamed');
    await t.db.query('UPDATE merchants SET name = $1 WHERE code = $2', [before, 'beta']);
    await eventually(async () => (await brandName('beta')) === before);
  });
});

describe('the session cache', () => {
  const balance = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      headers: { host: 'localhost:8080', ...bearerHeader(token) },
    });

  it('serves a known session with no query: a balance read is one statement', async () => {
    const token = await tokenFor(t.db, await createMember(t.db));
    expect((await balance(token)).statusCode).toBe(200);
    const again = await balance(token);
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-db-statements']).toBe('1');
  });

  it('forgets a session revoked by another process when its notice comes', async () => {
    const token = await tokenFor(t.db, await createMember(t.db));
    expect((await balance(token)).statusCode).toBe(200);
    await t.db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [hashToken(token)]);
    await eventually(async () => (await balance(token)).statusCode === 401);
  });

  it('refuses a token at once after its logout in the same process', async () => {
    const token = await tokenFor(t.db, await createMember(t.db));
    expect((await balance(token)).statusCode).toBe(200);
    const out = await send(t.app, { method: 'DELETE', url: '/wps/session/logout', headers: bearerHeader(token) });
    expect(out.status).toBe(200);
    expect((await balance(token)).statusCode).toBe(401);
  });

  it('lets a kept session end at its expiry without asking the database', async () => {
    const token = await tokenFor(t.db, await createMember(t.db));
    const tokenHash = hashToken(token);
    const noticed = new Promise<void>((resolve) =>
      changesOf(t.app.db).on('session', (hash) => hash === tokenHash && resolve()),
    );
    await t.db.query("UPDATE sessions SET expires_at = now() + interval '5 seconds' WHERE token_hash = $1", [
      tokenHash,
    ]);
    await noticed;
    expect((await balance(token)).statusCode).toBe(200);
    // Six seconds later by this process's clock (the database's has not moved): the kept session has ended.
    const later = Date.now() + 6000;
    const realNow = Date.now;
    Date.now = () => later;
    try {
      const after = await balance(token);
      expect(after.statusCode).toBe(401);
      expect(after.headers['x-db-statements']).toBe('0');
    } finally {
      Date.now = realNow;
    }
  });
});

describe('a shared cache', () => {
  const feed = (state: { live: boolean; epoch: number }): ChangeFeed => ({
    get live() {
      return state.live;
    },
    get epoch() {
      return state.epoch;
    },
    on: () => {},
    whenLive: async () => state.live,
  });

  it('answers from memory only while notices flow, and starts over after they may have been missed', async () => {
    const state = { live: true, epoch: 1 };
    const cache = new SharedCache<number>(feed(state), 60_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    state.live = false;
    expect(await cache.get('k', load)).toBe(2);
    expect(await cache.get('k', load)).toBe(3);
    state.live = true;
    state.epoch = 2;
    expect(await cache.get('k', load)).toBe(4);
    expect(await cache.get('k', load)).toBe(4);
    cache.delete('k');
    expect(await cache.get('k', load)).toBe(5);
  });

  it('hands over a value already loaded without waiting, and nothing while loading, failed, stale or unheard', async () => {
    const state = { live: true, epoch: 1 };
    const cache = new SharedCache<number>(feed(state), 60_000);
    let release = (_value: number) => {};
    const loading = cache.get('k', () => new Promise<number>((resolve) => (release = resolve)));
    expect(cache.peek('k')).toBeUndefined();
    release(7);
    await loading;
    expect(cache.peek('k')).toEqual({ value: 7 });
    state.live = false;
    expect(cache.peek('k')).toBeUndefined();
    state.live = true;
    state.epoch = 2;
    expect(cache.peek('k')).toBeUndefined();
    await cache.get('k', async () => 8);
    expect(cache.peek('k')).toEqual({ value: 8 });
    cache.delete('k');
    expect(cache.peek('k')).toBeUndefined();
    await expect(cache.get('bad', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.peek('bad')).toBeUndefined();
    const realNow = Date.now;
    try {
      await cache.get('old', async () => 9);
      Date.now = () => realNow() + 61_000;
      expect(cache.peek('old')).toBeUndefined();
    } finally {
      Date.now = realNow;
    }
  });
});
