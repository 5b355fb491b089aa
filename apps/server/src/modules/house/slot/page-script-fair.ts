/**
 * The provably-fair part of the slot page's script, spliced into PAGE_SCRIPT's function scope
 * (it uses its state, $, api, fill and money): shows the seed pair, the recent rounds, rotates
 * the pair and verifies a revealed one (the seed hash is checked in the browser when it can).
 */
export const FAIR_PART = `
  function renderSeeds() {
    const { seed, previousSeed } = state;
    $('seed-hash').textContent = seed.serverSeedHash;
    $('nonce').textContent = String(seed.nonce);
    if (document.activeElement !== $('client-seed')) $('client-seed').value = seed.clientSeed;
    $('previous').hidden = !previousSeed;
    if (previousSeed) {
      $('prev-seed').textContent = previousSeed.serverSeed;
      $('prev-hash').textContent = previousSeed.serverSeedHash;
      $('prev-client').textContent = previousSeed.clientSeed;
      $('prev-rounds').textContent = fill(T.roundsPlayed, { n: previousSeed.rounds });
    }
  }

  function renderRecent() {
    $('recent').replaceChildren(
      ...state.recent.map((round) => {
        const row = document.createElement('tr');
        for (const value of [String(round.nonce), money(round.stake), money(round.win)])
          row.appendChild(Object.assign(document.createElement('td'), { textContent: value }));
        return row;
      }),
    );
  }

  async function rotate() {
    if (!state || busy) return;
    const typed = $('client-seed').value.trim();
    const body = /^[A-Za-z0-9_-]{1,64}$/.test(typed) ? { clientSeed: typed } : {};
    try {
      const answer = await api('POST', 'seed', body);
      state.seed = answer.seed;
      state.previousSeed = answer.previousSeed;
      $('verify-result').textContent = '';
      showError('');
      renderSeeds();
    } catch (error) {
      showError(error.message || T.failed);
    }
  }

  async function sha256Hex(text) {
    if (!crypto.subtle) return null;
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  }

  async function verify() {
    const previous = state && state.previousSeed;
    if (!previous) return;
    $('verify-result').textContent = T.loading;
    try {
      const local = await sha256Hex(previous.serverSeed);
      let ok = local === null || local === previous.serverSeedHash;
      for (const check of previous.checks) {
        const query = new URLSearchParams({
          serverSeed: previous.serverSeed,
          clientSeed: previous.clientSeed,
          nonce: String(check.nonce),
          gameCode: check.gameCode,
          stake: String(check.stake),
        });
        const answer = await api('GET', 'verify?' + query);
        ok = ok && answer.serverSeedHash === previous.serverSeedHash && answer.round.win === check.win;
      }
      $('verify-result').textContent = ok ? fill(T.verified, { n: previous.checks.length }) : T.mismatch;
    } catch (error) {
      $('verify-result').textContent = error.message || T.failed;
    }
  }

`;
