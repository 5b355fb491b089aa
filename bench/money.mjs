// Wallet transfers through HTTP on a PostgreSQL server, beside pgbench's
// simple-update transactions on the same server in the same run.
// `npm run bench:money` (builds first). BENCH_SECONDS sets each run's length (default 10);
// BENCH_PG_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test);
// the run makes its own database there and drops it afterwards.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { api, withClient } from './clients.mjs';
import { OPS, OPS2, operatorAuth } from './ops.mjs';
import { sealerFor } from './seal.mjs';
import { freePort, start, stopAll } from './servers.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ACCOUNTS = ['demo', 'agent1', 'agent2', 'agent41', 'agent42'];
const VENDORS = ['PG', 'JILI', 'PP', 'FC', 'CQ9'];

const admin = (sql) => withClient(serverUrl, (client) => client.query(sql));

/** Logs in each seeded account and funds it through the operator API. */
async function fundedTokens(base) {
  const seal = await sealerFor(base, { host: 'localhost', 'content-type': 'application/json' });
  const post = (path, body) => api(base, 'POST', path, body);
  const opsAuth = await operatorAuth(post, OPS);
  // A manual credit is asked by one operator and moves money when a second approves it.
  const approverAuth = await operatorAuth(post, OPS2);
  await api(base, 'PATCH', '/ops/merchants/demo', { switches: { NEW_DEVICE_CHECK: false } }, opsAuth);
  const tokens = [];
  for (const [index, username] of ACCOUNTS.entries()) {
    const login = await api(
      base,
      'POST',
      '/wps/session/login',
      seal({ type: 'username', username, password: 'demo1234' }),
      {
        'x-forwarded-for': `10.9.0.${index + 1}`,
        'x-client-id': `bench-money-${index}`,
      },
    );
    const credit = {
      merchant: 'demo',
      direction: 'credit',
      // The demo brand's largest single adjustment.
      amount: 50_000_00,
      reason: 'bench',
      requestId: randomUUID(),
    };
    const asked = await api(base, 'POST', `/ops/members/${username}/adjust`, credit, opsAuth);
    await api(base, 'POST', `/ops/approvals/${asked.id}/approve`, {}, approverAuth);
    tokens.push(login.token);
  }
  return tokens;
}

/** POST /wps/relay/GCS_walletTransfer: 1.00 into a vendor wallet and back, round robin over five members. */
function transferLoad(port, tokens) {
  let sent = 0;
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    excludeErrorStats: true,
    requests: [
      {
        method: 'POST',
        path: '/wps/relay/GCS_walletTransfer',
        setupRequest: (request) => {
          const i = sent++;
          const body = {
            type: i % 2 ? 'out' : 'in',
            vendorCode: VENDORS[i % VENDORS.length],
            amount: 100,
            requestId: randomUUID(),
          };
          return {
            ...request,
            headers: {
              host: 'localhost',
              'content-type': 'application/json',
              authorization: `Bearer ${tokens[i % tokens.length]}`,
            },
            body: JSON.stringify(body),
          };
        },
      },
    ],
  });
}

function pgbench(url) {
  execFileSync('pgbench', ['-i', '-s', '1', '-q', url], { stdio: 'ignore' });
  const out = execFileSync(
    'pgbench',
    ['-b', 'simple-update', '-c', String(connections), '-j', '2', '-T', String(seconds), url],
    {
      encoding: 'utf8',
    },
  );
  const tps = /tps = ([\d.]+)/.exec(out)?.[1];
  const latency = /latency average = ([\d.]+) ms/.exec(out)?.[1];
  return { tps: Number(tps), latency: Number(latency) };
}

const name = `arcadia_bench_${Date.now().toString(36)}`;
const url = new URL(serverUrl);
url.pathname = `/${name}`;
await admin(`CREATE DATABASE ${name}`);
const children = [];
try {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: url.toString(), LOG_LEVEL: 'warn', WEB_DIST: '' };
  children.push(await start(['apps/server/dist/main.js'], env, `${base}/wps/system/status`));
  const tokens = await fundedTokens(base);
  console.log(`PostgreSQL: ${serverUrl.replace(/\/[^/]*$/, '')}/${name} (fresh; dropped afterwards)`);
  console.log(
    `\nLoading POST /wps/relay/GCS_walletTransfer for ${seconds} s (${connections} connections, ${tokens.length} members)…`,
  );
  const result = await transferLoad(port, tokens);
  const failed = Object.entries(result.statusCodeStats).filter(([code]) => !code.startsWith('2'));
  if (failed.length) console.log(`  non-2xx: ${failed.map(([code, { count }]) => `${count} × ${code}`).join(', ')}`);
  console.log(`Running pgbench simple-update for ${seconds} s (${connections} clients, scale 1)…`);
  const bench = pgbench(url.toString());

  const transfers = (result['2xx'] / result.duration).toFixed(0);
  console.log('\nwhat                                       per second   p50 ms   p99 ms');
  console.log('-----------------------------------------  ----------  -------  -------');
  console.log(
    `wallet transfer (HTTP, ledger, 2 entries)  ${transfers.padStart(10)}  ${String(result.latency.p50).padStart(7)}  ${String(result.latency.p99).padStart(7)}`,
  );
  console.log(
    `pgbench simple-update (tps)                ${bench.tps.toFixed(0).padStart(10)}  avg ${bench.latency} ms`,
  );
  console.log(
    '\nEach wallet transfer is one ledger transfer: an idempotency row, two locked accounts, two entries, in one transaction.',
  );
} finally {
  await stopAll(children);
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
