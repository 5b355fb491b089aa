// House game bets per second, beside a control measured in the same run. The platform
// (apps/server/dist) and the house vendor (apps/house-vendor, through tsx) run as production runs
// them (scripts/start.mjs), each on its own fresh PostgreSQL database at BENCH_PG_URL (default
// postgres://postgres@127.0.0.1:5432/test; both dropped afterwards). Rows, each a closed load of
// BENCH_CONNECTIONS connections (default 8), one player per connection:
// - the control: signed seamless bet + win pairs straight to the platform, as hotpath.mjs sends its
//   bets (ARC, ARC-golden-dragon, 0.01, then a win of 0.02), measured three times (first, in the
//   middle, last) and read together;
// - the same pairs shaped like each house family's rounds (vendor code, game code, stake, and the
//   payouts of rounds played by the game's own engine: bench/house-round-shapes.ts);
// - the real thing: player → the vendor's page API (x-house-session, after a launch through the
//   site) → the platform's seamless wallet: a slot spin, a dice roll, a plinko drop, a mines round
//   (start, reveal, cash-out), a crash round (auto cash-out at 1.01×, then the page's wait for its
//   end), an e-lottery and a Vietnam lottery ticket (the bet now; its win call comes at the draw,
//   timed below the table), a live (ARCL) and a card-room (ARCP) baccarat hand.
// Each row is loaded unmeasured for BENCH_WARM_SECONDS (default 3) first, then measured for
// BENCH_SECONDS (default 8) after a CHECKPOINT. `npm run bench:house` runs it after house-rtp.mjs;
// alone, `node bench/house-bets.mjs`. Either needs apps/server/dist (`npm run build`); the vendor runs
// from its sources through tsx, as scripts/start.mjs runs it.
import { execFileSync } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { withClient } from './clients.mjs';
import { closedLoad } from './closed-load.mjs';
import { cpuLine, cpuMeter } from './cpu.mjs';
import { housePlayers, houseSession, startHouseStack } from './house-stack.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const warmSeconds = Number(process.env.BENCH_WARM_SECONDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const run = randomUUID().slice(0, 6);
const json = { host: 'localhost', 'content-type': 'application/json' };

/** A seamless call's body and headers as vendor `vendor` signs it (packages/contracts seamless.ts). */
function signedAs(vendor, secret, fields) {
  const body = JSON.stringify(fields);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return { body, headers: { ...json, 'x-vendor': vendor, 'x-timestamp': timestamp, 'x-signature': signature } };
}

const ok = (answer) => answer.status >= 200 && answer.status < 300;
const answerValue = (answer) => JSON.parse(answer.text).value;

if (!existsSync(new URL('../apps/server/dist/main.js', import.meta.url))) {
  console.error('apps/server/dist is missing: run `npm run build` first.');
  process.exit(1);
}

const shapes = JSON.parse(
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/house-round-shapes.ts', '20000'], {
    cwd: new URL('..', import.meta.url),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }),
);

console.log(
  `\nHouse bets: the platform and the house vendor on fresh PostgreSQL databases (${pgUrl.replace(/\/[^/]*$/, '')})`,
);
const stack = await startHouseStack(pgUrl);
const rows = [];
const notes = [];
const cpu = [];
try {
  const players = await housePlayers(stack, connections);
  const site = stack.base;
  const vendorBase = stack.vendorBase;

  // ---- Signed seamless pairs straight to the platform ------------------------------------------
  let sent = 0;
  /** The control: hotpath.mjs's bet (ARC golden-dragon, 0.01, id hot-…, round id-r) then a win of 0.02. */
  const controlRound = async (i, call) => {
    const id = `hot-${run}-${sent++}`;
    const playerId = players[i].id;
    const bet = signedAs('ARC', stack.secrets.ARC, {
      playerId,
      transactionId: id,
      roundId: `${id}-r`,
      gameCode: 'ARC-golden-dragon',
      amount: 1,
    });
    if (!ok(await call('POST', `${site}/seamless/v1/bet`, bet.headers, bet.body))) return false;
    const win = signedAs('ARC', stack.secrets.ARC, {
      playerId,
      transactionId: `${id}-win`,
      betTransactionId: id,
      roundId: `${id}-r`,
      amount: 2,
    });
    return ok(await call('POST', `${site}/seamless/v1/win`, win.headers, win.body));
  };
  /** A pair as the vendor sends a round's (rounds/money.ts ids), its stake and the engine's payouts in turn. */
  let shapedSent = 0;
  const shapedRound = (vendor, gameCode, shape) => {
    let n = 0;
    return async (i, call) => {
      const k = n++;
      // Never one of the vendor's own round numbers (R1, R2, …): those rounds run in this stack too.
      const round = `bench${run}n${shapedSent++}`;
      const playerId = players[i].id;
      const secret = stack.secrets[vendor];
      const bet = signedAs(vendor, secret, {
        playerId,
        transactionId: `${vendor}-${round}-bet`,
        roundId: `R${round}`,
        gameCode,
        amount: shape.stake,
      });
      if (!ok(await call('POST', `${site}/seamless/v1/bet`, bet.headers, bet.body))) return false;
      const win = signedAs(vendor, secret, {
        playerId,
        transactionId: `${vendor}-${round}-win`,
        betTransactionId: `${vendor}-${round}-bet`,
        roundId: `R${round}`,
        amount: shape.payouts[k % shape.payouts.length],
      });
      return ok(await call('POST', `${site}/seamless/v1/win`, win.headers, win.body));
    };
  };

  // ---- The page API: sessions opened as a browser opens them -----------------------------------
  const sessionsFor = async (vendor, gameCodeOf) => {
    const list = [];
    for (let i = 0; i < players.length; i++) list.push(await houseSession(stack, players[i], vendor, gameCodeOf(i)));
    return list;
  };
  console.log('Opening game sessions (launch through the site, then /api/session at the vendor)…');
  const sessions = {
    slot: await sessionsFor('ARC', () => 'ARC-golden-dragon'),
    dice: await sessionsFor('ARC', () => 'ARC-dice'),
    plinko: await sessionsFor('ARC', () => 'ARC-plinko'),
    mines: await sessionsFor('ARC', () => 'ARC-mines'),
    crash: await sessionsFor('ARC', () => 'ARC-crash'),
    k3: await sessionsFor('ARCE', () => 'ARCE-k3'),
    vietnam: await sessionsFor('ARCV', () => 'ARCV-VN-1'),
    live: await sessionsFor('ARCL', () => 'ARCL-BAC-1'),
    // A card room seats 7 (migrations-baccarat.ts): the eighth player and on sit at the next room (min 5.00).
    room: await sessionsFor('ARCP', (i) => (i < 7 ? 'ARCP-BAC-1' : 'ARCP-BAC-2')),
  };
  const page = (i, family) => ({ ...json, 'x-house-session': sessions[family][i] });
  const post = (call, i, family, path, body) =>
    call('POST', `${vendorBase}${path}`, page(i, family), JSON.stringify(body));
  let requestNo = 0;
  const requestId = () => `hb${run}x${requestNo++}`;
  /** The draw taking bets now (schedule.ts): slots of the interval from the epoch, closed `close` s before the draw. */
  const openDraw = (intervalS, closeS) => {
    const now = Date.now();
    const slot = Math.floor(now / (intervalS * 1000));
    return now < (slot + 1) * intervalS * 1000 - closeS * 1000 ? slot : slot + 1;
  };

  const pageRounds = {
    slot: async (i, call) => ok(await post(call, i, 'slot', '/api/slots/golden-dragon/spin', { stake: 25 })),
    dice: async (i, call) =>
      ok(await post(call, i, 'dice', '/api/dice/roll', { stake: 100, direction: 'under', target: 5000 })),
    plinko: async (i, call) =>
      ok(await post(call, i, 'plinko', '/api/plinko/drop', { stake: 100, rows: 16, risk: 'low' })),
    mines: async (i, call) => {
      const started = await post(call, i, 'mines', '/api/mines/start', { stake: 100, mines: 3 });
      if (!ok(started)) return false;
      const { roundId } = answerValue(started);
      const revealed = await post(call, i, 'mines', '/api/mines/reveal', { roundId, cell: 12 });
      if (!ok(revealed)) return false;
      if (answerValue(revealed).state !== 'open') return true;
      return ok(await post(call, i, 'mines', '/api/mines/cash-out', { roundId }));
    },
    crash: async (i, call) => {
      const started = await post(call, i, 'crash', '/api/crash/start', { stake: 100, autoCashOut: 101 });
      if (!ok(started)) return false;
      const { roundId, state } = answerValue(started);
      if (state !== 'running') return true;
      const ended = await call('GET', `${vendorBase}/api/crash/round/${roundId}?waitMs=5000`, page(i, 'crash'));
      return ok(ended) && answerValue(ended).state !== 'running';
    },
    k3: async (i, call) =>
      ok(
        await post(call, i, 'k3', '/api/elottery/ARCE-k3/tickets', {
          drawNo: openDraw(60, 5),
          bets: [{ key: 'big', stake: 100 }],
          requestId: requestId(),
        }),
      ),
    vietnam: async (i, call) =>
      ok(
        await post(call, i, 'vietnam', '/api/lottery/tickets', {
          gameCode: 'ARCV-VN-1',
          drawNo: openDraw(60, 10),
          betType: 'LO',
          numbers: ['27'],
          stake: 100,
          requestId: requestId(),
        }),
      ),
    live: async (i, call) =>
      ok(await post(call, i, 'live', '/api/baccarat/deal', { requestId: requestId(), bets: { banker: 100 } })),
    room: async (i, call) =>
      ok(
        await post(call, i, 'room', '/api/baccarat/deal', {
          requestId: requestId(),
          bets: { banker: i < 7 ? 100 : 500 },
        }),
      ),
  };

  // ---- Measuring ---------------------------------------------------------------------------------
  const checkpoint = () => withClient(pgUrl, (client) => client.query('CHECKPOINT'));
  /** Warms the row, then measures it with the CPU of both processes, PostgreSQL and this one. */
  async function measure(label, round, { walletCalls, kind }) {
    process.stdout.write(`  ${label}…`);
    await closedLoad({ connections, seconds: warmSeconds, round });
    await checkpoint();
    const site = cpuMeter(stack.platform.pid);
    const vendor = cpuMeter(stack.vendor.pid);
    site.start();
    vendor.start();
    const result = await closedLoad({ connections, seconds, round });
    const siteCpu = site.stop(result.rounds);
    const vendorCpu = vendor.stop(result.rounds);
    console.log(
      ` ${result.roundRate.toFixed(0)} rounds/s${result.failures ? ` (not 2xx or failed: ${result.failures})` : ''}`,
    );
    const row = { label, kind, walletCalls, ...result };
    rows.push(row);
    if (siteCpu && vendorCpu) {
      cpu.push([
        label,
        {
          server: siteCpu.server + (kind === 'page' ? vendorCpu.server : 0),
          postgres: siteCpu.postgres,
          load: siteCpu.load,
          total: siteCpu.total + (kind === 'page' ? vendorCpu.server : 0),
        },
        { platform: siteCpu.server, vendor: kind === 'page' ? vendorCpu.server : null },
      ]);
    }
    return row;
  }

  console.log(`Warming the platform's seamless path (3-s rounds until the rate stops rising)…`);
  for (let round = 0, last = 0; round < 10; round++) {
    const { roundRate } = await closedLoad({ connections, seconds: 3, round: controlRound });
    if (round >= 1 && roundRate <= last * 1.03) break;
    last = roundRate;
  }
  console.log(`Measuring, ${connections} connections, ${warmSeconds} s unmeasured then ${seconds} s each:`);
  const control = { walletCalls: 2, kind: 'control' };
  const controls = [await measure('control: seamless bet+win (hotpath shape), 1st', controlRound, control)];
  const seamless = { walletCalls: 2, kind: 'seamless' };
  await measure(
    'seamless ARC  slot  (golden-dragon 0.25)',
    shapedRound('ARC', 'ARC-golden-dragon', shapes.slot),
    seamless,
  );
  await measure('seamless ARC  dice  (1.00)', shapedRound('ARC', 'ARC-dice', shapes.dice), seamless);
  await measure('seamless ARCE k3    (ticket 1.00)', shapedRound('ARCE', 'ARCE-k3', shapes.k3), seamless);
  await measure('seamless ARCV VN-1  (LO ticket 1.00)', shapedRound('ARCV', 'ARCV-VN-1', shapes.vietnam), seamless);
  await measure('seamless ARCL BAC-1 (banker 1.00)', shapedRound('ARCL', 'ARCL-BAC-1', shapes.baccarat), seamless);
  await measure('seamless ARCP BAC-1 (banker 1.00)', shapedRound('ARCP', 'ARCP-BAC-1', shapes.baccarat), seamless);
  controls.push(await measure('control: seamless bet+win (hotpath shape), 2nd', controlRound, control));
  const real = (walletCalls) => ({ walletCalls, kind: 'page' });
  await measure('page ARC  slot spin (0.25)', pageRounds.slot, real(2));
  await measure('page ARC  dice roll (1.00)', pageRounds.dice, real(2));
  await measure('page ARC  plinko drop (1.00)', pageRounds.plinko, real(2));
  await measure('page ARC  mines: start, reveal, cash-out', pageRounds.mines, real(2));
  await measure('page ARC  crash: start (auto 1.01×), wait', pageRounds.crash, real(2));
  await measure('page ARCL baccarat deal (banker 1.00)', pageRounds.live, real(2));
  await measure('page ARCP baccarat deal (banker 1.00)', pageRounds.room, real(2));

  // Both lotteries draw each minute on the minute; their runs go inside one betting window (K3
  // closes 5 s before the draw, VN-1 10 s), so no refusal of a closed draw, and their draws settle
  // after both runs, timed here rather than landing in another row's run.
  const need = 2 * (warmSeconds + seconds) + 4;
  const inMinute = (Date.now() % 60_000) / 1000;
  if (inMinute > 50 - need) {
    const wait = 60 - inMinute + 0.5;
    console.log(`  (waiting ${wait.toFixed(0)} s for the next draw to open, so both lottery runs fit its window)`);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
  const drawAt = (Math.floor(Date.now() / 60_000) + 1) * 60_000;
  await measure('page ARCE k3 ticket (big 1.00; win at the draw)', pageRounds.k3, real(1));
  await measure('page ARCV VN-1 ticket (LO 1.00; win at the draw)', pageRounds.vietnam, real(1));
  const open = () =>
    withClient(stack.vendorDb, async (client) => {
      const { rows: counts } = await client.query(
        `SELECT game_code, count(*)::int AS n FROM rounds
          WHERE game_code IN ('ARCE-k3', 'ARCV-VN-1') AND state IN ('open', 'settling') GROUP BY game_code`,
      );
      return Object.fromEntries(counts.map((row) => [row.game_code, row.n]));
    });
  const waiting = await open();
  const tickets = Object.values(waiting).reduce((a, b) => a + b, 0);
  process.stdout.write(
    `  waiting for the draw at ${new Date(drawAt).toISOString().slice(11, 19)} to settle ${tickets} tickets…`,
  );
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, drawAt - Date.now())));
  const settleCpu = cpuMeter(stack.vendor.pid);
  const settleSite = cpuMeter(stack.platform.pid);
  settleCpu.start();
  settleSite.start();
  let left = tickets;
  while (left > 0 && Date.now() - drawAt < 300_000) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    left = Object.values(await open()).reduce((a, b) => a + b, 0);
  }
  const settleSeconds = (Date.now() - drawAt) / 1000;
  const vendorSettle = settleCpu.stop(tickets - left);
  const siteSettle = settleSite.stop(tickets - left);
  console.log(` ${settleSeconds.toFixed(1)} s`);
  notes.push(
    `Lottery wins at the draw: ${tickets - left} of ${tickets} tickets (${Object.entries(waiting)
      .map(([code, n]) => `${code} ${n}`)
      .join(
        ', ',
      )}) settled ${settleSeconds.toFixed(1)} s after the draw's time: ${((tickets - left) / settleSeconds).toFixed(0)} win calls/s, sent one after another by the vendor's draw sweep (1-s passes)` +
      (vendorSettle && siteSettle
        ? `; CPU per ticket: vendor ${vendorSettle.server.toFixed(0)} µs, platform ${siteSettle.server.toFixed(0)} µs, PostgreSQL ${siteSettle.postgres?.toFixed(0)} µs`
        : ''),
  );
  controls.push(await measure('control: seamless bet+win (hotpath shape), 3rd', controlRound, control));

  // ---- The table -----------------------------------------------------------------------------------
  const together = {
    rounds: controls.reduce((a, r) => a + r.rounds, 0),
    ok: controls.reduce((a, r) => a + r.ok, 0),
    duration: controls.reduce((a, r) => a + r.duration, 0),
  };
  const controlRounds = together.rounds / together.duration;
  const controlRequests = together.ok / together.duration;
  const head = [
    'row',
    'req/s',
    'p50 ms',
    'p99 ms',
    'rounds/s',
    'round p50',
    'round p99',
    'wallet calls/s',
    'vs control',
    'not 2xx',
  ];
  const cells = rows.map((r) => {
    const wallet = r.roundRate * r.walletCalls;
    return [
      r.label,
      r.requestRate.toFixed(0),
      r.request.p50.toFixed(1),
      r.request.p99.toFixed(1),
      r.roundRate.toFixed(0),
      r.round.p50.toFixed(1),
      r.round.p99.toFixed(1),
      wallet.toFixed(0),
      `${((wallet / (controlRounds * 2)) * 100).toFixed(0)} %`,
      String(r.non2xx),
    ];
  });
  cells.push([
    'control, its 3 runs together',
    controlRequests.toFixed(0),
    '',
    '',
    controlRounds.toFixed(0),
    '',
    '',
    (controlRounds * 2).toFixed(0),
    '100 %',
    '',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => String(c[i]).length)));
  const line = (c) => c.map((cell, i) => String(cell)[i ? 'padStart' : 'padEnd'](widths[i])).join('  ');
  console.log(
    `\nHouse bets per second (${connections} connections, one player each; ${seconds} s per row; 2xx only; a round is a bet and its win)`,
  );
  console.log(`${line(head)}\n${line(widths.map((w) => '-'.repeat(w)))}`);
  for (const c of cells) console.log(line(c));
  console.log(
    "\nwallet calls/s: the platform's seamless calls a row made (2 a round; a lottery ticket's purchase 1, its win comes at the draw); vs control: that over the control's, its three runs together.",
  );
  for (const note of notes) console.log(note);
  console.log(
    '\nCPU per round, from /proc (server: the platform, plus the vendor on page rows; PostgreSQL: both databases; load generator: this process):',
  );
  for (const [label, figures, parts] of cpu) {
    const split =
      parts.vendor === null ? '' : ` (platform ${parts.platform.toFixed(0)} µs, vendor ${parts.vendor.toFixed(0)} µs)`;
    console.log(`${cpuLine(label, figures)}${split}`);
  }
} finally {
  await stack.stop();
}
