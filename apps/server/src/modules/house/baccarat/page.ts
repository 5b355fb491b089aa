import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@arcadia/contracts';
import { PAGE_TEXT, type PageText } from './page-text.ts';

/**
 * The table page: server-rendered HTML in the launch language, with the words the
 * script needs embedded as JSON; everything that changes (cards, balance, road,
 * seeds) is filled in by /house/baccarat/app.js from the table's API.
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

const spot = (t: PageText, id: string, label: string, odds: string) =>
  `<button type="button" class="spot spot-${id}" data-spot="${id}" aria-describedby="stake-${id}">
     <span class="spot-name">${escapeHtml(label)}</span>
     <span class="spot-odds">${escapeHtml(t.pays.replace('{odds}', odds))}</span>
     <span class="spot-stake" id="stake-${id}"></span>
   </button>`;

export function renderPage(lang: Language): string {
  const t = PAGE_TEXT[lang];
  return `<!doctype html>
<html lang="${HTML_LANG[lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<link rel="stylesheet" href="tokens.css">
<link rel="stylesheet" href="app.css">
<!-- Before the body is drawn, so nothing moves: in the site's game frame the site's bar shows
     Back and the table's name, and the style sheet drops the page's own (html.framed). -->
<script src="framed.js"></script>
</head>
<body>
<header class="bar">
  <a id="back" class="back" target="_top" hidden>${escapeHtml(t.back)}</a>
  <h1 id="table-name">${escapeHtml(t.title)}</h1>
  <p class="balance">${escapeHtml(t.balance)} <strong id="balance">–</strong> <span id="currency"></span></p>
</header>
<main>
  <p id="error" class="error" role="alert" hidden></p>
  <section class="felt" aria-labelledby="table-name">
    <div class="hands">
      <div class="side side-player"><h2>${escapeHtml(t.player)} <output id="player-total"></output></h2><div id="player-cards" class="cards"></div></div>
      <div class="side side-banker"><h2>${escapeHtml(t.banker)} <output id="banker-total"></output></h2><div id="banker-cards" class="cards"></div></div>
    </div>
    <p id="result" class="result" role="status" aria-live="polite">${escapeHtml(t.placeBets)}</p>
  </section>
  <section class="betting" aria-label="${escapeHtml(t.deal)}">
    <div class="spots">
      ${spot(t, 'playerPair', t.playerPair, '11:1')}
      ${spot(t, 'player', t.player, '1:1')}
      ${spot(t, 'tie', t.tie, '8:1')}
      ${spot(t, 'banker', t.banker, '0.95:1')}
      ${spot(t, 'bankerPair', t.bankerPair, '11:1')}
    </div>
    <fieldset class="chips"><legend>${escapeHtml(t.chips)}</legend><div id="chips"></div></fieldset>
    <p class="limits"><span id="limits"></span> · <span id="total-bet"></span></p>
    <div class="actions">
      <button type="button" id="clear">${escapeHtml(t.clear)}</button>
      <button type="button" id="rebet">${escapeHtml(t.rebet)}</button>
      <button type="button" id="deal" class="primary">${escapeHtml(t.deal)}</button>
    </div>
  </section>
  <section class="road-box" aria-labelledby="road-title">
    <h2 id="road-title">${escapeHtml(t.road)}</h2>
    <p id="shoe-info"></p>
    <div id="road" class="road" role="img"></div>
  </section>
  <details class="fair">
    <summary>${escapeHtml(t.fair)}</summary>
    <p class="help">${escapeHtml(t.fairHelp)}</p>
    <dl>
      <dt>${escapeHtml(t.serverSeedHash)}</dt><dd><code id="seed-hash"></code></dd>
      <dt><label for="client-seed">${escapeHtml(t.clientSeed)}</label></dt>
      <dd><input id="client-seed" maxlength="64" pattern="[A-Za-z0-9_\\-]{1,64}" autocomplete="off"></dd>
    </dl>
    <button type="button" id="rotate">${escapeHtml(t.newShoe)}</button>
    <div id="previous" hidden>
      <h3 id="previous-title"></h3>
      <dl>
        <dt>${escapeHtml(t.serverSeed)}</dt><dd><code id="prev-seed"></code></dd>
        <dt>${escapeHtml(t.serverSeedHash)}</dt><dd><code id="prev-hash"></code></dd>
        <dt>${escapeHtml(t.clientSeed)}</dt><dd><code id="prev-client"></code></dd>
      </dl>
      <button type="button" id="verify">${escapeHtml(t.verify)}</button>
      <p id="verify-result" role="status" aria-live="polite"></p>
    </div>
  </details>
</main>
<script id="page-config" type="application/json">${jsonForScript({ lang, text: t })}</script>
<script src="app.js" defer></script>
</body>
</html>`;
}
