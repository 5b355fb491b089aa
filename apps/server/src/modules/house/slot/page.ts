import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@arcadia/contracts';
import { REELS, ROWS } from './engine/symbols.ts';
import { PAGE_TEXT } from './page-text.ts';
import { reelSprite } from './reel-art.ts';

/**
 * The slot page: server-rendered HTML in the launch language with the words the script
 * needs embedded as JSON. What depends on the game and the player (symbols, paytable,
 * balance, seeds) is filled in by /house/slot/app.js from the slot's API.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON inside <script type="application/json">: '<' escaped so no text can close the element. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export const pageLanguage = (raw: unknown): Language => {
  const upper = typeof raw === 'string' ? raw.toUpperCase() : '';
  return isLanguage(upper) ? upper : DEFAULT_LANGUAGE;
};

const HTML_LANG: Record<Language, string> = { EN: 'en', CN: 'zh-CN', VI: 'vi', JA: 'ja', TH: 'th', TY: 'fil' };

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all));

function reels(label: (n: number) => string): string {
  const columns = Array.from({ length: REELS }, (_, reel) => {
    const cells = Array.from(
      { length: ROWS },
      (_, row) =>
        `<div class="cell" role="listitem" id="cell-${reel}-${row}"><svg class="art" viewBox="0 0 100 100" aria-hidden="true" focusable="false"><use></use></svg><span class="sr name"></span></div>`,
    ).join('');
    return `<div class="reel" role="list" aria-label="${escapeHtml(label(reel + 1))}">${cells}</div>`;
  });
  return columns.join('\n    ');
}

export function renderPage(lang: Language): string {
  const t = PAGE_TEXT[lang];
  const h = (key: keyof typeof t) => escapeHtml(t[key]);
  return `<!doctype html>
<html lang="${HTML_LANG[lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${h('title')}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="tokens.css">
<link rel="stylesheet" href="app.css">
<script src="framed.js"></script>
</head>
<body>
${reelSprite()}
<header class="bar">
  <a id="back" class="back" target="_top" hidden>${h('back')}</a>
  <h1 id="game-name">${h('title')}</h1>
  <p class="balance">${h('balance')} <strong id="balance">–</strong> <span id="currency"></span></p>
</header>
<main>
  <p id="error" class="error" role="alert" hidden></p>
  <section class="machine" aria-labelledby="game-name">
    <div id="reels" class="reels" role="group" aria-label="${h('reels')}">
    ${reels((n) => fill(t.reel, { n }))}
    </div>
    <p id="free-info" class="free-info"></p>
    <p id="result" class="result" role="status" aria-live="polite">${h('loading')}</p>
    <ul id="wins" class="wins"></ul>
  </section>
  <section class="controls" aria-label="${h('bet')}">
    <div class="bet">
      <button type="button" id="bet-down" aria-label="${h('betDown')}" disabled>−</button>
      <p><span>${h('bet')}</span> <output id="bet">–</output></p>
      <button type="button" id="bet-up" aria-label="${h('betUp')}" disabled>+</button>
    </div>
    <button type="button" id="spin" class="primary" disabled>${h('spin')}</button>
    <p class="last-win">${h('lastWin')} <output id="last-win">–</output></p>
  </section>
  <details class="help">
    <summary>${h('help')}</summary>
    <p id="rules-rtp"></p>
    <p id="rules-lines"></p>
    <p>${h('rulesWild')}</p>
    <p id="rules-scatter"></p>
    <p id="line-pays"></p>
    <table class="paytable">
      <thead><tr><th scope="col">${h('symbol')}</th>${[5, 4, 3, 2].map((n) => `<th scope="col">${escapeHtml(fill(t.ofAKind, { n }))}</th>`).join('')}</tr></thead>
      <tbody id="paytable"></tbody>
    </table>
    <h2>${h('paylines')}</h2>
    <ol id="paylines" class="paylines"></ol>
  </details>
  <details class="fair">
    <summary>${h('fair')}</summary>
    <p class="help-text">${h('fairHelp')}</p>
    <dl>
      <dt>${h('serverSeedHash')}</dt><dd><code id="seed-hash"></code></dd>
      <dt><label for="client-seed">${h('clientSeed')}</label></dt>
      <dd><input id="client-seed" maxlength="64" pattern="[A-Za-z0-9_\\-]{1,64}" autocomplete="off" spellcheck="false"></dd>
      <dt>${h('nonce')}</dt><dd><code id="nonce"></code></dd>
    </dl>
    <button type="button" id="rotate">${h('rotate')}</button>
    <div id="previous" hidden>
      <h2>${h('previous')}</h2>
      <dl>
        <dt>${h('serverSeed')}</dt><dd><code id="prev-seed"></code></dd>
        <dt>${h('serverSeedHash')}</dt><dd><code id="prev-hash"></code></dd>
        <dt>${h('clientSeed')}</dt><dd><code id="prev-client"></code></dd>
      </dl>
      <p id="prev-rounds"></p>
      <button type="button" id="verify">${h('verify')}</button>
      <p id="verify-result" role="status" aria-live="polite"></p>
    </div>
    <h2>${h('recent')}</h2>
    <table class="recent">
      <thead><tr><th scope="col">${h('nonceColumn')}</th><th scope="col">${h('stakeColumn')}</th><th scope="col">${h('winColumn')}</th></tr></thead>
      <tbody id="recent"></tbody>
    </table>
  </details>
</main>
<script id="page-config" type="application/json">${jsonForScript({ lang, text: t })}</script>
<script src="app.js" defer></script>
</body>
</html>`;
}
