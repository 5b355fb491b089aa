import { webcrypto } from 'node:crypto';
import { createRequire } from 'node:module';
import { formatMoney, LANGUAGES } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck } from '../../wallet/ledger.service.ts';
import { renderPage } from './page.ts';
import { PAGE_SCRIPT } from './page-script.ts';
import { PAGE_TEXT } from './page-text.ts';
import { startSlot } from './test-kit.ts';

/**
 * The page: its HTML in every language, and its script run in a DOM (jsdom) against the
 * listening server: open the game, step the bet, spin, hear the result, rotate and verify.
 * The server's TypeScript has no DOM types, so the few DOM members used are typed here.
 */
interface El {
  textContent: string | null;
  value: string;
  hidden: boolean;
  disabled: boolean;
  click(): void;
  getAttribute(name: string): string | null;
  querySelectorAll(selector: string): ArrayLike<El>;
}
interface Win {
  document: { getElementById(id: string): El | null; querySelectorAll(selector: string): ArrayLike<El> };
  close(): void;
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: object) => { window: Win };
};

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  return check();
};

let t: Awaited<ReturnType<typeof startSlot>>;
const windows: Win[] = [];
beforeAll(async () => {
  t = await startSlot();
});
afterAll(async () => {
  for (const window of windows) window.close();
  await t.close();
});

describe('the page HTML', () => {
  it.each(LANGUAGES)('%s: translated labels, named controls, a live region', (lang) => {
    const html = renderPage(lang);
    const text = PAGE_TEXT[lang];
    expect(html).toContain(`>${text.spin}</button>`);
    expect(html).toContain(`aria-label="${text.betDown}"`);
    expect(html).toContain(`aria-label="${text.betUp}"`);
    expect(html).toMatch(/id="result" class="result" role="status" aria-live="polite"/);
    expect(html.match(/class="cell"/g)).toHaveLength(15);
    // Placeholders stay only in the words handed to the script.
    expect(html.replace(/<script id="page-config"[\s\S]*?<\/script>/, '')).not.toMatch(/\{\w+\}/);
  });

  it('every language has every text, with the same placeholders', () => {
    const placeholders = (value: string) => [...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const lang of LANGUAGES)
      for (const [key, value] of Object.entries(PAGE_TEXT.EN)) {
        const translated = PAGE_TEXT[lang][key as keyof typeof PAGE_TEXT.EN];
        expect(translated, `${lang}.${key}`).toBeTruthy();
        expect(placeholders(translated), `${lang}.${key}`).toEqual(placeholders(value));
      }
  });

  it('is served under /house/slot/ with its script and style', async () => {
    const page = await fetch(`${t.server.baseUrl}/house/slot/?token=abc&lang=ja`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain(PAGE_TEXT.JA.spin);
    const bare = await fetch(`${t.server.baseUrl}/house/slot?token=abc&lang=TH`, { redirect: 'manual' });
    expect(bare.status).toBe(302);
    expect(bare.headers.get('location')).toBe('/house/slot/?token=abc&lang=TH');
    const script = await fetch(`${t.server.baseUrl}/house/slot/app.js`);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(() => new Function(PAGE_SCRIPT)).not.toThrow();
    expect((await fetch(`${t.server.baseUrl}/house/slot/app.css`)).headers.get('content-type')).toContain('text/css');
  });
});

describe('the page script', () => {
  const load = (url: string) => {
    const html = renderPage('EN').replace(
      '<script src="app.js" defer></script>',
      `<script>${PAGE_SCRIPT.replaceAll('</script', '<\\/script')}</script>`,
    );
    const { window } = new JSDOM(html, {
      url,
      runScripts: 'dangerously',
      beforeParse(w: Record<string, unknown> & { location: { href: string } }) {
        // jsdom has no fetch: relative paths go to the listening server through Node's fetch.
        Object.assign(w, { fetch: (path: string, init: RequestInit) => fetch(new URL(path, w.location.href), init) });
        // Reduced motion: the reels stop at once, so the test does not wait for animation.
        Object.assign(w, { matchMedia: () => ({ matches: true }) });
        if (!(w.crypto as { getRandomValues?: unknown } | undefined)?.getRandomValues)
          Object.assign(w, { crypto: webcrypto });
      },
    });
    windows.push(window);
    return window;
  };

  it('opens the game, steps the bet, spins, announces the result and shows the new balance', async () => {
    const member = await t.player(50_000);
    const { url } = await t.launch(member, 'ARC-SLOT-4');
    const window = load(url.href);
    const $ = (id: string) => window.document.getElementById(id) as El;
    const text = PAGE_TEXT.EN;
    expect(await until(() => $('balance').textContent === '500.00')).toBe(true);
    expect($('game-name').textContent).not.toBe(text.title);
    // ARC-SLOT-4: 20 lines, minimum bet 0.50, so the first level is 20 × 0.05.
    expect($('bet').textContent).toBe('1.00');
    expect($('bet-down').disabled).toBe(true);
    $('bet-up').click();
    expect($('bet').textContent).toBe('2.00');
    expect($('bet-down').disabled).toBe(false);
    expect(window.document.querySelectorAll('#paytable tr').length).toBe(10);
    expect(window.document.querySelectorAll('#paylines li').length).toBe(20);
    expect($('seed-hash').textContent).toMatch(/^[0-9a-f]{64}$/);

    $('spin').click();
    const announced = () => /^(Win [\d,]+\.\d\d|No win)/.test($('result').textContent ?? '');
    expect(await until(announced)).toBe(true);
    const balance = await t.balance(member);
    expect($('balance').textContent).toBe(formatMoney(balance));
    const win = balance - 50_000 + 200;
    expect($('result').textContent?.startsWith(win > 0 ? `Win ${formatMoney(win)}` : 'No win')).toBe(true);
    expect($('last-win').textContent).toBe(formatMoney(win));
    expect(window.document.querySelectorAll('#recent tr').length).toBe(1);
    expect($('nonce').textContent).toBe('1');
    expect($('spin').disabled).toBe(false);
    const names = [...(window.document.querySelectorAll('.cell .name') as unknown as El[])].map((el) => el.textContent);
    expect(names.every((name) => !!name)).toBe(true);

    $('client-seed').value = 'chosen-seed';
    $('rotate').click();
    expect(await until(() => !$('previous').hidden)).toBe(true);
    expect($('prev-client').textContent).not.toBe('chosen-seed');
    expect($('prev-seed').textContent).toMatch(/^[0-9a-f]{64}$/);
    $('verify').click();
    expect(await until(() => $('verify-result').textContent === text.verified.replace('{n}', '1'))).toBe(true);
    expect(await ledgerCheck(t.db)).toEqual([]);
  });

  it('asks to open the game from the lobby without a token, and says a spent token has ended', async () => {
    const bare = load(`${t.server.baseUrl}/house/slot/?lang=EN`);
    expect((bare.document.getElementById('error') as El).textContent).toBe(PAGE_TEXT.EN.noToken);
    const spent = load(`${t.server.baseUrl}/house/slot/?token=${'x'.repeat(24)}&lang=EN`);
    const error = spent.document.getElementById('error') as El;
    expect(await until(() => error.textContent === PAGE_TEXT.EN.ended)).toBe(true);
    expect((spent.document.getElementById('spin') as El).disabled).toBe(true);
  });
});
