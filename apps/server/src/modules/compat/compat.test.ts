import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createMember, freshIp, type TestMember, tokenFor } from '../../test/members.ts';
import { demoHeaders } from '../../test/requests.ts';

/**
 * The platform's original front end (issue 14): each of its forms, called as it
 * calls them (raw token, Merchant and Language headers, no client id), answered
 * in the shape it reads.
 */
let t: TestApp;
let member: TestMember;
let original: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  member = await createMember(t.db);
  original = { ...demoHeaders, authorization: await tokenFor(t.db, member), merchant: 'demo', language: 'en' };
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
async function call(method: string, url: string, headers: Record<string, string>, payload?: unknown) {
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...headers, ...freshIp(), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}
const visitor = () => {
  const { authorization: _token, ...rest } = original;
  return rest;
};

/** The first RNG game of the house vendor, as the game list gives it. */
async function someGame() {
  const list = await call('GET', '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=ARC', original);
  const game = list.body.value.games[0];
  expect(game).toBeDefined();
  return game as { nodeId: number; vassalage: string; gameType: string };
}

describe('token and headers', () => {
  it('takes the token without Bearer, beside Bearer, through the one parser', async () => {
    const raw = await call('GET', '/wps/member/info', original);
    expect(raw.status).toBe(200);
    const bearer = await call('GET', '/wps/member/info', {
      ...original,
      authorization: `Bearer ${original.authorization}`,
    });
    expect(bearer.body.value).toEqual(raw.body.value);
    expect((await call('GET', '/wps/member/info', { ...original, authorization: 'Bearer' })).status).toBe(401);
  });

  it('answers in the Language header and carries the security headers', async () => {
    const response = await call('GET', '/wps/relay/GCSGAME_newGameVendor', {
      ...visitor(),
      language: 'cn',
      modid: 'COMM3',
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('成功');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it('refuses a Merchant header that names another brand than the domain route', async () => {
    const other = await call('GET', '/wps/member/info', { ...original, merchant: 'beta' });
    expect([other.status, other.body.code]).toEqual([403, 'forbidden']);
    const favourites = await call('GET', '/wps/relay/MCSFE_getFavoriteGames', { ...original, merchant: 'beta' });
    expect(favourites.status).toBe(403);
    // Beta's own host with beta's Merchant is beta: the demo member's token is no session there.
    const beta = await call('GET', '/wps/member/info', { ...original, host: 'beta.localhost', merchant: 'beta' });
    expect(beta.status).toBe(401);
  });
});

describe('favourites', () => {
  it('adds, lists ids, pages up to 999 and removes through the V2 calls', async () => {
    const game = await someGame();
    const action = { nodeId: String(game.nodeId), vassalage: game.vassalage, gameType: game.gameType };
    const added = await call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', original, action);
    expect(added.body.value).toEqual({ nodeId: game.nodeId, isFavourite: true });

    const ids = await call('GET', '/wps/relay/MCSFE_getFavoriteGames', original);
    expect(ids.body.value).toEqual([String(game.nodeId)]);

    const list = await call('GET', '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=999&gameType=', original);
    expect(list.status).toBe(200);
    expect(list.body.value).toMatchObject({ pageNum: 1, totalPages: 1 });
    expect(list.body.value.content.map((item: Json) => item.nodeId)).toEqual([game.nodeId]);

    const removed = await call('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', original, action);
    expect(removed.body.value).toEqual({ nodeId: game.nodeId, isFavourite: false });
    expect((await call('GET', '/wps/relay/MCSFE_getFavoriteGames', original)).body.value).toEqual([]);
    const again = await call('POST', '/wps/relay/MCSFE_removeFavoriteGameV2', original, action);
    expect(again.body.value.isFavourite).toBe(false);
  });

  it('keeps the same rules: a visitor gets not-logged-in, a forged vendor game-not-found', async () => {
    const game = await someGame();
    const action = { nodeId: game.nodeId, vendor: 'PG', gameType: game.gameType };
    expect((await call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', visitor(), action)).status).toBe(401);
    const forged = await call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', original, action);
    expect(forged.body.code).toBe('game-not-found');
  });
});

describe('vendors and game lists', () => {
  it('answers the vendor lanes', async () => {
    const response = await call('GET', '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop', visitor());
    const lanes = response.body.value.data.lanes as Json[];
    expect(lanes.length).toBeGreaterThan(0);
    for (const lane of lanes) {
      expect(lane).toEqual({ title: expect.any(String), cards: expect.any(Array), gameClassify: lane.title });
    }
    const ours = await call('GET', '/wps/relay/GCSGAME_gameVendor?merchantCode=demo', visitor());
    expect(lanes.map((lane) => lane.cards)).toEqual(ours.body.value.map((category: Json) => category.cards));
  });

  it('answers hot games to GET and POST with isPlatform=2 and an empty vassalage', async () => {
    const get = await call('GET', '/wps/relay/GCSGAME_hotGamesV2?merchantCode=demo&isPlatform=2&vassalage=', original);
    expect(get.status).toBe(200);
    const post = await call('POST', '/wps/relay/GCSGAME_hotGamesV2', original, {
      merchantCode: 'demo',
      isPlatform: '2',
      vassalage: '',
    });
    expect(post.status).toBe(200);
    expect(post.body.value.list.length).toBeGreaterThan(0);
    expect(post.body.value).toEqual(get.body.value);
  });

  it('treats empty filters as absent and names items as the original reads them', async () => {
    const blank = await call('GET', '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=&gameClassify=', original);
    const none = await call('GET', '/wps/relay/GCSGAME_gameList?gameType=RNG', original);
    expect(blank.status).toBe(200);
    expect(blank.body.value).toEqual(none.body.value);
    const [item] = blank.body.value.games;
    expect(item).toMatchObject({ gameName: item.name, nodeName: item.name, showIcon: item.image, iconUrl: item.image });
  });
});

describe('small methods and arguments', () => {
  it('answers GET /wps/member/info/icon with the avatar address', async () => {
    const icon = await call('GET', '/wps/member/info/icon', original);
    const avatar = await call('GET', '/wps/relay/MCSFE_getPlayerAvatar', original);
    expect(icon.body.value).toEqual(avatar.body.value);
    expect(typeof icon.body.value.url).toBe('string');
  });

  it('answers the domain route with no arguments for the request host', async () => {
    const response = await call('GET', '/wps/system/domainRoute', visitor());
    expect(response.body.value).toEqual({ domain: 'localhost', merchantCode: 'demo' });
  });

  it('sends SMS codes to mobileNum with countryDialingCode, and mobileNo for registration', async () => {
    await createMember(t.db, { mobile: '9175550101' });
    const login = await call('POST', '/wps/verification/sms/noLogin', visitor(), {
      mobileNum: '9175550101',
      countryDialingCode: '63',
      purpose: 'login',
    });
    expect(login.status).toBe(200);
    expect(login.body.value.expiredMinutes).toBeGreaterThan(0);
    const register = await call('POST', '/wps/verification/sms/register', visitor(), {
      mobileNo: '9175550102',
      countryDialingCode: '63',
      variant: 'mobile',
    });
    expect(register.status).toBe(200);
    const missing = await call('POST', '/wps/verification/sms/register', visitor(), { mobileNo: '9175550103' });
    expect([missing.status, missing.body.code]).toEqual([400, 'validation-failed']);
  });

  it('checks an affiliate code sent as code with the domain', async () => {
    const response = await call('GET', '/wps/agent/affiliate?code=AGENT1&domain=localhost', visitor());
    expect(response.status).toBe(200);
    expect(response.body.value.valid).toBe(true);
    const none = await call('GET', '/wps/agent/affiliate?domain=localhost', visitor());
    expect(none.status).toBe(400);
  });

  it('binds a captcha with a cookie when no client id comes, and the rate limit applies to it', async () => {
    const first = await call('GET', '/wps/captcha', visitor());
    expect(first.status).toBe(200);
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/^arcadia_cid=[A-Za-z0-9_-]{8,64}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    const pair = cookie.split(';')[0] as string;
    // One image a second per client: the same limit as a client sending x-client-id.
    const second = await call('GET', '/wps/captcha', { ...visitor(), cookie: pair });
    expect([second.status, second.body.code]).toEqual([429, 'too-many-requests']);
    expect(second.headers['set-cookie']).toBeUndefined();
  });
});

describe('status and shapes', () => {
  it('boots from status with value.info and the original module ids', async () => {
    const response = await call('GET', '/wps/system/status', visitor());
    const value = response.body.value;
    expect(value).toMatchObject({ status: 0, maintenance: false, regionRestriction: false });
    const ids = new Set<string>();
    const walk = (node: { modId: string; childrenNodes: never[] }) => {
      ids.add(node.modId);
      node.childrenNodes.forEach(walk);
    };
    walk(value.info.whitelabel);
    for (const id of ['MOBILENUMREG3', 'FREEPLAY3', 'AGENTPOLICY3', 'REGMOBVERF3', 'USERNAMEREG3']) {
      expect(ids).toContain(id);
    }
    expect(value.info.register.username).toMatchObject({ key: 'username', acceptedPattern: expect.any(String) });
    expect(value.info.domainRoute).toContain('localhost');
    expect(value.info.mainDomain).toBe('localhost');
    expect(value.info.analytics).toHaveProperty('gtagId');
    // Our own front end's form is unchanged.
    const ours = await call('GET', '/wps/system/status', { host: demoHeaders.host });
    expect(Object.keys(ours.body.value).sort()).toEqual(['location', 'maintenanceEndTime', 'status']);
  });

  it('answers register rules keyed by field name', async () => {
    const theirs = await call('GET', '/wps/system/setting/register', visitor());
    const ours = await call('GET', '/wps/system/setting/register', { host: demoHeaders.host });
    expect(Array.isArray(ours.body.value)).toBe(true);
    for (const rule of ours.body.value as Json[]) expect(theirs.body.value[rule.key as string]).toEqual(rule);
  });

  it('groups announcements as banners, player, popup and promotion', async () => {
    const theirs = await call('GET', '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR', visitor());
    expect(Object.keys(theirs.body.value).sort()).toEqual(['banners', 'player', 'popup', 'promotion']);
    const ours = await call('GET', '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR', {
      host: demoHeaders.host,
    });
    const grouped = Object.values(theirs.body.value).flat();
    expect(grouped).toHaveLength(ours.body.value.list.length);
  });

  it('answers the /lgw lottery calls bare, and our envelope to our front end', async () => {
    for (const url of ['/lgw/vn/games/game_menu', '/lgw/games/popular?count=20', '/lgw/games/game_menus']) {
      const theirs = await call('GET', url, visitor());
      const ours = await call('GET', url, { host: demoHeaders.host });
      expect(theirs.status, url).toBe(200);
      expect(ours.body.success, url).toBe(true);
      // The original front end reads the Vietnam lottery menu's groups as `gameMenus` (issue 36).
      const expected = url === '/lgw/vn/games/game_menu' ? { gameMenus: ours.body.value } : ours.body.value;
      expect(theirs.body, url).toEqual(expected);
    }
    // Each navigation category carries its gameGroupCode.
    const menus = await call('GET', '/lgw/games/game_menus', visitor());
    for (const category of menus.body) expect(category.gameGroupCode).toBe(category.title);
  });

  it('says isSingle in the merchant wallet answer', async () => {
    const response = await call('GET', '/wps/relay/GCS_merchantWallet', original);
    expect(typeof response.body.value.isSingle).toBe('boolean');
  });

  it("answers a visitor's FB sports launch as the sports lobby launch (FB has no adapter here)", async () => {
    const theirs = await call('GET', '/wps/relay/GCS_gameLaunchFB?language=EN', visitor());
    const member = await call('GET', '/wps/relay/GCS_gameLaunchFB?language=EN', original);
    // Not a login demand: the visitor's launch goes through FB's adapter, exactly as the member's does.
    expect([theirs.status, theirs.body.code]).toEqual([member.status, member.body.code]);
    expect(theirs.body.code).toBe('game-maintenance');
  });
});
