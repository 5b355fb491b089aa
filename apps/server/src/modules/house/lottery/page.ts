import {
  formatMoney,
  type houseLotteryState,
  type Language,
  LOTTERY_BET_TYPES,
  LOTTERY_MAX_NUMBERS,
  LOTTERY_MAX_STAKE,
  LOTTERY_MIN_STAKE,
  type LotteryGame,
  type LotteryTicket,
  type LotteryView,
  type OpenedDraw,
  type ValueOf,
} from '@arcadia/contracts';
import { HTML_LANG, type LotteryText, PAGE_TEXT, type PageText } from './page-text.ts';

export type PageState = ValueOf<typeof houseLotteryState>;

export interface PageInput {
  lang: Language;
  view: LotteryView;
  games: LotteryGame[];
  /** The betting view's game; absent in the lobby view. */
  game: LotteryGame | null;
  /** Set when the page was opened with a valid launch token (then the player's data is rendered too). */
  session: string | null;
  state: PageState | null;
  backUrl: string | null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const esc = (value: string | number) => String(value).replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? ''));

/** JSON inside a script element: `<` escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export const tierLabel = (t: PageText, tier: string) =>
  tier === 'special' ? t.special : fill(t.prize, { n: tier.slice(1) });

export function resultsTable(t: PageText, draw: OpenedDraw | undefined): string {
  if (!draw) return `<p class="muted">${esc(t.noResults)}</p>`;
  const rows = draw.prizes
    .map(
      (p) =>
        `<tr${p.tier === 'special' ? ' class="special"' : ''}><th scope="row">${esc(tierLabel(t, p.tier))}</th><td class="nums">${p.numbers.map(esc).join(' ')}</td></tr>`,
    )
    .join('');
  return `<table><caption>${esc(t.draw)} ${esc(draw.issue)}</caption><thead><tr><th scope="col">${esc(t.tier)}</th><th scope="col">${esc(t.numbers)}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** The open draw's published seed hash, under the countdown (the script keeps it current). */
function commitmentLine(t: LotteryText, state: PageState | null): string {
  const c = state?.commitment ?? null;
  return `<p id="commitment" class="fair"${c ? '' : ' hidden'}><span id="next-hash-label">${esc(fill(t.nextHash, { issue: c?.issue ?? '' }))}</span> <code id="next-hash" class="hash">${esc(c?.seedHash ?? '')}</code></p>`;
}

/** A drawn result's proof: its seed hash and seed, a check in the browser, and how to check by hand. */
export function proofBlock(t: LotteryText, gameCode: string, draw: OpenedDraw | undefined): string {
  if (!draw) return '';
  if (!draw.seed || !draw.seedHash) return `<p class="muted">${esc(t.noSeed)}</p>`;
  return `<dl class="proof"><dt>${esc(t.seedHash)}</dt><dd><code class="hash">${esc(draw.seedHash)}</code></dd><dt>${esc(t.seed)}</dt><dd><code class="hash" id="seed">${esc(draw.seed)}</code></dd></dl>
<p class="row"><button type="button" id="verify">${esc(t.verify)}</button> <span id="verify-result" role="status"></span></p>
<details><summary>${esc(t.howTo)}</summary><p class="muted">${esc(fill(t.verifyHint, { game: gameCode, draw: draw.drawNo }))}</p></details>`;
}

/** Every listed result by issue and special; choosing one shows its table and proof. */
export const historyList = (results: readonly OpenedDraw[], shownNo: number | undefined) =>
  results
    .map(
      (d) =>
        `<li><button type="button" class="link" data-draw="${d.drawNo}"${d.drawNo === shownNo ? ' aria-current="true"' : ''}>${esc(d.issue)}</button>: <strong>${esc(d.special)}</strong></li>`,
    )
    .join('');

export function ticketsTable(t: PageText, tickets: readonly LotteryTicket[]): string {
  if (tickets.length === 0) return `<p class="muted">${esc(t.noTickets)}</p>`;
  const rows = tickets
    .map(
      (k) =>
        `<tr><td>${esc(k.issue)}</td><td>${esc(k.betType)} ${esc(k.number)}</td><td>${formatMoney(k.stake)}</td><td class="${k.status}">${esc(t[k.status])}${k.held ? ` · ${esc(t.underReview)}` : ''}</td><td>${k.payout === null ? '—' : formatMoney(k.payout)}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th scope="col">${esc(t.draw)}</th><th scope="col">${esc(t.number)}</th><th scope="col">${esc(t.stake)}</th><th scope="col">${esc(t.status)}</th><th scope="col">${esc(t.payout)}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

export function lobbyList(t: PageText, games: readonly LotteryGame[], link: (code: string) => string): string {
  const items = games
    .map(
      (g) =>
        `<li><div><strong>${esc(g.name)}</strong><br><span class="muted">${esc(t[g.region])} · ${esc(t.last)}: ${esc(g.lastSpecial ?? '—')}</span><br><span class="timer-small" data-timer="${esc(g.gameCode)}"></span></div><a href="${esc(link(g.gameCode))}">${esc(t.play)}</a></li>`,
    )
    .join('');
  return `<ul class="games">${items}</ul>`;
}

function bettingForm(t: PageText, state: PageState | null, game: LotteryGame): string {
  const odds = (type: (typeof LOTTERY_BET_TYPES)[number]) =>
    state
      ? ` <span class="muted">(${esc(fill(t.odds, { x: state.odds[type] / 100 }))}${type === 'LO' ? ` ${esc(t.perHit)}` : ''})</span>`
      : '';
  const types = LOTTERY_BET_TYPES.map(
    (type, i) =>
      `<label><input type="radio" name="betType" value="${type}"${i === 0 ? ' checked' : ''}> ${esc(t[type])}<span data-odds="${type}">${odds(type)}</span></label>`,
  ).join('');
  const grid = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'))
    .map((n) => `<button type="button" data-n="${n}" aria-pressed="false">${n}</button>`)
    .join('');
  const hundreds = Array.from({ length: 10 }, (_, n) => `<option value="${n}">${n}</option>`).join('');
  return `<section aria-labelledby="pick-h"><h2 id="pick-h">${esc(t.pick)}</h2>
<form id="bet-form" novalidate data-game="${esc(game.gameCode)}">
<fieldset><legend>${esc(t.betType)}</legend>${types}</fieldset>
<div id="hundreds-row" hidden><label for="hundreds">${esc(t.hundreds)}</label><select id="hundreds">${hundreds}</select></div>
<div class="grid" id="grid" role="group" aria-label="${esc(t.pick)}">${grid}</div>
<p class="row">${esc(t.selected)}: <output id="picked">${esc(t.none)}</output> <button type="button" id="clear">${esc(t.clear)}</button></p>
<label for="stake">${esc(t.stake)}</label><input id="stake" type="number" inputmode="decimal" min="${LOTTERY_MIN_STAKE / 100}" max="${LOTTERY_MAX_STAKE / 100}" step="0.01" value="10">
<p>${esc(t.total)}: <output id="total">0.00</output></p>
<button type="submit" id="buy">${esc(t.buy)}</button>
</form></section>`;
}

export function renderPage(input: PageInput): string {
  const t = PAGE_TEXT[input.lang];
  const { game, state } = input;
  const link = (code: string) =>
    `?${new URLSearchParams({ game: code, view: 'betting', lang: input.lang, ...(input.backUrl ? { backUrl: input.backUrl } : {}) })}`;
  const lobbyLink = `?${new URLSearchParams({ view: 'lobby', lang: input.lang, ...(input.backUrl ? { backUrl: input.backUrl } : {}) })}`;
  const balance = state ? formatMoney(state.balance) : '—';
  const header = `<header><h1>${esc(game?.name ?? t.title)}</h1><p class="row">${esc(t.balance)}: <strong id="balance">${balance}</strong> ${state ? esc(state.currency) : ''}</p>
<nav class="row">${input.view === 'betting' ? `<a href="${esc(lobbyLink)}">${esc(t.lobby)}</a>` : ''}${input.backUrl ? `<a href="${esc(input.backUrl)}" target="_top">${esc(t.back)}</a>` : ''}</nav></header>`;
  const message = `<p id="message" role="status" aria-live="polite"></p>`;
  const body =
    input.view === 'lobby' || !game
      ? `<section aria-labelledby="lobby-h"><h2 id="lobby-h">${esc(t.lobby)}</h2>${message}<div id="lobby">${lobbyList(t, input.games, link)}</div></section>`
      : `<section aria-labelledby="draw-h"><h2 id="draw-h">${esc(t.next)}: <span id="issue">${esc(game.next.issue)}</span></h2>
<p id="phase" class="muted">${esc(t.closesIn)}</p><p class="timer" id="countdown" role="timer" aria-live="off">--:--</p><p id="drawing" class="muted"></p>${commitmentLine(t, state)}${message}</section>
${bettingForm(t, state, game)}
<section aria-labelledby="results-h"><h2 id="results-h">${esc(t.results)}</h2><div id="results">${resultsTable(t, state?.results[0])}</div>
<h3>${esc(t.fair)}</h3><div id="proof">${proofBlock(t, game.gameCode, state?.results[0])}</div>
<h3>${esc(t.history)}</h3><ol id="history" class="muted">${historyList(state?.results ?? [], state?.results[0]?.drawNo)}</ol></section>
<section aria-labelledby="tickets-h"><h2 id="tickets-h">${esc(t.myTickets)}</h2><div id="tickets">${ticketsTable(t, state?.tickets ?? [])}</div></section>`;
  const boot = {
    lang: input.lang,
    view: input.view,
    game: game?.gameCode ?? null,
    session: input.session,
    state,
    games: input.games,
    text: t,
    limits: { min: LOTTERY_MIN_STAKE, max: LOTTERY_MAX_STAKE, numbers: LOTTERY_MAX_NUMBERS },
  };
  return `<!doctype html><html lang="${HTML_LANG[input.lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(game?.name ?? t.title)}</title><link rel="stylesheet" href="tokens.css"><link rel="stylesheet" href="app.css"><script src="framed.js"></script></head><body>${header}<main>${body}</main>
<script type="application/json" id="boot">${scriptJson(boot)}</script><script src="app.js"></script></body></html>`;
}

/** The page shown instead when the game cannot be played (unknown game). */
export function renderProblem(lang: Language, key: 'notFound' | 'expired', backUrl: string | null): string {
  const t = PAGE_TEXT[lang];
  return `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(t.title)}</title><link rel="stylesheet" href="tokens.css"><link rel="stylesheet" href="app.css"></head><body><main><section role="alert"><h1>${esc(t.title)}</h1><p>${esc(t[key])}</p>${backUrl ? `<p><a href="${esc(backUrl)}" target="_top">${esc(t.back)}</a></p>` : ''}</section></main></body></html>`;
}
