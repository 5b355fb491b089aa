/**
 * The provably-fair part of the lottery page's script, spliced into PAGE_SCRIPT's function
 * scope (it uses its boot, state, t, $, esc, fill and issueOf). It keeps the open draw's
 * published hash current, remembers every hash it showed (sessionStorage), shows the seed
 * of the chosen past draw, and checks it in the browser with Web Crypto: SHA-256(seed)
 * against the hash published before the draw, then the whole prize table recomputed from
 * HMAC-SHA256(seed, "game:draw:k") exactly as fairness.ts derives it. Markup as page.ts.
 */
export const FAIR_PART = /* js */ `
  const HASHES = 'arcv-lottery-hashes';
  const seenHashes = () => { try { return JSON.parse(sessionStorage.getItem(HASHES) || '{}'); } catch { return {}; } };
  let remembered = '';
  function remember(key, hash) {
    if (remembered === key + hash) return;
    remembered = key + hash;
    const seen = seenHashes();
    seen[key] = hash;
    sessionStorage.setItem(HASHES, JSON.stringify(Object.fromEntries(Object.entries(seen).slice(-50))));
  }

  // The open draw's hash: shown while the state's commitment is for the draw taking bets now.
  function renderCommitment(g, n) {
    const c = state && state.commitment;
    const box = $('commitment');
    if (!box) return;
    box.hidden = !c;
    if (!c) return;
    const fresh = c.drawNo === n;
    $('next-hash-label').textContent = fill(t.nextHash, { issue: fresh ? c.issue : issueOf(g, n) });
    $('next-hash').textContent = fresh ? c.seedHash : '…';
    if (fresh) remember(boot.game + ':' + c.drawNo, c.seedHash);
  }
  const commitmentStale = (n) => Boolean(state && state.commitment && state.commitment.drawNo !== n);

  let shownDraw = null;
  const shown = () => state.results.find((d) => d.drawNo === shownDraw) || state.results[0];
  function proofHtml(draw) {
    if (!draw) return '';
    if (!draw.seed || !draw.seedHash) return '<p class="muted">' + esc(t.noSeed) + '</p>';
    return '<dl class="proof"><dt>' + esc(t.seedHash) + '</dt><dd><code class="hash">' + esc(draw.seedHash) +
      '</code></dd><dt>' + esc(t.seed) + '</dt><dd><code class="hash" id="seed">' + esc(draw.seed) + '</code></dd></dl>' +
      '<p class="row"><button type="button" id="verify">' + esc(t.verify) + '</button> <span id="verify-result" role="status"></span></p>' +
      '<details><summary>' + esc(t.howTo) + '</summary><p class="muted">' + esc(fill(t.verifyHint, { game: boot.game, draw: draw.drawNo })) + '</p></details>';
  }
  const historyHtml = (draw) => state.results.map((d) => '<li><button type="button" class="link" data-draw="' + d.drawNo + '"' +
    (draw && d.drawNo === draw.drawNo ? ' aria-current="true"' : '') + '>' + esc(d.issue) + '</button>: <strong>' + esc(d.special) + '</strong></li>').join('');

  const hex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
  // True when the seed is the one committed to and gives exactly the shown prize table.
  async function checkDraw(draw) {
    const subtle = window.crypto && window.crypto.subtle;
    if (!subtle) return null;
    const bytes = (text) => new TextEncoder().encode(text);
    const hash = hex(await subtle.digest('SHA-256', bytes(draw.seed)));
    const before = seenHashes()[boot.game + ':' + draw.drawNo];
    let ok = hash === draw.seedHash && (!before || before === hash);
    const key = await subtle.importKey('raw', bytes(draw.seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const words = [];
    let k = 0;
    async function digit() {
      for (;;) {
        if (words.length === 0) {
          const block = new DataView(await subtle.sign('HMAC', key, bytes(boot.game + ':' + draw.drawNo + ':' + k++)));
          for (let i = 0; i < 32; i += 4) words.push(block.getUint32(i));
        }
        const word = words.shift();
        if (word < 4294967290) return word % 10;
      }
    }
    for (const prize of draw.prizes) {
      for (const number of prize.numbers) {
        let made = '';
        while (made.length < number.length) made += await digit();
        if (made !== number) ok = false;
      }
    }
    return ok;
  }
  async function verifyShown() {
    const draw = shown();
    const out = $('verify-result');
    if (!draw || !draw.seed || !out) return;
    out.className = '';
    out.textContent = t.verifying;
    let ok = null;
    try { ok = await checkDraw(draw); } catch { ok = null; }
    out.textContent = ok === null ? t.cannotVerify : ok ? t.verified : t.notVerified;
    out.className = ok === null ? 'muted' : ok ? 'won' : 'alert';
  }
  if ($('proof')) {
    $('proof').addEventListener('click', (e) => { if (e.target.closest('#verify')) verifyShown(); });
    $('history').addEventListener('click', (e) => {
      const b = e.target.closest('button[data-draw]');
      if (b) { shownDraw = Number(b.dataset.draw); renderResults(); }
    });
  }
`;
