import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorSecret } from '../../vendors/secrets.ts';
import { bettor, startWallet, type WalletServer } from '../../vendors/test-kit.ts';
import { ledgerCheck } from '../../wallet/ledger.service.ts';
import { PAGE_TEXT } from './page-text.ts';
import { signSession } from './session.ts';
import { openLottery, pageApi } from './test-kit.ts';

describe('house lottery page and its backend rules', () => {
  let server: WalletServer;
  let api: ReturnType<typeof pageApi>;
  let page: Awaited<ReturnType<typeof openLottery>>;
  beforeAll(async () => {
    server = await startWallet();
    const member = await bettor(server.db, 50_000, { vendor: 'ARCV' });
    page = await openLottery(server, member, 'ARCV-VN-1');
    api = pageApi(server, page.session);
  });
  afterAll(() => server.close());

  const buy = (over: object = {}) =>
    api.buy({
      game: 'ARCV-VN-1',
      drawNo: page.state?.game.next.drawNo,
      betType: 'LO',
      numbers: ['12'],
      stake: 100,
      requestId: `req-${Math.random().toString(36).slice(2, 12)}`,
      ...over,
    });

  it('renders the betting view: countdown, picker, results, tickets, accessible and escaped', () => {
    expect(page.html).toContain('<html lang="en">');
    expect(page.html).toContain('role="timer"');
    expect(page.html).toContain('aria-live="polite"');
    expect((page.html.match(/aria-pressed="false"/g) ?? []).length).toBe(100);
    // Its script and style are files of its own: the content-security-policy allows no inline ones.
    expect(page.html).toContain('<link rel="stylesheet" href="app.css">');
    expect(page.html).toContain('<script src="app.js"></script>');
    expect(page.html).not.toMatch(/<script(?![^>]*(src=|type="application\/json"))|<style|\son\w+=/);
    expect(page.state?.game.gameCode).toBe('ARCV-VN-1');
    expect(page.state?.odds).toEqual({ LO: 350, DE: 9500, CANG3: 95000 });
  });

  it('refuses a bet on a closed or not yet open draw', async () => {
    const open = page.state?.game.next.drawNo ?? 0;
    for (const drawNo of [open - 1, open + 1]) {
      const refused = await buy({ drawNo });
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('lottery-betting-closed');
    }
  });

  it('refuses numbers that do not fit the bet type, repeats, and bad stakes', async () => {
    for (const over of [
      { betType: 'CANG3', numbers: ['12'] },
      { betType: 'DE', numbers: ['123'] },
      { numbers: ['12', '12'] },
    ]) {
      const refused = await buy(over);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('lottery-invalid-number');
    }
    expect((await buy({ stake: 99 })).status).toBe(400);
    expect((await buy({ numbers: ['1a'] })).status).toBe(400);
    expect((await buy({ numbers: Array.from({ length: 21 }, (_, i) => String(i + 10)) })).status).toBe(400);
    const unknown = await buy({ game: 'ARCV-VN-9' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('game-not-found');
  });

  it('answers invalid-launch-token without a valid session, in the asked language', async () => {
    for (const session of [
      null,
      'forged.session',
      signSession('wrong-secret', { playerId: '1', currency: 'PHP', nickname: 'x', language: 'EN' }),
    ]) {
      const refused = await pageApi(server, session).state('ARCV-VN-1');
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe('invalid-launch-token');
    }
    const secret = (await vendorSecret(server.db, 'ARCV')) ?? '';
    const expired = signSession(
      secret,
      { playerId: '1', currency: 'PHP', nickname: 'x', language: 'EN' },
      Date.now() - 13 * 3600_000,
    );
    expect((await pageApi(server, expired).tickets('ARCV-VN-1')).status).toBe(401);
  });

  it('renders without a session when the launch token is spent, and the lobby view lists every lottery', async () => {
    const again = await fetch(`${server.baseUrl}${page.url}`);
    const html = await again.text();
    expect(again.status).toBe(200);
    expect(html).toContain('"session":null');
    const lobby = await fetch(`${server.baseUrl}/house/lottery/?view=lobby&lang=VI&backUrl=/lottery`);
    const lobbyHtml = await lobby.text();
    expect(lobbyHtml).toContain('<html lang="vi">');
    expect(lobbyHtml).toContain('Xổ Số Siêu Tốc 3 Phút (Miền Nam)');
    expect((lobbyHtml.match(/data-timer="ARCV-VN-\d"/g) ?? []).length).toBe(3);
    expect(lobbyHtml).toContain('href="/lottery" target="_top"');
    const unsafe = await fetch(`${server.baseUrl}/house/lottery/?view=lobby&backUrl=javascript:alert(1)`);
    expect(await unsafe.text()).not.toContain('javascript:');
    const missing = await fetch(`${server.baseUrl}/house/lottery/?game=NOPE&view=betting`);
    expect(missing.status).toBe(404);
    const bare = await fetch(`${server.baseUrl}/house/lottery?view=lobby`, { redirect: 'manual' });
    expect(bare.headers.get('location')).toBe('/house/lottery/?view=lobby');
  });

  it('speaks the six site languages', async () => {
    const expected = { EN: 'en', CN: 'zh', VI: 'vi', JA: 'ja', TH: 'th', TY: 'fil' } as const;
    for (const [lang, htmlLang] of Object.entries(expected)) {
      const html = await (await fetch(`${server.baseUrl}/house/lottery/?view=lobby&lang=${lang.toLowerCase()}`)).text();
      expect(html).toContain(`<html lang="${htmlLang}">`);
      expect(html).toContain(PAGE_TEXT[lang as keyof typeof PAGE_TEXT].lobby);
    }
  });

  it('shows the state and tickets of the session player only', async () => {
    expect((await buy()).status).toBe(200);
    const other = await bettor(server.db, 1000, { vendor: 'ARCV' });
    const otherPage = await openLottery(server, other, 'ARCV-VN-1');
    const theirs = await pageApi(server, otherPage.session).state('ARCV-VN-1');
    expect(theirs.body.value.tickets).toEqual([]);
    expect(theirs.body.value.balance).toBe(1000);
    const mine = await api.state('ARCV-VN-1');
    expect(mine.body.value.tickets).toHaveLength(1);
    expect(mine.body.value.games.map((g) => g.gameCode)).toEqual(['ARCV-VN-1', 'ARCV-VN-3', 'ARCV-VN-5']);
    expect(await ledgerCheck(server.db)).toEqual([]);
  });
});
