import { TELL_SITE } from '../site-balance.ts';

/**
 * The table page's script (served as /house/baccarat/app.js): plain browser
 * JavaScript, no build step. It opens the session from the launch token (kept in
 * sessionStorage so a reload keeps the seat), takes chips onto the bet spots, deals,
 * shows the cards one by one, announces the result in a live region, draws the bead
 * plate and verifies a finished shoe (the seed hash is checked in the browser too).
 */
export const PAGE_SCRIPT = String.raw`(() => {
  'use strict';
  const { lang, text: T } = JSON.parse(document.getElementById('page-config').textContent);
  const $ = (id) => document.getElementById(id);
  const SPOTS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'];
  const SUITS = { S: '♠', H: '♥', D: '♦', C: '♣' };
  const BEADS = lang === 'CN' ? { P: '闲', B: '庄', T: '和' } : { P: 'P', B: 'B', T: 'T' };
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const params = new URLSearchParams(location.search);
  const launchToken = params.get('token');
  const storeKey = 'house-baccarat:' + (launchToken || '');
  let session = launchToken ? sessionStorage.getItem(storeKey) : null;
  let state = null;
  let bets = {};
  let lastBets = null;
  let chip = 0;
  let busy = false;

  const money = (minor) => {
    const whole = Math.floor(Math.abs(minor) / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return (minor < 0 ? '-' : '') + whole + '.' + String(Math.abs(minor) % 100).padStart(2, '0');
  };
  const fill = (template, values) => template.replace(/\{(\w+)\}/g, (all, key) => (key in values ? String(values[key]) : all));
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, reduceMotion ? 0 : ms));

  async function api(method, path, body) {
    const headers = { 'x-lang': lang };
    if (session) headers['x-house-session'] = session;
    if (body) headers['content-type'] = 'application/json';
    let response;
    try {
      response = await fetch(path, { method, headers, body: body ? JSON.stringify(body) : undefined });
    } catch (failure) {
      const error = new Error(failure.message);
      error.code = 'network';
      throw error;
    }
    const json = await response.json().catch(() => null);
    if (!json || !json.success) {
      const error = new Error((json && json.message) || response.statusText);
      error.code = (json && json.code) || 'unknown';
      throw error;
    }
    return json.value;
  }

  function showError(message) {
    $('error').textContent = message || '';
    $('error').hidden = !message;
  }

  function cardElement(code, third) {
    const el = document.createElement('span');
    el.className = 'card' + (code[1] === 'H' || code[1] === 'D' ? ' red' : '') + (third ? ' third' : '');
    el.textContent = (code[0] === 'T' ? '10' : code[0]) + SUITS[code[1]];
    return el;
  }

  function renderBets() {
    let total = 0;
    for (const spot of SPOTS) {
      const stake = bets[spot] || 0;
      total += stake;
      $('stake-' + spot).textContent = stake ? money(stake) : '';
    }
    $('total-bet').textContent = fill(T.totalBet, { amount: money(total) });
    const idle = !busy && state;
    $('deal').disabled = !idle || total === 0;
    $('clear').disabled = !idle || total === 0;
    $('rebet').disabled = !idle || !lastBets;
    $('rotate').disabled = !idle;
    document.querySelectorAll('.spot').forEach((el) => (el.disabled = !idle));
  }

  function renderRoad(road) {
    const plate = $('road');
    plate.replaceChildren(
      ...road.map((entry) => {
        const bead = document.createElement('span');
        bead.className = 'bead ' + entry.winner + (entry.playerPair ? ' pp' : '') + (entry.bankerPair ? ' bp' : '');
        bead.textContent = BEADS[entry.winner];
        return bead;
      }),
    );
    const count = (w) => road.filter((entry) => entry.winner === w).length;
    plate.setAttribute('aria-label', fill(T.roadSummary, { hands: road.length, p: count('P'), b: count('B'), t: count('T') }));
  }

${TELL_SITE}  function renderState() {
    const { table, player, shoe, previousShoe } = state;
    $('table-name').textContent = table.name;
    document.title = table.name;
    $('balance').textContent = money(player.balance);
    tellSite(player.balance);
    $('currency').textContent = player.currency;
    $('limits').textContent = fill(T.limits, { min: money(table.minBet), max: money(table.maxBet) });
    $('shoe-info').textContent = fill(T.shoe, { no: shoe.shoeNo, left: shoe.cardsLeft });
    $('seed-hash').textContent = shoe.serverSeedHash;
    if (document.activeElement !== $('client-seed')) $('client-seed').value = shoe.clientSeed;
    renderRoad(shoe.road);
    $('previous').hidden = !previousShoe;
    if (previousShoe) {
      $('previous-title').textContent = fill(T.previousShoe, { no: previousShoe.shoeNo });
      $('prev-seed').textContent = previousShoe.serverSeed;
      $('prev-hash').textContent = previousShoe.serverSeedHash;
      $('prev-client').textContent = previousShoe.clientSeed;
    }
    renderBets();
  }

  function renderChips() {
    const { minBet, maxBet } = state.table;
    const values = [1, 5, 10, 50, 100].map((n) => n * minBet).filter((value) => value <= maxBet);
    chip = chip || values[0];
    $('chips').replaceChildren(
      ...values.map((value) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'chip';
        button.textContent = money(value).replace(/\.00$/, '');
        button.setAttribute('aria-pressed', String(value === chip));
        button.setAttribute('aria-label', money(value));
        button.addEventListener('click', () => {
          chip = value;
          document.querySelectorAll('.chip').forEach((el) => el.setAttribute('aria-pressed', String(el === button)));
        });
        return button;
      }),
    );
  }

  function describe(hand) {
    const totals = { player: hand.playerTotal, banker: hand.bankerTotal };
    const parts = [fill(hand.winner === 'P' ? T.playerWins : hand.winner === 'B' ? T.bankerWins : T.tieResult, totals)];
    if (hand.natural) parts.push(T.natural + '.');
    const pairs = [hand.playerPair && T.playerPair, hand.bankerPair && T.bankerPair].filter(Boolean);
    if (pairs.length) parts.push(fill(T.pairs, { which: pairs.join(', ') }) + '.');
    if (hand.stake) parts.push(fill(hand.returned ? T.youWon : T.youLost, { amount: money(hand.returned), stake: money(hand.stake) }));
    if (!hand.settled) parts.push(T.unsettled);
    if (hand.held) parts.push(fill(T.held, { amount: money(hand.returned) }));
    return parts.join(' ');
  }

  async function showHand(hand, animate) {
    $('player-cards').replaceChildren();
    $('banker-cards').replaceChildren();
    $('player-total').textContent = '';
    $('banker-total').textContent = '';
    document.querySelectorAll('.spot').forEach((el) => el.classList.remove('won'));
    const order = [['player', 0], ['banker', 0], ['player', 1], ['banker', 1], ['player', 2], ['banker', 2]];
    for (const [side, index] of order) {
      const code = hand[side][index];
      if (!code) continue;
      if (animate) await sleep(350);
      $(side + '-cards').append(cardElement(code, index === 2));
    }
    $('player-total').textContent = hand.playerTotal;
    $('banker-total').textContent = hand.bankerTotal;
    for (const line of hand.spots) if (line.outcome === 'win') document.querySelector('.spot-' + line.spot).classList.add('won');
    $('result').textContent = describe(hand);
  }

  async function deal() {
    if (busy) return;
    busy = true;
    renderBets();
    showError('');
    $('result').textContent = T.dealing;
    const placed = bets;
    const requestId = Date.now().toString(36) + Math.random().toString(36).slice(2, 12);
    try {
      let answer;
      // A lost answer is asked again with the same requestId: the table deals it once.
      for (let attempt = 0; ; attempt += 1) {
        try {
          answer = await api('POST', 'deal', { requestId, bets: placed });
          break;
        } catch (error) {
          if ((error.code !== 'network' && error.code !== 'hand-in-progress') || attempt >= 2) throw error;
          await sleep(800);
        }
      }
      lastBets = placed;
      bets = {};
      state = answer.state;
      await showHand(answer.hand, true);
      tellSite(state.player.balance, true);
    } catch (error) {
      $('result').textContent = '';
      showError(error.message);
      if (error.code === 'invalid-launch-token') sessionStorage.removeItem(storeKey);
    } finally {
      busy = false;
      if (state) renderState();
    }
  }

  async function rotate() {
    if (busy) return;
    const clientSeed = $('client-seed').value.trim();
    busy = true;
    renderBets();
    try {
      state = await api('POST', 'seed', clientSeed ? { clientSeed } : {});
      showError('');
    } catch (error) {
      showError(error.message);
    } finally {
      busy = false;
      renderState();
    }
  }

  async function sha256Hex(value) {
    if (!window.crypto || !crypto.subtle) return null;
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  }

  async function verify() {
    const shoe = state.previousShoe;
    const out = $('verify-result');
    try {
      const query = new URLSearchParams({ serverSeed: shoe.serverSeed, clientSeed: shoe.clientSeed, shoe: String(shoe.shoeNo) });
      const proof = await api('GET', 'verify?' + query);
      const localHash = await sha256Hex(shoe.serverSeed);
      const hashOk = proof.serverSeedHash === shoe.serverSeedHash && (localHash === null || localHash === shoe.serverSeedHash);
      const handsOk = shoe.road.every((entry, i) => {
        const hand = proof.hands[i];
        return hand && hand.winner === entry.winner && hand.playerPair === entry.playerPair && hand.bankerPair === entry.bankerPair;
      });
      out.textContent = hashOk && handsOk ? fill(T.verified, { hands: shoe.road.length }) : T.mismatch;
    } catch (error) {
      out.textContent = error.message;
    }
  }

  async function start() {
    const back = params.get('backUrl');
    if (back && (/^https?:\/\//.test(back) || /^\/(?!\/)/.test(back))) {
      $('back').href = back;
      $('back').hidden = false;
    }
    if (!launchToken) return showError(T.noToken);
    try {
      if (!session) throw new Error('no session');
      state = await api('GET', 'state');
    } catch {
      try {
        const opened = await api('POST', 'session', { launchToken, ...(params.get('vendor') ? { vendor: params.get('vendor') } : {}) });
        session = opened.sessionToken;
        sessionStorage.setItem(storeKey, session);
        state = opened;
      } catch (error) {
        return showError(error.message);
      }
    }
    renderChips();
    renderState();
    if (state.lastHand) await showHand(state.lastHand, false);
  }

  document.querySelectorAll('.spot').forEach((el) =>
    el.addEventListener('click', () => {
      const spot = el.dataset.spot;
      bets[spot] = Math.min(state.table.maxBet, (bets[spot] || 0) + chip);
      renderBets();
    }),
  );
  $('clear').addEventListener('click', () => { bets = {}; renderBets(); });
  $('rebet').addEventListener('click', () => { bets = Object.assign({}, lastBets); renderBets(); });
  $('deal').addEventListener('click', deal);
  $('rotate').addEventListener('click', rotate);
  $('verify').addEventListener('click', verify);
  renderBets();
  start();
})();
`;
