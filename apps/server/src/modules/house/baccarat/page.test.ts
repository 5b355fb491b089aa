import { createRequire } from 'node:module';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck } from '../../wallet/ledger.service.ts';
import { PAGE_TEXT } from './page-text.ts';
import { startTable } from './test-kit.ts';

/**
 * The page as a browser gets it: the HTML in each language, and its script run in a
 * DOM against the listening server — open the seat, place chips, deal, read the
 * live region, rotate the seed and verify the finished shoe.
 */

/** The server's TypeScript has no DOM types: the few DOM members the test uses. */
interface El {
  textContent: string | null;
  value: string;
  hidden: boolean;
  disabled: boolean;
  children: ArrayLike<El>;
  click(): void;
  getAttribute(name: string): string | null;
}
interface Win {
  document: {
    getElementById(id: string): El | null;
    querySelector(selector: string): El | null;
    querySelectorAll(selector: string): ArrayLike<El>;
  };
  location: { href: string };
  sessionStorage: { length: number };
  eval(script: string): void;
  close(): void;
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: object) => { window: Win };
};

let t: Awaited<ReturnType<typeof startTable>>;
beforeAll(async () => {
  t = await startTable();
});
afterEach(async () => {
  expect(await ledgerCheck(t.db)).toEqual([]);
});
afterAll(() => t.close());

const text = async (path: string) => {
  const response = await fetch(`${t.server.baseUrl}${path}`, { redirect: 'manual' });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    location: response.headers.get('location'),
    body: await response.text(),
  };
};

describe('the page', () => {
  it('is served in each of the six languages with an accessible live region', async () => {
    for (const [lang, htmlLang] of [
      ['EN', 'en'],
      ['cn', 'zh-CN'],
      ['VI', 'vi'],
      ['JA', 'ja'],
      ['TH', 'th'],
      ['TY', 'fil'],
    ] as const) {
      const page = await text(`/house/baccarat/?token=x&lang=${lang}`);
      expect(page.status).toBe(200);
      expect(page.type).toContain('text/html');
      expect(page.body).toContain(`<html lang="${htmlLang}">`);
      const words = PAGE_TEXT[lang.toUpperCase() as keyof typeof PAGE_TEXT];
      expect(page.body).toContain(words.deal);
      expect(page.body).toMatch(/id="result"[^>]*role="status"[^>]*aria-live="polite"/);
    }
    expect((await text('/house/baccarat/?lang=xx')).body).toContain('<html lang="en">');
  });

  it('serves its script and styles, and adds the slash the relative API paths need', async () => {
    expect((await text('/house/baccarat/app.js')).type).toContain('javascript');
    expect((await text('/house/baccarat/app.css')).type).toContain('text/css');
    const bare = await text('/house/baccarat?token=abc&lang=EN');
    expect(bare.status).toBe(302);
    expect(bare.location).toBe('/house/baccarat/?token=abc&lang=EN');
  });
});

describe('the page script', () => {
  it('opens the seat, deals a hand, announces it, and verifies the rotated shoe', async () => {
    const member = await t.player(20_000);
    const { url } = await t.launch(member);
    const html = (await text(url.pathname + url.search)).body;
    const dom = new JSDOM(html, { url: url.toString(), runScripts: 'outside-only' });
    const { window } = dom;
    const base = t.server.baseUrl;
    // jsdom has no fetch or matchMedia: the real server answers through Node's fetch.
    Object.assign(window, {
      fetch: (path: string, init: RequestInit) =>
        fetch(new URL(path, window.location.href.replace(/^http:\/\/[^/]+/, base)), init),
      matchMedia: () => ({ matches: true }),
    });
    const $ = (id: string) => window.document.getElementById(id) as El;
    const until = async (check: () => boolean) => {
      for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(check()).toBe(true);
    };
    window.eval((await text('/house/baccarat/app.js')).body);

    await until(() => $('balance').textContent === '200.00');
    expect($('table-name').textContent).toBe('Baccarat Room 1');
    expect($('seed-hash').textContent).toMatch(/^[0-9a-f]{64}$/);
    expect(window.sessionStorage.length).toBe(1);
    expect($('deal').disabled).toBe(true);

    // Chip 5.00 twice on Player, 1.00 on Tie.
    const chips = Array.from(window.document.querySelectorAll('.chip'));
    expect(chips.map((chip) => chip.textContent)).toEqual(['1', '5', '10', '50', '100']);
    chips[1]?.click();
    expect(chips[1]?.getAttribute('aria-pressed')).toBe('true');
    window.document.querySelector('.spot-player')?.click();
    window.document.querySelector('.spot-player')?.click();
    chips[0]?.click();
    window.document.querySelector('.spot-tie')?.click();
    expect($('stake-player').textContent).toBe('10.00');
    expect($('total-bet').textContent).toBe('Total bet 11.00');
    $('deal').click();

    await until(() => /wins|Tie/.test($('result').textContent ?? ''));
    const balance = await t.balance(member);
    expect($('balance').textContent).toBe((balance / 100).toFixed(2));
    expect($('result').textContent).toMatch(balance === 20_000 - 1100 ? /Bet of 11\.00 lost/ : /Returned \d/);
    expect($('player-cards').children.length).toBeGreaterThanOrEqual(2);
    expect($('road').children).toHaveLength(1);
    expect($('road').getAttribute('aria-label')).toMatch(/^1 hands/);
    expect($('total-bet').textContent).toBe('Total bet 0.00');

    $('client-seed').value = 'page-seed';
    $('rotate').click();
    await until(() => !$('previous').hidden);
    expect($('prev-client').textContent).not.toBe('page-seed');
    expect($('client-seed').value).toBe('page-seed');
    $('verify').click();
    await until(() => ($('verify-result').textContent ?? '').length > 0);
    expect($('verify-result').textContent).toBe(PAGE_TEXT.EN.verified.replace('{hands}', '1'));
    window.close();
  });
});
