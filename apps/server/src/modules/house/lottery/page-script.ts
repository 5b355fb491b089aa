import { TELL_SITE } from '../site-balance.ts';
import { FAIR_PART } from './page-script-fair.ts';

/**
 * The lottery page's script (plain browser JavaScript, no build step): keeps the
 * house session in sessionStorage (a launch token works once), counts down to the
 * draw from the server's clock, picks numbers, buys through /house/lottery/api, and
 * refreshes results and tickets after each draw. It renders the same markup as page.ts;
 * the provably-fair part (hashes, seeds, the check) is FAIR_PART.
 */
export const PAGE_SCRIPT = /* js */ `
(() => {
  const boot = JSON.parse(document.getElementById('boot').textContent);
  const t = boot.text;
  const $ = (id) => document.getElementById(id);
  const KEY = 'arcv-lottery-session';
  if (boot.session) sessionStorage.setItem(KEY, boot.session);
  const session = boot.session || sessionStorage.getItem(KEY);
  // The launch token is spent: drop it from the address so a reload does not show it again.
  const url = new URL(location.href);
  if (url.searchParams.has('token')) { url.searchParams.delete('token'); history.replaceState(null, '', url); }

  const esc = (v) => String(v).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
  const fill = (s, p) => s.replace(/\\{(\\w+)\\}/g, (_, k) => String(p[k] ?? ''));
  const money = (minor) => (minor / 100).toFixed(2).replace(/\\B(?=(\\d{3})+(?!\\d))/g, ',');
  const say = (text, alert) => { const m = $('message'); if (m) { m.textContent = text; m.className = alert ? 'alert' : ''; } };
  let skew = 0;
  let state = boot.state;
  // Purchases begun or ended: a state answer asked for before one of them is stale.
  let purchases = 0;
  let games = boot.games;

  async function api(path, init) {
    if (!session) throw { code: 'invalid-launch-token', message: t.expired };
    const res = await fetch('api/' + path, { ...init, headers: { 'content-type': 'application/json', 'x-lang': boot.lang, 'x-house-session': session } });
    const body = await res.json().catch(() => null);
    if (!body || !body.success) throw body || { code: 'unknown', message: t.offline };
    return body.value;
  }
  function fail(error) {
    if (error && error.code === 'invalid-launch-token') { sessionStorage.removeItem(KEY); say(t.expired, true); }
    else say((error && error.message) || t.offline, true);
  }

  const tier = (name) => name === 'special' ? t.special : fill(t.prize, { n: name.slice(1) });
  function renderResults() {
    const draw = shown();
    $('results').innerHTML = !draw ? '<p class="muted">' + esc(t.noResults) + '</p>' :
      '<table><caption>' + esc(t.draw) + ' ' + esc(draw.issue) + '</caption><thead><tr><th scope="col">' + esc(t.tier) +
      '</th><th scope="col">' + esc(t.numbers) + '</th></tr></thead><tbody>' + draw.prizes.map((p) =>
        '<tr' + (p.tier === 'special' ? ' class="special"' : '') + '><th scope="row">' + esc(tier(p.tier)) +
        '</th><td class="nums">' + p.numbers.map(esc).join(' ') + '</td></tr>').join('') + '</tbody></table>';
    $('proof').innerHTML = proofHtml(draw);
    $('history').innerHTML = historyHtml(draw);
  }
${FAIR_PART}
${TELL_SITE}  function renderTickets() {
    const list = state.tickets;
    $('tickets').innerHTML = list.length === 0 ? '<p class="muted">' + esc(t.noTickets) + '</p>' :
      '<table><thead><tr>' + [t.draw, t.number, t.stake, t.status, t.payout].map((h) => '<th scope="col">' + esc(h) + '</th>').join('') +
      '</tr></thead><tbody>' + list.map((k) => '<tr><td>' + esc(k.issue) + '</td><td>' + esc(k.betType) + ' ' + esc(k.number) +
        '</td><td>' + money(k.stake) + '</td><td class="' + k.status + '">' + esc(t[k.status]) +
        (k.held ? ' · ' + esc(t.underReview) : '') + '</td><td>' +
        (k.payout === null ? '—' : money(k.payout)) + '</td></tr>').join('') + '</tbody></table>';
  }
  function renderState() {
    $('balance').textContent = money(state.balance);
    tellSite(state.balance);
    if (boot.view === 'lobby' || !$('issue')) return;
    for (const el of document.querySelectorAll('[data-odds]')) {
      const type = el.dataset.odds;
      el.innerHTML = ' <span class="muted">(' + esc(fill(t.odds, { x: state.odds[type] / 100 })) + (type === 'LO' ? ' ' + esc(t.perHit) : '') + ')</span>';
    }
    renderResults();
    renderTickets();
  }
  async function refresh() {
    const code = boot.game || (games[0] && games[0].gameCode);
    if (!code) return;
    const asked = Date.now();
    const seen = purchases;
    try {
      const fresh = await api('state?game=' + encodeURIComponent(code));
      // A purchase that began or ended meanwhile is newer than this answer: its balance and tickets stand.
      if (purchases !== seen) return;
      state = fresh;
      skew = Date.parse(state.serverTime) - (asked + Date.now()) / 2;
      games = state.games;
      renderState();
      if (boot.view === 'lobby') renderLobby();
    } catch (error) { fail(error); }
  }

  const clock = (ms) => { const s = Math.max(0, Math.ceil(ms / 1000)); return String(Math.floor(s / 60)).padStart(2, '0') + ':' + String(s % 60).padStart(2, '0'); };
  // The schedule is arithmetic (as on the server): draw n takes bets until (n + 1)·I − close and is drawn at (n + 1)·I.
  const gameOf = (code) => games.find((g) => g.gameCode === code);
  function openDraw(g, now) {
    const I = g.intervalSeconds * 1000, n = Math.floor(now / I);
    return now < (n + 1) * I - g.closeSeconds * 1000 ? n : n + 1;
  }
  function issueOf(g, n) {
    const I = g.intervalSeconds * 1000, start = n * I + 7 * 3600000, day = Math.floor(start / 86400000) * 86400000;
    return new Date(day).toISOString().slice(0, 10).replace(/-/g, '') + '-' + String(Math.floor((start - day) / I) + 1).padStart(4, '0');
  }
  function timing(g, now) {
    const I = g.intervalSeconds * 1000, n = openDraw(g, now);
    return { n, close: (n + 1) * I - g.closeSeconds * 1000, previousDraw: n * I };
  }
  function renderLobby() {
    const link = (code) => { const q = new URLSearchParams(location.search); q.set('game', code); q.set('view', 'betting'); q.delete('token'); return '?' + q; };
    $('lobby').innerHTML = '<ul class="games">' + games.map((g) => '<li><div><strong>' + esc(g.name) + '</strong><br><span class="muted">' +
      esc(t[g.region]) + ' · ' + esc(t.last) + ': ' + esc(g.lastSpecial || '—') + '</span><br><span class="timer-small" data-timer="' +
      esc(g.gameCode) + '"></span></div><a href="' + esc(link(g.gameCode)) + '">' + esc(t.play) + '</a></li>').join('') + '</ul>';
  }
  // Results come from the server: asked again every 3 s after a draw time until the newest result is there.
  let asked = 0;
  function refreshAfterDraw(g, last, now) {
    const { n, previousDraw } = timing(g, now);
    const missing = (last === null || last < n - 1) && now > previousDraw + 1500 && now - previousDraw < 120000;
    // A new draw opened: its hash is asked for (the state commits its seed on first sight).
    if ((missing || commitmentStale(n)) && session && now - asked > 3000) { asked = now; refresh(); }
  }
  function tick() {
    const now = Date.now() + skew;
    if (boot.view === 'lobby' || !$('countdown')) {
      for (const el of document.querySelectorAll('[data-timer]')) {
        const g = gameOf(el.dataset.timer);
        if (g) el.textContent = t.closesIn + ' ' + clock(timing(g, now).close - now);
      }
      return;
    }
    const g = (state && state.game) || gameOf(boot.game);
    if (!g) return;
    const { n, close, previousDraw } = timing(g, now);
    $('issue').textContent = issueOf(g, n);
    $('countdown').textContent = clock(close - now);
    // Between a draw's close and its draw time the next draw already takes bets; say which draw is coming.
    $('drawing').textContent = now < previousDraw ? t.drawingIn.replace('{issue}', issueOf(g, n - 1)) + ' ' + clock(previousDraw - now) : '';
    $('buy').disabled = !session || busy;
    renderCommitment(g, n);
    if (state) refreshAfterDraw(g, state.results[0] ? state.results[0].drawNo : null, now);
  }

  // ---- Number picker ----
  const picked = new Set();
  let busy = false;
  let requestId = null;
  const form = $('bet-form');
  const betType = () => form.querySelector('input[name=betType]:checked').value;
  const prefix = () => betType() === 'CANG3' ? $('hundreds').value : '';
  function renderPicks() {
    const p = prefix();
    for (const b of $('grid').querySelectorAll('button')) b.setAttribute('aria-pressed', String(picked.has(p + b.dataset.n)));
    $('picked').textContent = picked.size ? [...picked].sort().join(', ') : t.none;
    const stake = Math.round(Number($('stake').value) * 100) || 0;
    $('total').textContent = money(stake * picked.size);
    requestId = null;
  }
  if (form) {
    $('grid').addEventListener('click', (e) => {
      const b = e.target.closest('button[data-n]');
      if (!b) return;
      const n = prefix() + b.dataset.n;
      if (picked.has(n)) picked.delete(n); else if (picked.size < boot.limits.numbers) picked.add(n);
      else say(fill(t.tooMany, { n: boot.limits.numbers }), true);
      renderPicks();
    });
    for (const r of form.querySelectorAll('input[name=betType]')) r.addEventListener('change', () => {
      picked.clear(); $('hundreds-row').hidden = betType() !== 'CANG3'; renderPicks();
    });
    $('hundreds').addEventListener('change', renderPicks);
    $('stake').addEventListener('input', renderPicks);
    $('clear').addEventListener('click', () => { picked.clear(); renderPicks(); });
    form.addEventListener('submit', async (e) => {
      e.preventDefault();
      const stake = Math.round(Number($('stake').value) * 100);
      if (picked.size === 0) return say(t.pickFirst, true);
      if (!(stake >= boot.limits.min && stake <= boot.limits.max)) return say(fill(t.badStake, { min: money(boot.limits.min), max: money(boot.limits.max) }), true);
      // One id per purchase: a retry after a lost answer finds the same tickets instead of buying twice.
      requestId = requestId || Array.from(crypto.getRandomValues(new Uint8Array(12)), (x) => x.toString(16).padStart(2, '0')).join('');
      busy = true; purchases += 1; $('buy').textContent = t.buying; say('');
      try {
        const value = await api('buy', { method: 'POST', body: JSON.stringify({ game: boot.game, drawNo: openDraw(state.game, Date.now() + skew), betType: betType(), numbers: [...picked], stake, requestId }) });
        state.balance = value.balance;
        const ids = new Set(value.tickets.map((k) => k.ticketId));
        state.tickets = value.tickets.concat(state.tickets.filter((k) => !ids.has(k.ticketId)));
        picked.clear(); renderPicks(); renderState(); say(t.bought);
      } catch (error) { fail(error); if (error && error.code === 'lottery-betting-closed') refresh(); }
      finally { busy = false; purchases += 1; $('buy').textContent = t.buy; }
    });
    renderPicks();
  }
  if (!session) say(t.expired, true);
  if (!state && session) refresh();
  // The boot data's balance is where the site's header starts from: the first purchase is a movement.
  else if (state) { skew = Date.parse(state.serverTime) - Date.now(); tellSite(state.balance); }
  setInterval(tick, 250);
  // Settlement lands a little after the draw: tickets and balance are refreshed every 10 s.
  setInterval(() => { if (session && document.visibilityState === 'visible') refresh(); }, 10000);
  tick();
})();
`;
