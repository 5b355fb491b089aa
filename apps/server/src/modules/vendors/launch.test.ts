import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../platform/tokens.ts';
import { bearerHeader, createMember, tokenFor } from '../../test/members.ts';
import { get } from '../../test/requests.ts';
import { type StubProvider, startStubProvider } from '../../test/stub-provider.ts';
import { accountFor, ledgerCheck, systemAccount, transfer, vendorAccountFor } from '../wallet/ledger.service.ts';
import { balanceOf, startWallet, type WalletServer } from './test-kit.ts';

/**
 * Game launch: the tokens and the signed ask to the house vendor (a provider like any other, here
 * a stub on the protocol where its process would stand), third parties, checks, which wallet plays.
 */

let wallet: WalletServer;
let house: StubProvider;
beforeAll(async () => {
  wallet = await startWallet();
  house = await startStubProvider(wallet.db);
  await house.serve();
});
afterAll(async () => {
  expect(await ledgerCheck(wallet.db)).toEqual([]);
  await house.close();
  await wallet.close();
});

const BETA = { host: 'beta.localhost' };
async function signedIn(merchant?: 'beta', type?: number) {
  const member = await createMember(wallet.db, { ...(merchant ? { merchant } : {}), ...(type ? { type } : {}) });
  const headers = { ...bearerHeader(await tokenFor(wallet.db, member)), ...(merchant ? BETA : {}) };
  return { member, headers };
}
const launch = (query: string, headers: Record<string, string>) =>
  get(wallet.app, `/wps/game/launchGame?${query}`, headers);

let funded = 0;
async function credit(accountId: string, merchantId: number, amount: number) {
  const clearing = await systemAccount(wallet.db, merchantId, 'clearing:BANK');
  await transfer(wallet.db, {
    merchantId,
    key: `launch-test:${funded++}`,
    type: 'deposit',
    entries: [
      { accountId: clearing, amount: -amount },
      { accountId, amount },
    ],
  });
}

describe('house launch', () => {
  it('answers the address the vendor gives, for a single-use token it exchanges for this game and language', async () => {
    const { member, headers } = await signedIn();
    const { status, body } = await launch('gameCode=ARC-golden-dragon&vendor=ARC&language=VI&backUrl=%2Frng', headers);
    expect(status).toBe(200);
    expect(body.value.mode).toBe('iframe');
    const url = new URL(body.value.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${house.url}/play/ARC/`);
    // Asked signed, with what the page needs: the game, the language, the site that frames it.
    expect(house.asked.at(-1)).toMatchObject({
      vendorCode: 'ARC',
      signed: true,
      body: { gameCode: 'ARC-golden-dragon', language: 'VI', currency: 'PHP', backUrl: '/rng' },
    });
    expect(url.searchParams.get('lang')).toBe('VI');
    expect(url.searchParams.get('backUrl')).toBe('/rng');
    const token = url.searchParams.get('token') as string;
    // Stored hashed, bound to member, vendor, game and language, for two minutes.
    const row = await wallet.db.one<Record<string, unknown>>(
      `SELECT member_id::text AS member, vendor_code AS vendor, game_code AS game, language,
              extract(epoch FROM expires_at - created_at)::int AS ttl
         FROM launch_tokens WHERE token_hash = $1`,
      [hashToken(token)],
    );
    expect(row).toEqual({ member: member.id, vendor: 'ARC', game: 'ARC-golden-dragon', language: 'VI', ttl: 120 });
    expect(await wallet.db.one('SELECT 1 FROM launch_tokens WHERE token_hash = $1', [token])).toBeUndefined();
    const client = await wallet.client('ARC');
    expect(await client.authenticate({ launchToken: token })).toMatchObject({
      playerId: member.id,
      gameCode: 'ARC-golden-dragon',
      language: 'VI',
    });
    await expect(client.authenticate({ launchToken: token })).rejects.toMatchObject({ code: 'invalid-launch-token' });
  });

  it('puts the launched game at the top of the member’s recent games', async () => {
    const { member, headers } = await signedIn();
    await launch('gameCode=ARC-pharaohs-sun', headers);
    await launch('gameCode=ARC-golden-dragon', headers);
    const recent = await wallet.db.query<{ code: string }>(
      `SELECT g.game_code AS code FROM game_recents r JOIN games g ON g.id = r.game_id
        WHERE r.member_id = $1 ORDER BY r.played_at DESC`,
      [member.id],
    );
    expect(recent.map((row) => row.code)).toEqual(['ARC-golden-dragon', 'ARC-pharaohs-sun']);
  });

  it('opens a vendor tile (no game code) on its first game, for live and cards alike', async () => {
    const { headers } = await signedIn();
    for (const vendor of ['ARCL', 'ARCP']) {
      const { body } = await launch(`vassalage=${vendor}`, headers);
      expect(new URL(body.value.url).searchParams.get('game')).toBe(`${vendor}-BAC-1`);
      expect(new URL(body.value.url).searchParams.get('token')).toMatch(/^[\w-]{20,}$/);
    }
  });

  it('opens the lottery lobby (launchMode LOTT) on the brand’s LOTT vendor, with the view asked', async () => {
    const { headers } = await signedIn();
    const lobby = await launch('lottoArea=VN&launchMode=LOTT&lottoPrizeMode=Lott&lottoView=lobby&device=WEB', headers);
    expect(lobby.status).toBe(200);
    const url = new URL(lobby.body.value.url);
    expect(url.pathname).toBe('/play/ARCV/');
    expect(url.searchParams.get('view')).toBe('lobby');
    const betting = await launch('launchMode=LOTT&lottoGameCode=ARCV-VN-5&lottoView=betting', headers);
    const token = new URL(betting.body.value.url, 'http://site').searchParams.get('token') as string;
    expect((await (await wallet.client('ARCV')).authenticate({ launchToken: token })).gameCode).toBe('ARCV-VN-5');
  });

  it('drops a back address that is neither a site path nor http(s)', async () => {
    const { headers } = await signedIn();
    for (const backUrl of ['javascript:alert(1)', '//evil.example/x']) {
      const { body } = await launch(`gameCode=ARC-golden-dragon&backUrl=${encodeURIComponent(backUrl)}`, headers);
      expect(new URL(body.value.url, 'http://site').searchParams.has('backUrl')).toBe(false);
    }
  });
});

describe('launch checks', () => {
  it('answers game-not-found for an unknown, disabled or mismatched game, or a vendor the brand switched off', async () => {
    const { headers } = await signedIn();
    expect((await launch('gameCode=NOPE-1', headers)).body.code).toBe('game-not-found');
    expect((await launch('gameCode=ARC-golden-dragon&vendor=ARCL', headers)).body.code).toBe('game-not-found');
    expect((await launch('vendor=NOPE', headers)).status).toBe(404);
    expect((await launch('', headers)).body.code).toBe('game-not-found');
    await wallet.db.query(`UPDATE games SET enabled = false WHERE game_code = 'ARC-coral-reef'`);
    expect((await launch('gameCode=ARC-coral-reef', headers)).body.code).toBe('game-not-found');
    // Beta switched off: demo still has it.
    await wallet.db.query(
      `UPDATE game_vendors SET enabled = false WHERE vassalage = 'ARCL' AND merchant_id = (SELECT id FROM merchants WHERE code = 'beta')`,
    );
    const beta = await signedIn('beta');
    expect((await launch('gameCode=ARCL-BAC-1', beta.headers)).body.code).toBe('game-not-found');
    expect((await launch('gameCode=ARCL-BAC-1', headers)).status).toBe(200);
  });

  it('refuses visitors (not-logged-in); a free-play guest opens house games with play money, not a third party’s', async () => {
    expect((await launch('gameCode=ARC-golden-dragon', {})).body.code).toBe('not-logged-in');
    const trial = await signedIn(undefined, 4);
    expect((await launch('gameCode=ARC-golden-dragon', trial.headers)).status).toBe(200);
    const token = await wallet.db.one<{ currency: string }>(
      `SELECT t.vendor_code AS currency FROM launch_tokens t WHERE t.member_id = $1`,
      [trial.member.id],
    );
    expect(token).toBeDefined();
    const pg = await wallet.db.one<{ code: string }>(`SELECT game_code AS code FROM games WHERE vendor = 'PG' LIMIT 1`);
    expect(await launch(`gameCode=${pg?.code}`, trial.headers)).toMatchObject({
      status: 403,
      body: { code: 'in_need_true_account' },
    });
  });

  it('answers game-maintenance when a provider does not answer: no token left, no money moved, no recent', async () => {
    const { member, headers } = await signedIn();
    await credit(await accountFor(wallet.db, member.merchantId, member.id), member.merchantId, 5_000);
    const pg = await wallet.db.one<{ code: string }>(`SELECT game_code AS code FROM games WHERE vendor = 'PG' LIMIT 1`);
    const { status, body } = await launch(`gameCode=${pg?.code}`, headers);
    expect({ status, code: body.code }).toEqual({ status: 503, code: 'game-maintenance' });
    const left = await wallet.db.one<{ tokens: number; recents: number }>(
      `SELECT (SELECT count(*)::int FROM launch_tokens WHERE member_id = $1) AS tokens,
              (SELECT count(*)::int FROM game_recents WHERE member_id = $1) AS recents`,
      [member.id],
    );
    expect(left).toEqual({ tokens: 0, recents: 0 });
    expect(await balanceOf(wallet.db, await accountFor(wallet.db, member.merchantId, member.id))).toBe(5_000);
  });

  it('answers game-maintenance for FB sports, and game-not-found where the brand does not list FB', async () => {
    const { headers } = await signedIn();
    expect(await get(wallet.app, '/wps/relay/GCS_gameLaunchFB', headers)).toMatchObject({
      status: 503,
      body: { code: 'game-maintenance' },
    });
    await wallet.db.query(
      `UPDATE game_vendors SET enabled = false WHERE vassalage = 'FB' AND merchant_id = (SELECT id FROM merchants WHERE code = 'beta')`,
    );
    const beta = await signedIn('beta');
    expect((await get(wallet.app, '/wps/relay/GCS_gameLaunchFB', beta.headers)).body.code).toBe('game-not-found');
  });
});

describe('which wallet a launched game plays from', () => {
  it('multi-wallet brand: opening a seamless game moves nothing; the game plays from main (issue 36)', async () => {
    const { member, headers } = await signedIn();
    const at = [wallet.db, member.merchantId, member.id] as const;
    const main = await accountFor(...at);
    const live = await vendorAccountFor(...at, 'ARCL');
    await credit(main, member.merchantId, 1_000);
    await credit(live, member.merchantId, 200);
    expect((await launch('gameCode=ARC-golden-dragon', headers)).status).toBe(200);
    expect([await balanceOf(wallet.db, main), await balanceOf(wallet.db, live)]).toEqual([1_000, 200]);
    // What the header shows is what Withdraw may take: the main wallet, which the game's wallet calls read too.
    expect((await (await wallet.client('ARC')).balance({ playerId: member.id })).balance).toBe(1_000);
    const moved = await wallet.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id
        WHERE e.account_id = $1 AND t.type = 'wallet-transfer'`,
      [main],
    );
    expect(moved?.n).toBe(0);
  });

  it('single-wallet brand: nothing moves, the game plays from main', async () => {
    const { member, headers } = await signedIn('beta');
    const main = await accountFor(wallet.db, member.merchantId, member.id);
    await credit(main, member.merchantId, 900);
    expect((await launch('gameCode=ARC-golden-dragon', headers)).status).toBe(200);
    expect(await balanceOf(wallet.db, main)).toBe(900);
    expect((await (await wallet.client('ARC')).balance({ playerId: member.id })).balance).toBe(900);
  });
});
