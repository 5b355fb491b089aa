import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyBody } from '../../platform/signature.ts';
import { eventually } from '../../test/eventually.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { bearerHeader, createMember, tokenFor } from '../../test/members.ts';
import { createOperator, type OpsCaller, operatorSession } from '../../test/operators.ts';
import { get } from '../../test/requests.ts';

/**
 * Issue 36: a vendor is listed only when the brand has it switched on and the platform has an
 * adapter for it; a configured provider opens its games on the aggregator protocol (the platform
 * asks it, signed, for the launch's address); an operator's maintenance keeps it listed and closed.
 */

const SECRET = 'a-provider-secret-of-at-least-32-characters';
/** Where the provider's game pages are served: not where its API answers. */
const PLAY_URL = 'https://games.example';
let answerOrigin = PLAY_URL;
let t: TestApp;
let owner: OpsCaller;
let provider: Server;
let providerUrl: string;
const asked: { body: Record<string, unknown>; signed: boolean }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  owner = await operatorSession(t.app, await createOperator(t.db));
  // A provider on the protocol: it checks the platform's signature and answers its game's address.
  provider = createServer((request, response) => {
    if (request.method === 'GET') return serveCatalogue(request.url ?? '', response);
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const signed = verifyBody(raw, request.headers as Record<string, string>, SECRET);
      const body = JSON.parse(raw);
      asked.push({ body, signed });
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify(
          signed
            ? {
                success: true,
                code: 'ok',
                message: 'OK',
                value: { url: `${answerOrigin}/play?game=${body.gameCode}` },
              }
            : { success: false, code: 'bad-signature', message: 'no', value: null },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(async () => {
  provider.close();
  await t.close();
});

/** The provider's catalogue (GET /v1/games) and its art. */
function serveCatalogue(url: string, response: import('node:http').ServerResponse) {
  if (url.startsWith('/art/')) {
    response.setHeader('content-type', 'image/svg+xml');
    return response.end('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><title>Provider art</title></svg>');
  }
  const game = (code: string, name: string) => ({
    vendorCode: 'PG',
    gameCode: code,
    category: 'RNG',
    names: { EN: name, VI: `${name} VI` },
    minBet: 20,
    lines: 25,
    classify: null,
    rtp: 0.965,
    tile: `${providerUrl}/art/${code}/tile.svg`,
    banner: null,
    hot: true,
  });
  response.setHeader('content-type', 'application/json');
  response.end(
    JSON.stringify({
      success: true,
      code: 'ok',
      message: 'OK',
      value: { games: [game('PG-synced-1', 'Synced Fortune'), game('PG-synced-2', 'Synced Tiger')] },
    }),
  );
}

const menuVendors = async (host = 'localhost') =>
  (await get(t.app, '/lgw/games/game_menus', { host })).body.value.flatMap(
    (category: { cards: { vassalage: string }[] }) => category.cards.map((card) => card.vassalage),
  );
const gamesOf = async (vendor: string) =>
  (await get(t.app, `/wps/relay/GCSGAME_gameList?vassalage=${vendor}&pageNo=1&pageSize=5`)).body.value.games.length;

describe('what the lobby lists', () => {
  it('lists a vendor only while the platform has its adapter, on every brand at once', async () => {
    expect(await menuVendors()).toContain('PG');
    expect(await gamesOf('PG')).toBeGreaterThan(0);
    const removed = await owner('DELETE', '/ops/vendors/PG/adapter');
    expect(removed.body.value).toMatchObject({ vendorCode: 'PG', adapter: null });
    // Every process hears of it through the brands' change notices.
    await eventually(async () => !(await menuVendors()).includes('PG'));
    await eventually(async () => !(await menuVendors('beta.localhost')).includes('PG'));
    await eventually(async () => (await gamesOf('PG')) === 0);
    // No adapter without the deployment's secret; with it, listed again.
    const refused = await owner('PUT', '/ops/vendors/PG/adapter', { apiUrl: providerUrl, playUrl: PLAY_URL });
    expect([refused.status, refused.body.code]).toEqual([409, 'vendor-secret-missing']);
    await t.db.query(
      'INSERT INTO vendor_secrets (vendor_code, secret) VALUES ($1, $2) ON CONFLICT (vendor_code) DO UPDATE SET secret = $2',
      ['PG', SECRET],
    );
    const set = await owner('PUT', '/ops/vendors/PG/adapter', { apiUrl: providerUrl, playUrl: PLAY_URL });
    expect(set.body.value).toMatchObject({ adapter: { apiUrl: providerUrl, walletMode: 'seamless' }, hasSecret: true });
    await eventually(async () => (await menuVendors()).includes('PG'));
    const audit = await t.db.query("SELECT action FROM operator_audit WHERE target = 'PG' ORDER BY id");
    expect(audit.map((row) => row.action)).toEqual(['vendor.adapter-removed', 'vendor.adapter']);
  });

  it('opens a configured provider’s game at the address the provider answers, asked for signed', async () => {
    const member = await createMember(t.db);
    const game = (await get(t.app, '/wps/relay/GCSGAME_gameList?vassalage=PG&pageNo=1&pageSize=1')).body.value.games[0];
    const opened = await get(t.app, `/wps/game/launchGame?gameCode=${game.gameCode}&language=TH`, {
      ...bearerHeader(await tokenFor(t.db, member)),
      host: 'localhost',
    });
    expect(opened.body.value).toEqual({ url: `https://games.example/play?game=${game.gameCode}`, mode: 'iframe' });
    const last = asked.at(-1);
    expect(last?.signed).toBe(true);
    expect(last?.body).toMatchObject({
      vendorCode: 'PG',
      gameCode: game.gameCode,
      language: 'TH',
      currency: 'PHP',
      siteOrigin: 'http://localhost',
      launchToken: expect.any(String),
    });
  });

  it('refuses a launch address off the origin the provider declared for its pages (the only one the site frames)', async () => {
    const member = await createMember(t.db);
    const headers = { ...bearerHeader(await tokenFor(t.db, member)), host: 'localhost' };
    const game = (await get(t.app, '/wps/relay/GCSGAME_gameList?vassalage=PG&pageNo=1&pageSize=1')).body.value.games[0];
    answerOrigin = 'https://elsewhere.example';
    try {
      const refused = await get(t.app, `/wps/game/launchGame?gameCode=${game.gameCode}`, headers);
      expect([refused.status, refused.body.code]).toEqual([503, 'game-maintenance']);
    } finally {
      answerOrigin = PLAY_URL;
    }
    const tokens = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM launch_tokens WHERE member_id = $1', [
      member.id,
    ]);
    expect(tokens?.n).toBe(0);
  });

  it('keeps a vendor in maintenance listed, and its games answer game-maintenance', async () => {
    const member = await createMember(t.db);
    const headers = { ...bearerHeader(await tokenFor(t.db, member)), host: 'localhost' };
    const changed = await owner('PATCH', '/ops/merchants/demo/vendors/PG', { maintenance: true });
    expect(changed.body.value.list.find((row: { vendorCode: string }) => row.vendorCode === 'PG')).toMatchObject({
      maintenance: true,
      listed: true,
    });
    try {
      expect(await menuVendors()).toContain('PG');
      const game = (await get(t.app, '/wps/relay/GCSGAME_gameList?vassalage=PG&pageNo=1&pageSize=1')).body.value
        .games[0];
      const closed = await get(t.app, `/wps/game/launchGame?gameCode=${game.gameCode}`, headers);
      expect([closed.status, closed.body.code]).toEqual([503, 'game-maintenance']);
    } finally {
      await owner('PATCH', '/ops/merchants/demo/vendors/PG', { maintenance: false });
    }
  });

  it('switches a vendor off for one brand only; an owner of one brand may not set adapters', async () => {
    await owner('PATCH', '/ops/merchants/beta/vendors/PG', { enabled: false });
    try {
      await eventually(async () => !(await menuVendors('beta.localhost')).includes('PG'));
      expect(await menuVendors()).toContain('PG');
    } finally {
      await owner('PATCH', '/ops/merchants/beta/vendors/PG', { enabled: true });
    }
    const betaOwner = await operatorSession(
      t.app,
      await createOperator(t.db, { grants: [{ role: 'owner', merchant: 'beta' }] }),
    );
    expect((await betaOwner('DELETE', '/ops/vendors/PG/adapter')).status).toBe(403);
    const listed = (await owner('GET', '/ops/vendors')).body.value.list;
    expect(listed.find((row: { vendorCode: string }) => row.vendorCode === 'ARC')).toMatchObject({
      categories: ['RNG'],
      adapter: { walletMode: 'seamless' },
    });
  });

  it("imports a provider's catalogue: its games, names and art; the games it no longer offers are taken off", async () => {
    const synced = await owner('POST', '/ops/vendors/PG/sync');
    expect(synced.body.value).toMatchObject({ listed: 2, retired: expect.any(Number) });
    expect(synced.body.value.retired).toBeGreaterThan(0);
    const list = await get(t.app, '/wps/relay/GCSGAME_gameList?vassalage=PG&pageNo=1&pageSize=10&language=VI');
    expect(list.body.value.games.map((game: { gameCode: string; name: string }) => [game.gameCode, game.name])).toEqual(
      [
        ['PG-synced-1', 'Synced Fortune VI'],
        ['PG-synced-2', 'Synced Tiger VI'],
      ],
    );
    const tile = await t.app.inject({ method: 'GET', url: '/img/games/PG-synced-1.svg' });
    expect(tile.body).toContain('Provider art');
    const audit = await t.db.one("SELECT detail FROM operator_audit WHERE action = 'vendor.sync' AND target = 'PG'");
    expect(audit?.detail).toMatchObject({ listed: 2 });
  });
});
