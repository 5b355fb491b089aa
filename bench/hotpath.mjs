// The hot paths on a PostgreSQL server, each beside a control measured in the same run:
// the balance read beside a bare Fastify route, signed seamless bets beside pgbench's
// simple-update (8 clients; then a fixed-rate open load for p99, open-load.mjs), password login beside raw
// argon2id verifies with the same parameters and concurrency, and the statements each
// operation sends (balance, bet, win, rollback, login), counted by the database client's hook (x-db-statements, on a second
// server started with STATEMENT_COUNT_HEADER=true so the load runs carry no counting), and the CPU
// each of those runs took per operation in the server, PostgreSQL and the load generator (cpu.mjs).
// Called by run.mjs (`npm run bench`) and alone (`node bench/hotpath.mjs` after a build).
// BENCH_SECONDS sets each run's length (default 10); BENCH_PG_URL names the PostgreSQL server
// (default postgres://postgres@127.0.0.1:5432/test), where the run makes its own database and
// drops it afterwards; BENCH_PORT and BENCH_PORT2 pin the two server ports (else free ones).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { both, inTurns } from './alternate.mjs';
import { perSecond } from './catalogue.mjs';
import { api, signedBet as betOf, call, signedCall, withClient } from './clients.mjs';
import { cpuLine, cpuMeter, together } from './cpu.mjs';
import { openLoad } from './open-load.mjs';
import { OPS, OPS2, operatorAuth } from './ops.mjs';
import { sealerFor } from './seal.mjs';
import { freePort, start, stopAll } from './servers.mjs';
import { deviceCheckOff, loginLoad } from './sessions.mjs';
import { warm } from './warm.mjs';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const argon2 = await import(require.resolve('@node-rs/argon2'));

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PLAYERS = 50;
const json = { host: 'localhost', 'content-type': 'application/json' };
const DEMO_LOGIN = { type: 'username', username: 'demo', password: 'demo1234' };

/** PLAYERS beta-brand members (single wallet), inserted directly and funded through two operators. */
async function fundPlayers(base, dbUrl) {
  const ids = await withClient(dbUrl, async (client) => {
    const { rows } = await client.query(
      `INSERT INTO members (merchant_id, account, password_hash, nickname, type)
       SELECT b.id, 'hotp' || n, 'x', 'hotp' || n, 0 FROM merchants b, generate_series(1, $1) n
        WHERE b.code = 'beta' RETURNING id::text AS id, account`,
      [PLAYERS],
    );
    return rows;
  });
  const post = (path, body) => api(base, 'POST', path, body);
  const [opsAuth, approverAuth] = [await operatorAuth(post, OPS), await operatorAuth(post, OPS2)];
  for (const { account } of ids) {
    const credit = {
      merchant: 'beta',
      direction: 'credit',
      amount: 1_000_000_00,
      reason: 'bench',
      requestId: randomUUID(),
    };
    const asked = await api(base, 'POST', `/ops/members/${account}/adjust`, credit, opsAuth);
    await api(base, 'POST', `/ops/approvals/${asked.id}/approve`, {}, approverAuth);
  }
  return ids.map((row) => row.id);
}

let betsSent = 0;
const betRun = randomUUID().slice(0, 8);
/** The next signed bet, a new transaction id each. */
function signedBet(secret, playerIds) {
  const i = betsSent++;
  return betOf(secret, playerIds[i % playerIds.length], `hot-${betRun}-${i}`);
}

const betLoad = (port, secret, playerIds, extra) =>
  autocannon({
    url: `http://127.0.0.1:${port}`,
    duration: seconds,
    excludeErrorStats: true,
    requests: [
      { method: 'POST', path: '/seamless/v1/bet', setupRequest: (r) => ({ ...r, ...signedBet(secret, playerIds) }) },
    ],
    ...extra,
  });

/** Signed bets sent at a fixed `rate` whatever the answers (open-load.mjs), for the run's length. */
async function betsAtRate(port, secret, playerIds, rate) {
  console.log(`Sending POST /seamless/v1/bet at a fixed ${rate}/s for ${seconds} s (an open load)…`);
  const result = await openLoad({
    url: `http://127.0.0.1:${port}/seamless/v1/bet`,
    rate,
    seconds,
    next: () => ({ method: 'POST', ...signedBet(secret, playerIds) }),
  });
  if (result.non2xx || result.errors) console.log(`  non-2xx: ${result.non2xx}, errors: ${result.errors}`);
  return result;
}

/**
 * Writes every dirty page out before a measured run, so no run pays for the writes of the one
 * before it: pgbench's set-up loads 100,000 rows and its runs dirty them, and the checkpoint that
 * follows would otherwise land in the next run (seen: a p99 of 192 ms after pgbench, 27 ms after a
 * CHECKPOINT). Needs a superuser or pg_checkpoint, as the default BENCH_PG_URL is.
 */
const checkpoint = (url) => withClient(url, (client) => client.query('CHECKPOINT'));

async function pgbench(url, clients, begin = () => {}) {
  execFileSync('pgbench', ['-i', '-s', '1', '-q', url], { stdio: 'ignore' });
  await checkpoint(url);
  begin();
  const args = ['-b', 'simple-update', '-c', String(clients), '-j', '2', '-T', String(seconds), url];
  return pgbenchFigures(execFileSync('pgbench', args, { encoding: 'utf8' }));
}

/** pgbench's transactions per second and the transactions it made. */
const pgbenchFigures = (out) => ({
  tps: Number(/tps = ([\d.]+)/.exec(out)?.[1]),
  done: Number(/actually processed: (\d+)/.exec(out)?.[1]),
});

/**
 * The bet's database work alone: seamless_bet (migration 031) called by pgbench as the server calls
 * it, 8 clients, no server in between. The players' ids run from `first` to `last` (one insert).
 */
function betFunctionTps(url, merchantId, first, last) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'arcadia-bench-bet-'));
  const script = path.join(dir, 'bet.sql');
  writeFileSync(
    script,
    `\\set m random(${first}, ${last})
\\set t random(1, 2000000000)
SELECT o_outcome FROM seamless_bet(ARRAY[:t::bigint], 'ARC', 'pgb-' || :t, 'h', ${merchantId}, :m,
  'vendor:ARC:' || (:m % 64), 'seamless:ARC:bet:pgb-' || :t, 1,
  '{"remark":"Arcadia Slots ARC-golden-dragon · pgb · 0.01","vendor":"ARC"}'::jsonb, 'RNG', 'ARC-golden-dragon', 'pgb-r');
`,
  );
  try {
    const args = ['-n', '-M', 'simple', '-f', script, '-c', '8', '-j', '2', '-T', String(seconds), url];
    return pgbenchFigures(execFileSync('pgbench', args, { encoding: 'utf8' }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Raw argon2id verifies of the demo member's stored hash, `concurrency` at a time, for the run's length. */
async function argonLoad(stored, concurrency) {
  let done = 0;
  const until = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < until) {
      if (!(await argon2.verify(stored, DEMO_LOGIN.password))) throw new Error('the demo password did not verify');
      done++;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { rate: done / ((Date.now() - started) / 1000), done };
}

/** CPU per operation of each metered run (bench/cpu.mjs), by the label of what ran. */
const cpuRuns = new Map();
/**
 * Runs `run` under a CPU meter and keeps the figures under `label`; `opsOf` reads the operations
 * from its result. A run that prepares its load first restarts the meter as the load begins.
 */
async function metered(label, pid, run, opsOf = (r) => r['2xx'] + r.non2xx) {
  const meter = cpuMeter(pid);
  meter.start();
  const result = await run(meter.start);
  if (!cpuRuns.has(label)) cpuRuns.set(label, []);
  cpuRuns.get(label).push(meter.stop(opsOf(result)));
  return result;
}
/** The CPU per operation of the runs kept under `label`, together. */
function cpuOf(label) {
  const runs = cpuRuns.get(label) ?? [];
  return runs.length > 1 ? together(...runs) : runs[0];
}
const failures = (r) =>
  Object.entries(r.statusCodeStats)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${count} × ${code}`)
    .join(', ');

const name = `arcadia_hotpath_${Date.now().toString(36)}`;
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const dbUrl = url.toString();
await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
const children = [];
try {
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const port2 = Number(process.env.BENCH_PORT2) || (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const env = { HOST: '127.0.0.1', DATABASE_URL: dbUrl, LOG_LEVEL: 'warn', WEB_DIST: '' };
  const server = await start(['apps/server/dist/main.js'], { ...env, PORT: String(port) }, `${base}/wps/system/status`);
  children.push(server);
  const bare = await start(['bench/bare-server.mjs'], { PORT: String(port2) }, `http://127.0.0.1:${port2}/`);
  children.push(bare);
  console.log(`\nHot paths on PostgreSQL ${serverUrl.replace(/\/[^/]*$/, '')}/${name} (fresh; dropped afterwards)`);
  const playerIds = await fundPlayers(base, dbUrl);
  const { secret, stored } = await withClient(dbUrl, async (client) => ({
    secret: (await client.query(`SELECT secret FROM vendor_secrets WHERE vendor_code = 'ARC'`)).rows[0].secret,
    stored: (await client.query(`SELECT password_hash FROM members WHERE account = 'demo'`)).rows[0].password_hash,
  }));
  const seal = await sealerFor(base, json);
  const restoreDeviceCheck = await deviceCheckOff(port);
  const rows = [];
  const measure = async (label, run) => {
    console.log(`Loading ${label} for ${seconds} s…`);
    const result = await run();
    const failed = failures(result);
    if (failed) console.log(`  non-2xx: ${failed}`);
    return result;
  };
  try {
    const { token } = await api(base, 'POST', '/wps/session/login', seal(DEMO_LOGIN), {
      'x-forwarded-for': '10.8.0.1',
    });
    /** A load of GET `path` at 10 connections, for `duration` seconds. */
    const getLoad = (path, headers) => (duration) =>
      autocannon({ url: `${base}${path}`, connections: 10, duration, excludeErrorStats: true, headers });
    const balanceLoad = getLoad('/wps/v2/wallets/balance', { host: 'localhost', authorization: `Bearer ${token}` });
    const bareLoad = (duration) => autocannon({ url: `http://127.0.0.1:${port2}/`, connections: 10, duration });
    // Both are warmed until their rate stops rising, so neither is measured cold; then the
    // database's writes so far (the new database, the funding) are flushed, so the checkpoint they
    // are due does not land in the balance run.
    console.log('Warming the balance read and the bare route…');
    await warm('the balance read', balanceLoad);
    await warm('the bare route', bareLoad);
    await checkpoint(dbUrl);
    const [balanceRuns, bareRuns] = await inTurns(
      () =>
        measure('GET /wps/v2/wallets/balance (10 connections)', () =>
          metered('GET /wps/v2/wallets/balance', server.pid, () => balanceLoad(seconds)),
        ),
      () =>
        measure('bare Fastify route (10 connections)', () =>
          metered('bare Fastify route', bare.pid, () => bareLoad(seconds)),
        ),
    );
    const balance = both(...balanceRuns);
    const bareRun = both(...bareRuns);
    rows.push(['GET /wps/v2/wallets/balance vs bare Fastify 5 route', perSecond(balance), perSecond(bareRun), 0.4]);
    rows.at(-1).push(`p99 ${balance.latency.p99} ms vs ${bareRun.latency.p99} ms`);
    // The stack's own floor, for reading the balance row: a route that reads no database
    // (security headers, request id, tenancy, language, the contract's schemas, the envelope).
    const floorLoad = getLoad('/wps/system/status', { host: 'localhost' });
    await warm('the status route', floorLoad);
    const floor = await measure('GET /wps/system/status, no database (10 connections)', () =>
      metered('GET /wps/system/status (the floor)', server.pid, () => floorLoad(seconds)),
    );
    const floorRow = `the stack's floor, GET /wps/system/status (no database): ${perSecond(floor).toFixed(0)}/s, ${((perSecond(floor) / perSecond(bareRun)) * 100).toFixed(1)} % of the bare route`;

    // A brand has a history of bets: an unmeasured run first, until the rate stops rising, then the
    // statistics the server's job (platform/db/statistics.ts) gathers each minute, so the run is not
    // planned for empty tables.
    console.log('Warming the bet path, then gathering statistics (as the server does each minute)…');
    await warm('the bet path', (duration) => betLoad(port, secret, playerIds, { connections: 8, duration }));
    await withClient(dbUrl, (client) => client.query('SELECT analyze_stale_tables()'));
    const [betRuns, pgbenchRuns] = await inTurns(
      async () => {
        await checkpoint(dbUrl);
        return measure('POST /seamless/v1/bet, signed (8 connections)', () =>
          metered('POST /seamless/v1/bet, signed', server.pid, () =>
            betLoad(port, secret, playerIds, { connections: 8 }),
          ),
        );
      },
      () => {
        console.log(`Running pgbench simple-update for ${seconds} s (8 clients, scale 1)…`);
        // pgbench's set-up (its table, 100,000 rows) is made before the meter starts: the set-up is no transaction of the run.
        return metered(
          'pgbench simple-update',
          undefined,
          (begin) => pgbench(dbUrl, 8, begin),
          (r) => r.done,
        );
      },
    );
    const bets = both(...betRuns);
    const tps = (pgbenchRuns[0].tps + pgbenchRuns[1].tps) / 2;
    rows.push(['signed seamless bets vs pgbench simple-update, 8 clients', perSecond(bets), tps, 0.5]);
    rows.at(-1).push(`p50 ${bets.latency.p50} ms, p99 ${bets.latency.p99} ms`);
    // For reading the bet row: the bet's database work alone, the server's ceiling on this machine.
    console.log(`Running seamless_bet alone through pgbench for ${seconds} s (8 clients)…`);
    const ids = playerIds.map(Number);
    const beta = await withClient(
      dbUrl,
      async (client) => (await client.query(`SELECT id FROM merchants WHERE code = 'beta'`)).rows[0].id,
    );
    await checkpoint(dbUrl);
    const { tps: alone } = await metered(
      'seamless_bet alone through pgbench',
      undefined,
      () => betFunctionTps(dbUrl, beta, Math.min(...ids), Math.max(...ids)),
      (r) => r.done,
    );
    const aloneRow = `the bet's database work alone, seamless_bet through pgbench (8 clients): ${alone.toFixed(0)}/s, ${((alone / tps) * 100).toFixed(1)} % of simple-update`;
    // The latency goal: p99 at most 100 ms while bets arrive at half the goal rate (25 % of pgbench's tps).
    const rate = Math.max(1, Math.round(tps * 0.25));
    await checkpoint(dbUrl);
    const fixed = await betsAtRate(port, secret, playerIds, rate);
    // A server slower than the rate answers fewer bets than asked, its queue growing: the row is met
    // only where the rate was answered too.
    const fixedHeld = fixed.answered >= rate * 0.95 && fixed.latency.p99 <= 100;
    const fixedRow = `bets at a fixed ${rate}/s (half the goal rate): ${fixed.answered.toFixed(0)}/s answered, p99 ${fixed.latency.p99} ms`;
    // For reading that row: half the rate the bets reached here is a load the server holds.
    const held = Math.max(1, Math.round(perSecond(bets) / 2));
    await checkpoint(dbUrl);
    const heldRun = await betsAtRate(port, secret, playerIds, held);
    const heldRow = `bets at ${held}/s, half the rate they reached here: p50 ${heldRun.latency.p50} ms, p99 ${heldRun.latency.p99} ms`;

    await checkpoint(dbUrl);
    await loginLoad(port, { connections: 10, duration: 2 });
    const [loginRuns, verifyRuns] = await inTurns(
      () =>
        measure('POST /wps/session/login (10 connections)', () =>
          metered('POST /wps/session/login', server.pid, (begin) =>
            loginLoad(port, { connections: 10, duration: seconds, onLoad: begin }),
          ),
        ),
      () => {
        console.log(`Running raw argon2id verifies for ${seconds} s (10 at a time)…`);
        return metered(
          'raw argon2id verify',
          undefined,
          () => argonLoad(stored, 10),
          (r) => r.done,
        );
      },
    );
    const logins = both(...loginRuns);
    const verifies = (verifyRuns[0].rate + verifyRuns[1].rate) / 2;
    rows.push(['login vs raw argon2id verifies, 10 at a time', perSecond(logins), verifies, 0.9]);
    rows.at(-1).push(`p99 ${logins.latency.p99} ms`);
    // For reading the login row: its ceiling here, were the server to spend nothing but the hash
    // (the raw verify's CPU), with PostgreSQL's and the load generator's CPU per login as measured.
    const [loginCpu, verifyCpu] = [cpuOf('POST /wps/session/login'), cpuOf('raw argon2id verify')];
    const loginCeiling =
      loginCpu?.postgres != null && verifyCpu
        ? verifyCpu.total / (verifyCpu.load + loginCpu.postgres + loginCpu.load)
        : null;
    const ceilingRow =
      loginCeiling === null
        ? "the login's ceiling: not read (no /proc)"
        : `the login's ceiling here, with a server that spends nothing but the hash: ${(loginCeiling * 100).toFixed(1)} % (the hash ${verifyCpu.load.toFixed(0)} µs, PostgreSQL ${loginCpu.postgres.toFixed(0)} µs, the load generator ${loginCpu.load.toFixed(0)} µs a login)`;

    // Statements per operation, on a second server over the same database that counts them.
    await stopAll([bare]);
    children.splice(children.indexOf(bare), 1);
    const base2 = `http://127.0.0.1:${port2}`;
    children.push(
      await start(
        ['apps/server/dist/main.js'],
        { ...env, PORT: String(port2), JOBS: 'false', STATEMENT_COUNT_HEADER: 'true' },
        `${base2}/wps/system/status`,
      ),
    );
    const counts = [];
    const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
    const count = async (label, send) => {
      const seen = [];
      // The first call warms the process's caches; the next five are counted.
      for (let i = 0; i < 6; i++) {
        const n = Number((await send(i)).statements);
        if (i > 0) seen.push(n);
      }
      counts.push([label, median(seen), seen.join(' ')]);
    };
    await count('GET /wps/v2/wallets/balance', () =>
      call(base2, 'GET', '/wps/v2/wallets/balance', undefined, { authorization: `Bearer ${token}` }),
    );
    await count('POST /seamless/v1/bet', () => {
      const { headers, body } = signedBet(secret, playerIds.slice(0, 1));
      return call(base2, 'POST', '/seamless/v1/bet', body, headers);
    });
    // A win and a rollback, each of a bet placed just before it (not counted).
    const settleCount = (kind, fields) =>
      count(`POST /seamless/v1/${kind}`, async (i) => {
        const id = `hot-${kind}-${betRun}-${i}`;
        const placed = betOf(secret, playerIds[0], id);
        await call(base2, 'POST', '/seamless/v1/bet', placed.body, placed.headers);
        const ids = {
          playerId: playerIds[0],
          betTransactionId: id,
          roundId: `${id}-r`,
          transactionId: `${id}-${kind}`,
        };
        const { headers, body } = signedCall(secret, { ...ids, ...fields });
        return call(base2, 'POST', `/seamless/v1/${kind}`, body, headers);
      });
    await settleCount('win', { amount: 2 });
    await settleCount('rollback', {});
    const seal2 = await sealerFor(base2, json);
    await count('POST /wps/session/login', (i) =>
      call(base2, 'POST', '/wps/session/login', seal2(DEMO_LOGIN), { 'x-forwarded-for': `10.7.0.${i + 1}` }),
    );

    console.log('\nHot paths: subject and control in one run (per second, 2xx only)');
    const head = ['row', 'subject', 'control', 'ratio', 'goal', 'met', 'latency'];
    const cells = rows.map(([label, subject, control, goal, note]) => [
      label,
      subject.toFixed(0),
      control.toFixed(0),
      `${((subject / control) * 100).toFixed(1)} %`,
      `≥ ${goal * 100} %`,
      subject / control >= goal ? 'yes' : 'no',
      note,
    ]);
    cells.push([fixedRow, '', '', '', 'p99 ≤ 100 ms at the rate', fixedHeld ? 'yes' : 'no', '']);
    const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => String(c[i]).length)));
    const line = (c) => c.map((cell, i) => String(cell)[i ? 'padStart' : 'padEnd'](widths[i])).join('  ');
    console.log(`${line(head)}\n${line(widths.map((w) => '-'.repeat(w)))}`);
    for (const c of cells) console.log(line(c));
    console.log(`(${floorRow})`);
    console.log(`(${aloneRow})`);
    console.log(`(${heldRow})`);
    console.log(`(${ceilingRow})`);
    console.log(
      "\nCPU per operation, from /proc (the server process; PostgreSQL's processes; the load generator: this process, pgbench, argon2), the runs of each together:",
    );
    for (const label of cpuRuns.keys()) console.log(cpuLine(label, cpuOf(label)));
    console.log('\nStatements per operation (database client hook; median of 5, BEGIN/COMMIT included)');
    for (const [label, n, seen] of counts) console.log(`  ${label.padEnd(30)} ${String(n).padStart(3)}   (${seen})`);
  } finally {
    await restoreDeviceCheck().catch(() => {});
  }
} finally {
  await stopAll(children);
  await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
