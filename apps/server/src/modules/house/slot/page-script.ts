import { TELL_SITE } from '../site-balance.ts';
import { FAIR_PART } from './page-script-fair.ts';

/**
 * The slot page's script (served as /house/slot/app.js): plain browser JavaScript, no
 * build step. It opens the session from the launch token (kept in sessionStorage so a
 * reload keeps playing), steps the bet through the game's levels, spins, shows each
 * spin of the round reel by reel, announces the result in a live region, tells the
 * site to refresh its balance, and checks a revealed seed pair against the server
 * (that part in page-script-fair.ts, spliced into the same function scope).
 */
export const PAGE_SCRIPT =
  String.raw`(() => {
  'use strict';
  // In the site's game frame the site's bar shows Back and the game's name: the page's own are dropped (CSS).
  // The page's CSP allows no inline script, so this is the first thing app.js does.
  if (window.top !== window) document.documentElement.classList.add('framed');
  const { text: T, lang } = JSON.parse(document.getElementById('page-config').textContent);
  const $ = (id) => document.getElementById(id);
  const params = new URLSearchParams(location.search);
  const launchToken = params.get('token');
  const storeKey = 'house-slot:' + (launchToken || '');
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  let session = launchToken ? sessionStorage.getItem(storeKey) : null;
  let state = null;
  let stakeIndex = 0;
  let busy = false;

  const money = (minor) => {
    const whole = Math.floor(Math.abs(minor) / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return (minor < 0 ? '-' : '') + whole + '.' + String(Math.abs(minor) % 100).padStart(2, '0');
  };
  const fill = (template, values) => template.replace(/\{(\w+)\}/g, (all, key) => (key in values ? String(values[key]) : all));
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, reduceMotion ? 0 : ms));
  const NAMES = { W: T.wild, S: T.scatter, A: T.ace, K: T.king, Q: T.queen, J: T.jack, T: T.ten };
  const symbolName = (id) => NAMES[id] || fill(T.highSymbol, { n: id.slice(1) });
  // A symbol is drawn from the page's sprite (reel-art.ts): <svg class="art"><use href="#art-…"></svg>.
  const SVG_NS = 'http://www.w3.org/2000/svg';
  const drawArt = (svg, id) => svg.querySelector('use').setAttribute('href', '#art-' + (state ? state.game.theme.art[id] : ''));
  const artFor = (id) => {
    const svg = document.createElementNS(SVG_NS, 'svg');
    svg.setAttribute('class', 'art');
    svg.setAttribute('viewBox', '0 0 100 100');
    svg.setAttribute('aria-hidden', 'true');
    svg.appendChild(document.createElementNS(SVG_NS, 'use'));
    drawArt(svg, id);
    return svg;
  };

  const showError = (message) => {
    $('error').textContent = message;
    $('error').hidden = !message;
  };

  class ApiError extends Error {
    constructor(code, message) {
      super(message);
      this.code = code;
    }
  }

  async function api(method, path, body) {
    const headers = { 'x-lang': lang };
    if (session) headers['x-slot-session'] = session;
    if (body) headers['content-type'] = 'application/json';
    const response = await fetch(path, { method, headers, body: body ? JSON.stringify(body) : undefined });
    const answer = await response.json().catch(() => null);
    if (!answer) throw new ApiError('unknown', T.failed);
    if (!answer.success) {
      if (answer.code === 'invalid-launch-token') {
        sessionStorage.removeItem(storeKey);
        session = null;
      }
      throw new ApiError(answer.code, answer.message || T.failed);
    }
    return answer.value;
  }

  function drawReel(reel, column, hits) {
    for (let row = 0; row < 3; row++) {
      const cell = $('cell-' + reel + '-' + row);
      const id = column[row];
      cell.dataset.symbol = id;
      drawArt(cell.querySelector('.art'), id);
      cell.querySelector('.name').textContent = symbolName(id);
      cell.classList.toggle('hit', !!(hits && hits.has(reel + ':' + row)));
    }
  }

  function hitsOf(spin) {
    const hits = new Set();
    for (const win of spin.lineWins) {
      const rows = state.game.paylines[win.line - 1];
      for (let reel = 0; reel < win.count; reel++) hits.add(reel + ':' + rows[reel]);
    }
    if (spin.scatterWin > 0)
      spin.grid.forEach((column, reel) => column.forEach((id, row) => id === 'S' && hits.add(reel + ':' + row)));
    return hits;
  }

  function winLines(spin) {
    const lines = spin.lineWins.map((win) =>
      fill(T.lineWin, { line: win.line, count: win.count, symbol: symbolName(win.symbol), amount: money(win.win) }),
    );
    if (spin.scatterWin > 0)
      lines.push(fill(T.scatterWin, { count: spin.scatters, symbol: T.scatter, amount: money(spin.scatterWin) }));
    return lines;
  }

  async function showSpin(spin, index, total) {
    $('free-info').textContent = spin.free ? fill(T.freeSpin, { n: index, total }) : '';
    const columns = document.querySelectorAll('.reel');
    columns.forEach((column) => column.classList.add('spinning'));
    await pause(200);
    const hits = hitsOf(spin);
    for (let reel = 0; reel < 5; reel++) {
      drawReel(reel, spin.grid[reel], hits);
      columns[reel].classList.remove('spinning');
      await pause(90);
    }
    const lines = winLines(spin).map((line) => Object.assign(document.createElement('li'), { textContent: line }));
    $('wins').replaceChildren(...lines);
    if (spin.win > 0 || spin.free) await pause(spin.win > 0 ? 900 : 400);
  }

  function renderStake() {
    const stakes = state.game.stakes;
    $('bet').textContent = money(stakes[stakeIndex]);
    $('bet-down').disabled = busy || stakeIndex === 0;
    $('bet-up').disabled = busy || stakeIndex === stakes.length - 1;
    $('spin').disabled = busy;
  }

  function renderGame() {
    const { game } = state;
    document.title = game.name;
    $('game-name').textContent = game.name;
    document.documentElement.style.setProperty('--hue', String(game.theme.hue));
    const [, , , three, four, five] = game.scatterPays;
    $('rules-rtp').textContent = fill(T.rulesRtp, { rtp: (game.rtp * 100).toFixed(2), volatility: T[game.volatility] });
    $('rules-lines').textContent = fill(T.rulesLines, { lines: game.lines });
    $('rules-scatter').textContent = fill(T.rulesScatter, { three, four, five, ...game.freeSpins });
    $('line-pays').textContent = fill(T.linePays, { lines: game.lines });
    $('paytable').replaceChildren(
      ...Object.entries(game.pays).map(([id, pays]) => {
        const row = document.createElement('tr');
        const head = document.createElement('th');
        head.scope = 'row';
        head.append(artFor(id), ' ', Object.assign(document.createElement('span'), { className: 'name', textContent: symbolName(id) }));
        row.appendChild(head);
        for (const pay of [...pays].reverse())
          row.appendChild(Object.assign(document.createElement('td'), { textContent: pay ? '×' + pay : '–' }));
        return row;
      }),
    );
    $('paylines').replaceChildren(
      ...game.paylines.map((rows, i) => {
        const item = document.createElement('li');
        item.className = 'payline';
        item.setAttribute('aria-label', fill(T.paylineNo, { n: i + 1 }) + ': ' + rows.map((r) => r + 1).join('-'));
        for (let row = 0; row < 3; row++)
          for (let reel = 0; reel < 5; reel++)
            item.appendChild(Object.assign(document.createElement('span'), { className: rows[reel] === row ? 'on' : '' }));
        return item;
      }),
    );
    const saved = Number(sessionStorage.getItem(storeKey + ':stake'));
    stakeIndex = Math.max(0, game.stakes.indexOf(saved));
    // Until the first spin the reels show each kind of symbol once.
    const cards = ['A', 'K', 'Q', 'J', 'T'];
    [0, 1, 2, 3, 4].forEach((reel) =>
      drawReel(reel, [cards[reel], reel === 2 ? 'W' : 'P' + ((reel % 4) + 1), reel === 2 ? 'S' : cards[(reel + 2) % 5]], null),
    );
  }

  function renderPlayer() {
    $('balance').textContent = money(state.player.balance);
    $('currency').textContent = state.player.currency;
  }

  async function start() {
    const back = params.get('backUrl');
    if (back && back.startsWith('/') && !back.startsWith('//')) {
      $('back').href = back;
      $('back').hidden = false;
    }
    if (!launchToken) {
      $('result').textContent = '';
      showError(T.noToken);
      return;
    }
    try {
      if (session) {
        try {
          state = await api('GET', 'state');
        } catch (error) {
          if (error.code !== 'invalid-launch-token') throw error;
        }
      }
      if (!state) {
        const opened = await api('POST', 'session', { launchToken });
        session = opened.sessionToken;
        sessionStorage.setItem(storeKey, session);
        state = opened;
      }
    } catch (error) {
      $('result').textContent = '';
      showError(error.code === 'invalid-launch-token' ? T.ended : error.message);
      return;
    }
    renderGame();
    tellSite(state.player.balance);
    renderPlayer();
    renderSeeds();
    renderRecent();
    renderStake();
    $('result').textContent = '';
  }

  const requestId = () => {
    const bytes = crypto.getRandomValues(new Uint8Array(12));
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  };

  async function spin() {
    if (busy || !state) return;
    busy = true;
    renderStake();
    showError('');
    $('result').textContent = T.spinning;
    $('wins').replaceChildren();
    const stake = state.game.stakes[stakeIndex];
    const body = { requestId: requestId(), stake };
    try {
      let answer;
      try {
        answer = await api('POST', 'spin', body);
      } catch (error) {
        // A lost answer: the same request id is answered with the same round, never a second bet.
        if (!(error instanceof TypeError)) throw error;
        answer = await api('POST', 'spin', body);
      }
      const { round } = answer;
      const total = round.freeSpins;
      for (let i = 0; i < round.spins.length; i++) await showSpin(round.spins[i], i, total);
      $('free-info').textContent = '';
      if (round.spins.length > 1) {
        const all = round.spins.flatMap(winLines);
        $('wins').replaceChildren(...all.map((line) => Object.assign(document.createElement('li'), { textContent: line })));
      }
      state.player.balance = answer.balance;
      state.seed = answer.seed;
      state.recent = [{ roundId: round.roundId, nonce: round.nonce, serverSeedHash: answer.seed.serverSeedHash, stake, win: round.win }, ...state.recent].slice(0, 10);
      $('last-win').textContent = money(round.win);
      // A win over the brand's cap is held by the wallet for review: say so, it is not in the balance yet.
      const said = answer.held
        ? fill(T.winHeld, { amount: money(round.win) })
        : round.win > 0 ? fill(T.win, { amount: money(round.win) }) : T.noWin;
      $('result').textContent = total > 0 ? said + ' · ' + fill(T.freeSpinsWon, { count: total }) : said;
      renderPlayer();
      renderSeeds();
      renderRecent();
      tellSite(answer.balance, true);
    } catch (error) {
      $('result').textContent = '';
      showError(error.code === 'invalid-launch-token' ? T.ended : error.message || T.failed);
      if (session) api('GET', 'state').then((fresh) => { state = fresh; tellSite(state.player.balance); renderPlayer(); renderSeeds(); }, () => {});
    } finally {
      busy = false;
      renderStake();
    }
  }

  function stepStake(delta) {
    if (!state || busy) return;
    stakeIndex = Math.min(state.game.stakes.length - 1, Math.max(0, stakeIndex + delta));
    sessionStorage.setItem(storeKey + ':stake', String(state.game.stakes[stakeIndex]));
    renderStake();
  }

` +
  FAIR_PART +
  TELL_SITE +
  `
  $('spin').addEventListener('click', spin);
  $('bet-down').addEventListener('click', () => stepStake(-1));
  $('bet-up').addEventListener('click', () => stepStake(1));
  $('rotate').addEventListener('click', rotate);
  $('verify').addEventListener('click', verify);
  start();
})();
`;
