// Games on a PostgreSQL server: the game list with a name search and the seamless-wallet
// bet call (signed, as a vendor sends it), beside a bare Fastify route and pgbench's
// simple-update, all in the same run. `npm run bench:games` (builds first).
// BENCH_SECONDS sets each run's length (default 10); BENCH_PG_URL names the PostgreSQL
// server (default postgres://postgres@127.0.0.1:5432/test); the run makes its own
// database there and drops it afterwards.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { api, signedBet, withClient } from './clients.mjs';
import { OPS, OPS2, operatorAuth } from './ops.mjs';
import { freePort, start, stopAll } from './servers.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 50);
/** Name searches the lobby sends (prefixes of words in the seeded names), rotated per request. */
const SEARCHES = ['lucky', 'dragon', 'gold', 'fortune', 'tiger', 'fruit', 'wild', 'ma', 'su', 'pa'];

/**
 * Bench players: PLAYERS members of the beta brand (a single wallet: the house games play
 * from main), inserted directly (they never log in), each funded through the operator API.
 */
async function fundPlayers(base, dbUrl) {
  const ids = await withClient(dbUrl, async (client) => {
    const { rows } = await client.query(
      `INSERT INTO members (merchant_id, account, password_hash, nickname, type)
       SELECT b.id, 'benchp' || n, 'x', 'benchp' || n, 0 FROM merchants b, generate_series(1, $1) n
        WHERE b.code = 'beta' RETURNING id::text AS id, account`,
      [PLAYERS],
    );
    return rows;
  });
  const post = (path, body) => api(base, 'POST', path, body);
  const opsAuth = await operatorAuth(post, OPS);
  // A manual credit is asked by one operator and moves money when a second approves it.
  const approverAuth = await operatorAuth(post, OPS2);
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

const load = (options) => autocannon({ connections, duration: seconds, excludeErrorStats: true, ...options });

/** GET /wps/relay/GCSGAME_gameList (RNG, page 1 of 15) searching a name, a different term per request. */
function gameListLoad(port) {
  let sent = 0;
  return load({
    url: `http://127.0.0.1:${port}`,
    headers: { host: 'localhost' },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: `/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=${SEARCHES[sent++ % SEARCHES.length]}&pageNo=1`,
        }),
      },
    ],
  });
}

/** POST /seamless/v1/bet: 0.01 per bet, a new transaction id each, signed with ARC's secret. */
function betLoad(port, secret, playerIds) {
  let sent = 0;
  const run = randomUUID().slice(0, 8);
  return load({
    url: `http://127.0.0.1:${port}`,
    requests: [
      {
        method: 'POST',
        path: '/seamless/v1/bet',
        setupRequest: (request) => {
          const i = sent++;
          return { ...request, ...signedBet(secret, playerIds[i % playerIds.length], `bench-${run}-${i}`) };
        },
      },
    ],
  });
}

function pgbench(url) {
  execFileSync('pgbench', ['-i', '-s', '1', '-q', url], { stdio: 'ignore' });
  const args = ['-b', 'simple-update', '-c', String(connections), '-j', '2', '-T', String(seconds), url];
  const out = execFileSync('pgbench', args, { encoding: 'utf8' });
  return {
    tps: Number(/tps = ([\d.]+)/.exec(out)?.[1]),
    latency: Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]),
  };
}

const name = `arcadia_bench_${Date.now().toString(36)}`;
const url = new URL(serverUrl);
url.pathname = `/${name}`;
await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
const children = [];
try {
  const [port, barePort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${port}`;
  const env = { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: url.toString(), LOG_LEVEL: 'warn', WEB_DIST: '' };
  children.push(await start(['apps/server/dist/main.js'], env, `${base}/wps/system/status`));
  children.push(await start(['bench/bare-server.mjs'], { PORT: String(barePort) }, `http://127.0.0.1:${barePort}/`));
  const playerIds = await fundPlayers(base, url.toString());
  const secret = await withClient(url.toString(), async (client) => {
    const { rows } = await client.query(`SELECT secret FROM vendor_secrets WHERE vendor_code = 'ARC'`);
    return rows[0].secret;
  });
  console.log(`PostgreSQL: ${serverUrl.replace(/\/[^/]*$/, '')}/${name} (fresh; dropped afterwards)`);
  const totals = await Promise.all(
    SEARCHES.map(
      async (term) => (await api(base, 'GET', `/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=${term}`)).total,
    ),
  );
  console.log(`Searches and their RNG matches: ${SEARCHES.map((term, i) => `${term} ${totals[i]}`).join(', ')}`);

  const rows = [];
  const measure = async (label, run) => {
    console.log(`Loading ${label} for ${seconds} s (${connections} connections)…`);
    const result = await run();
    const failed = Object.entries(result.statusCodeStats).filter(([code]) => !code.startsWith('2'));
    if (failed.length) console.log(`  non-2xx: ${failed.map(([code, { count }]) => `${count} × ${code}`).join(', ')}`);
    rows.push([label, (result['2xx'] / result.duration).toFixed(0), result.latency.p50, result.latency.p99]);
  };
  await measure('GET gameList, name search', () => gameListLoad(port));
  await measure('POST /seamless/v1/bet (signed)', () => betLoad(port, secret, playerIds));
  await measure('bare Fastify route', () => load({ url: `http://127.0.0.1:${barePort}/` }));
  console.log(`Running pgbench simple-update for ${seconds} s (${connections} clients, scale 1)…`);
  const bench = pgbench(url.toString());

  console.log('\nwhat                              per second   p50 ms   p99 ms');
  console.log('--------------------------------  ----------  -------  -------');
  for (const [label, perSecond, p50, p99] of rows) {
    console.log(
      `${label.padEnd(32)}  ${perSecond.padStart(10)}  ${String(p50).padStart(7)}  ${String(p99).padStart(7)}`,
    );
  }
  console.log(
    `${'pgbench simple-update (tps)'.padEnd(32)}  ${bench.tps.toFixed(0).padStart(10)}  avg ${bench.latency} ms`,
  );
  console.log(
    '\nA bet is one database transaction: an advisory lock, the idempotency row, a ledger transfer (two locked' +
      ' accounts, two entries) and the bet record. Per second counts 2xx answers only.',
  );
} finally {
  await stopAll(children);
  await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
