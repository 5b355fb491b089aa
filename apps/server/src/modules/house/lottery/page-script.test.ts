import { webcrypto } from 'node:crypto';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bettor, startWallet, type WalletServer } from '../../vendors/test-kit.ts';
import { ledgerCheck } from '../../wallet/ledger.service.ts';
import { PAGE_SCRIPT } from './page-script.ts';
import { PAGE_TEXT } from './page-text.ts';
import { drawNow, openLottery } from './test-kit.ts';

/**
 * The page's script run in a DOM (jsdom) against the listening server: pick numbers,
 * buy, see the tickets and the balance change, and keep the session across a reload.
 * The server's TypeScript has no DOM types, so the few DOM members used are typed here.
 */
interface El {
  textContent: string | null;
  value: string;
  checked: boolean;
  hidden: boolean;
  disabled: boolean;
  click(): void;
  getAttribute(name: string): string | null;
  dispatchEvent(event: unknown): boolean;
  querySelectorAll(selector: string): ArrayLike<El>;
}
interface Win {
  document: { getElementById(id: string): El | null; querySelector(selector: string): El | null };
  Event: new (type: string, init?: object) => unknown;
  location: { href: string };
  sessionStorage: { getItem(key: string): string | null };
  close(): void;
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: object) => { window: Win };
};

const t = PAGE_TEXT.EN;
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
};

describe('the lottery page script', () => {
  let server: WalletServer;
  const windows: Win[] = [];
  beforeAll(async () => {
    server = await startWallet();
  });
  afterAll(async () => {
    for (const window of windows) window.close();
    await server.close();
  });

  // The page loads its script from app.js; here it runs inline, as jsdom fetches no scripts.
  const withScript = (html: string) =>
    html.replace(
      '<script src="app.js"></script>',
      () => `<script>${PAGE_SCRIPT.replaceAll('</script', '<\\/script')}</script>`,
    );

  /** What the page posted to the site around its frame (`framed`: the page runs as the site's frame would hold it). */
  const posted: unknown[] = [];
  const load = (html: string, url: string, storage?: [string, string], framed = false) => {
    const { window } = new JSDOM(withScript(html), {
      url: `${server.baseUrl}${url}`,
      runScripts: 'dangerously',
      beforeParse(w: Win & Record<string, unknown>) {
        if (framed) {
          const parent = { postMessage: (data: unknown, origin: string) => posted.push({ data, origin }) };
          Object.defineProperty(w, 'parent', { value: parent, configurable: true });
        }
        if (storage) (w.sessionStorage as unknown as { setItem(key: string, value: string): void }).setItem(...storage);
        // jsdom has no fetch: relative paths go to the listening server through Node's fetch.
        Object.assign(w, { fetch: (path: string, init: RequestInit) => fetch(new URL(path, w.location.href), init) });
        // Node's Web Crypto where jsdom has none or no SubtleCrypto (the page checks seeds with it).
        if (!w.crypto || !(w.crypto as { subtle?: unknown }).subtle)
          Object.defineProperty(w, 'crypto', { value: webcrypto, configurable: true });
      },
    });
    windows.push(window);
    return window;
  };

  it('picks numbers, buys, shows the tickets and the new balance, keeps the session on reload', async () => {
    const member = await bettor(server.db, 20_000, { vendor: 'ARCV' });
    const page = await openLottery(server, member, 'ARCV-VN-5');
    const window = load(page.html, page.url);
    const $ = (id: string) => window.document.getElementById(id) as El;
    expect(window.location.href).not.toContain('token=');
    expect(window.sessionStorage.getItem('arcv-lottery-session')).toBe(page.session);
    expect(await until(() => /^\d\d:\d\d$/.test($('countdown').textContent ?? ''))).toBe(true);

    const de = window.document.querySelector('input[value=DE]') as El;
    de.checked = true;
    de.dispatchEvent(new window.Event('change', { bubbles: true }));
    const button = (n: string) => window.document.querySelector(`#grid button[data-n="${n}"]`) as El;
    button('45').click();
    button('46').click();
    button('46').click();
    button('47').click();
    expect(button('45').getAttribute('aria-pressed')).toBe('true');
    expect(button('46').getAttribute('aria-pressed')).toBe('false');
    expect($('picked').textContent).toBe('45, 47');
    $('stake').value = '25';
    $('stake').dispatchEvent(new window.Event('input', { bubbles: true }));
    expect($('total').textContent).toBe('50.00');

    $('bet-form').dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }));
    expect(await until(() => $('message').textContent === t.bought)).toBe(true);
    expect($('balance').textContent).toBe('150.00');
    expect($('tickets').textContent).toContain('DE 45');
    expect($('tickets').textContent).toContain(t.open);
    expect($('picked').textContent).toBe(t.none);

    // CANG3 picks a hundreds digit, then the last two on the grid.
    const cang = window.document.querySelector('input[value=CANG3]') as El;
    cang.checked = true;
    cang.dispatchEvent(new window.Event('change', { bubbles: true }));
    expect($('hundreds-row').hidden).toBe(false);
    $('hundreds').value = '3';
    $('hundreds').dispatchEvent(new window.Event('change', { bubbles: true }));
    button('45').click();
    expect($('picked').textContent).toBe('345');

    // A reload without the (spent) token finds the kept session and the player's tickets.
    const reloaded = await (await fetch(`${server.baseUrl}/house/lottery/?game=ARCV-VN-5&view=betting&lang=EN`)).text();
    const again = load(reloaded, '/house/lottery/?game=ARCV-VN-5&view=betting&lang=EN', [
      'arcv-lottery-session',
      page.session ?? '',
    ]);
    const tickets = () => (again.document.getElementById('tickets') as El).textContent ?? '';
    expect(await until(() => tickets().includes('DE 47'))).toBe(true);
    expect(await ledgerCheck(server.db)).toEqual([]);
  });

  it('tells the site around its frame how the balance moved, from the first purchase on', async () => {
    const member = await bettor(server.db, 20_000, { vendor: 'ARCV' });
    const page = await openLottery(server, member, 'ARCV-VN-5');
    posted.length = 0;
    const window = load(page.html, page.url, undefined, true);
    const $ = (id: string) => window.document.getElementById(id) as El;
    expect(await until(() => /^\d\d:\d\d$/.test($('countdown').textContent ?? ''))).toBe(true);
    // Opening the page is no movement.
    expect(posted).toEqual([]);

    (window.document.querySelector('#grid button[data-n="12"]') as El).click();
    $('stake').value = '30';
    $('stake').dispatchEvent(new window.Event('input', { bubbles: true }));
    $('bet-form').dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }));
    expect(await until(() => $('message').textContent === t.bought)).toBe(true);
    const origin = new URL(server.baseUrl).origin;
    expect(posted).toEqual([{ data: { type: 'arcadia:balance', before: 20_000, after: 17_000 }, origin }]);
  });

  it('shows the open draw’s hash, the seeds of past draws, and checks a draw in the browser', async () => {
    const member = await bettor(server.db, 1000, { vendor: 'ARCV' });
    const first = await openLottery(server, member, 'ARCV-VN-3');
    const drawNo = first.state?.game.next.drawNo ?? -1;
    await drawNow(server, 'ARCV-VN-3', drawNo - 1, 180);
    await drawNow(server, 'ARCV-VN-3', drawNo, 180);
    const page = await openLottery(server, member, 'ARCV-VN-3');
    const [latest, older] = page.state?.results ?? [];
    const window = load(page.html, page.url);
    const $ = (id: string) => window.document.getElementById(id) as El;
    expect(await until(() => $('next-hash').textContent === page.state?.commitment?.seedHash)).toBe(true);
    expect($('seed').textContent).toBe(latest?.seed);

    $('verify').click();
    expect(await until(() => $('verify-result').textContent === t.verified)).toBe(true);

    // Choosing an earlier draw shows its table and seed; it checks too.
    (window.document.querySelector(`#history button[data-draw="${older?.drawNo}"]`) as El).click();
    expect($('seed').textContent).toBe(older?.seed);
    expect($('results').textContent).toContain(older?.issue);
    expect(window.document.querySelector('#history [aria-current="true"]')?.textContent).toBe(older?.issue);
    $('verify').click();
    expect(await until(() => $('verify-result').textContent === t.verified)).toBe(true);

    // A table that is not what the seed gives fails the check.
    const boot = /<script type="application\/json" id="boot">(.*?)<\/script>/s;
    const data = JSON.parse(boot.exec(page.html)?.[1] ?? '{}');
    const special = data.state.results[0].prizes[0].numbers[0] as string;
    data.state.results[0].prizes[0].numbers[0] = special.replace(/.$/, (d) => String((Number(d) + 1) % 10));
    const forged = page.html.replace(
      boot,
      () => `<script type="application/json" id="boot">${JSON.stringify(data)}</script>`,
    );
    const other = load(forged, '/house/lottery/?game=ARCV-VN-3&view=betting&lang=EN');
    (other.document.getElementById('verify') as El).click();
    expect(await until(() => other.document.getElementById('verify-result')?.textContent === t.notVerified)).toBe(true);
  });

  it('says the session expired when there is none', async () => {
    const html = await (await fetch(`${server.baseUrl}/house/lottery/?game=ARCV-VN-1&lang=EN`)).text();
    const window = load(html, '/house/lottery/?game=ARCV-VN-1&lang=EN');
    expect((window.document.getElementById('message') as El).textContent).toBe(t.expired);
    expect(await until(() => (window.document.getElementById('buy') as El).disabled)).toBe(true);
  });
});
