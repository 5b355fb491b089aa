import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../../test/requests.ts';
import { bettor, startWallet, type WalletServer } from '../../vendors/test-kit.ts';
import { ledgerCheck } from '../../wallet/ledger.service.ts';
import { verifyDraw } from './fairness.ts';
import { lotteryRepo } from './lottery.repo.ts';
import { PAGE_TEXT } from './page-text.ts';
import { openDrawNo } from './schedule.ts';
import { drawSeedsRepo } from './seeds.repo.ts';
import { drawNow, openLottery, pageApi, settlerFor } from './test-kit.ts';

const FIVE = { intervalSeconds: 300, closeSeconds: 30 };
const HEX64 = /^[0-9a-f]{64}$/;
/** Everything the site's public lottery endpoints answer, as one text to search. */
const SITE_PATHS = [
  '/lgw/vn/numeros/opened/game',
  '/lgw/vn/numeros/opened/game?gameCode=ARCV-VN-5',
  '/lotto/lgw/games/opened/numero?gameCode=ARCV-VN-5&count=50',
  '/lgw/vn/games/game_menu',
  '/lgw/games/popular',
];

describe('provably fair draws, as players and the site see them', () => {
  let server: WalletServer;
  beforeAll(async () => {
    server = await startWallet();
  });
  afterAll(() => server.close());

  const siteText = async () =>
    (await Promise.all(SITE_PATHS.map(async (path) => JSON.stringify((await get(server.app, path)).body)))).join('\n');

  it('publish the hash before betting closes, never change it, and show the seed only with the result', async () => {
    const member = await bettor(server.db, 50_000, { vendor: 'ARCV' });
    const page = await openLottery(server, member, 'ARCV-VN-5');
    const state = page.state;
    const drawNo = state?.game.next.drawNo ?? -1;
    const published = state?.commitment;
    expect(published).toEqual({ drawNo, issue: state?.game.next.issue, seedHash: expect.stringMatching(HEX64) });
    // Published while the draw takes bets, and the stored commitment is older than its close.
    expect(Date.parse(state?.serverTime ?? '')).toBeLessThan(Date.parse(state?.game.next.closeAt ?? ''));
    const held = await drawSeedsRepo(server.db).find('ARCV-VN-5', drawNo);
    const seed = held?.seed ?? '';
    expect(held?.seedHash).toBe(published?.seedHash);
    expect(page.html).toContain(published?.seedHash);
    expect(page.html).toContain(PAGE_TEXT.EN.nextHash.replace('{issue}', state?.game.next.issue ?? ''));

    const api = pageApi(server, page.session);
    const bought = await api.buy({
      game: 'ARCV-VN-5',
      drawNo,
      betType: 'LO',
      numbers: ['07', '70'],
      stake: 100,
      requestId: 'fair-buy-1',
    });
    expect(bought.status).toBe(200);
    // Before the draw: the same hash on every look, and the seed nowhere (page, page API, site endpoints).
    const before = await api.state('ARCV-VN-5');
    expect(before.body.value.commitment).toEqual(published);
    const reloaded = await openLottery(server, member, 'ARCV-VN-5');
    for (const text of [page.html, reloaded.html, JSON.stringify(before.body), await siteText()]) {
      expect(text).not.toContain(seed);
    }

    await drawNow(server, 'ARCV-VN-5', drawNo, FIVE.intervalSeconds);
    const after = (await api.state('ARCV-VN-5')).body.value;
    const result = after.results[0];
    expect(result).toMatchObject({ drawNo, seedHash: published?.seedHash, seed });
    const checked = verifyDraw({
      seed: result?.seed ?? '',
      hash: published?.seedHash ?? '',
      gameCode: 'ARCV-VN-5',
      drawNo,
      region: 'NORTH',
    });
    expect(checked.hashMatches).toBe(true);
    expect(result?.prizes).toEqual(checked.prizes);
    expect(result?.special).toBe(checked.special);
    // Drawn early (the test draws at once), so no more bets on it: the result is out.
    const late = await api.buy({
      game: 'ARCV-VN-5',
      drawNo,
      betType: 'DE',
      numbers: ['07'],
      stake: 100,
      requestId: 'fair-late-1',
    });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('lottery-betting-closed');
    expect(after.commitment?.drawNo).toBe(openDrawNo(FIVE, Date.parse(after.serverTime)));

    // The site's opened-numbers entries carry the hash and the seed of the drawn draw.
    const opened = await get(server.app, '/lotto/lgw/games/opened/numero?gameCode=ARCV-VN-5&count=1');
    expect(opened.body.value.draws[0]).toMatchObject({ drawNo, seedHash: published?.seedHash, seed });
    const latest = await get(server.app, '/lgw/vn/numeros/opened/game?gameCode=ARCV-VN-5&count=1');
    expect(latest.body.value[0]).toMatchObject({ drawNo, seedHash: published?.seedHash, seed });

    // The page shows the seed of the drawn result, how to check it, and the next draw's hash.
    const shown = await openLottery(server, member, 'ARCV-VN-5');
    expect(shown.html).toContain(seed);
    expect(shown.html).toContain(PAGE_TEXT.EN.verify);
    expect(shown.html).toContain(`&quot;ARCV-VN-5:${drawNo}:k&quot;`);
    expect(shown.html).toContain(after.commitment?.seedHash);

    const settler = await settlerFor(server);
    expect(await settler.settleDue()).toBe(2);
    expect(await ledgerCheck(server.db)).toEqual([]);
  });

  it('commit a draw before its first ticket even when no page showed it', async () => {
    const member = await bettor(server.db, 10_000, { vendor: 'ARCV' });
    const page = await openLottery(server, member, 'ARCV-VN-1');
    const game = page.state?.games.find((g) => g.gameCode === 'ARCV-VN-3');
    const drawNo = game?.next.drawNo ?? -1;
    expect(await drawSeedsRepo(server.db).find('ARCV-VN-3', drawNo)).toBeUndefined();
    const bought = await pageApi(server, page.session).buy({
      game: 'ARCV-VN-3',
      drawNo,
      betType: 'DE',
      numbers: ['42'],
      stake: 100,
      requestId: 'fair-unseen-1',
    });
    expect(bought.status).toBe(200);
    const committed = await server.db.one<{ before: boolean }>(
      `SELECT s.created_at <= t.created_at AS before FROM lottery_draw_seeds s
       JOIN lottery_tickets t ON t.game_code = s.game_code AND t.draw_no = s.draw_no
       WHERE t.request_id = 'fair-unseen-1'`,
    );
    expect(committed?.before).toBe(true);
  });

  it('say "provably fair" on the betting page in the six languages', async () => {
    for (const lang of ['EN', 'CN', 'VI', 'JA', 'TH', 'TY'] as const) {
      const html = await (await fetch(`${server.baseUrl}/house/lottery/?game=ARCV-VN-5&lang=${lang}`)).text();
      expect(html).toContain(`<h3>${PAGE_TEXT[lang].fair}</h3>`);
    }
  });

  it('show null seed fields for a draw drawn before draws had seeds', async () => {
    await lotteryRepo(server.db).insertDraw({
      gameCode: 'ARCV-VN-5',
      drawNo: 1000,
      drawAt: new Date(1001 * 300_000),
      special: '54321',
      prizes: [{ tier: 'special', numbers: ['54321'] }],
    });
    const opened = await get(server.app, '/lotto/lgw/games/opened/numero?gameCode=ARCV-VN-5&count=50');
    const old = opened.body.value.draws.find((d: { drawNo: number }) => d.drawNo === 1000);
    expect(old).toMatchObject({ special: '54321', seedHash: null, seed: null });
  });
});
