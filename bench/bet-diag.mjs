// Where a signed bet's time goes: bets alone at 8 connections on a fresh database, sampling the
// server's CPU (/proc) and its backends' wait events (pg_stat_activity) during the run.
// `node bench/bet-diag.mjs` after a build; BENCH_SECONDS (default 5), BENCH_PG_URL as hotpath.mjs.

import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { api, signedBet, withClient } from './clients.mjs';
import { OPS, OPS2, operatorAuth } from './ops.mjs';
import { freePort, start, stopAll } from './servers.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `arcadia_betdiag_${Date.now().toString(36)}`;
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const dbUrl = url.toString();
await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
const ticks = (pid) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(f[11]) + Number(f[12]);
};
const pgTicks = () => {
  let sum = 0;
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (readFileSync(`/proc/${d}/comm`, 'utf8').trim() === 'postgres') sum += ticks(d);
    } catch {}
  }
  return sum;
};
let child;
try {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  child = await start(
    [...(process.env.DIAG_NODE_ARGS ?? '').split(' ').filter(Boolean), 'apps/server/dist/main.js'],
    { HOST: '127.0.0.1', DATABASE_URL: dbUrl, LOG_LEVEL: 'warn', WEB_DIST: '', PORT: String(port) },
    `${base}/wps/system/status`,
  );
  const ids = await withClient(
    dbUrl,
    async (c) =>
      (
        await c.query(
          `INSERT INTO members (merchant_id, account, password_hash, nickname, type)
     SELECT b.id, 'hotp' || n, 'x', 'hotp' || n, 0 FROM merchants b, generate_series(1, 50) n
      WHERE b.code = 'beta' RETURNING id::text AS id, account`,
        )
      ).rows,
  );
  const post = (path, body) => api(base, 'POST', path, body);
  const [a, b] = [await operatorAuth(post, OPS), await operatorAuth(post, OPS2)];
  for (const { account } of ids) {
    const asked = await api(
      base,
      'POST',
      `/ops/members/${account}/adjust`,
      { merchant: 'beta', direction: 'credit', amount: 1e10, reason: 'bench', requestId: randomUUID() },
      a,
    );
    await api(base, 'POST', `/ops/approvals/${asked.id}/approve`, {}, b);
  }
  const secret = await withClient(
    dbUrl,
    async (c) => (await c.query(`SELECT secret FROM vendor_secrets WHERE vendor_code = 'ARC'`)).rows[0].secret,
  );
  let i = 0;
  const run = randomUUID().slice(0, 8);
  // As bench/hotpath.mjs: an unmeasured run, then the statistics the server's job gathers each minute.
  const warm = { url: base, connections: 8, duration: 2 };
  await autocannon({
    ...warm,
    requests: [
      {
        method: 'POST',
        path: '/seamless/v1/bet',
        setupRequest: (r) => ({ ...r, ...signedBet(secret, ids[i % ids.length].id, `w-${run}-${i++}`) }),
      },
    ],
  });
  await withClient(dbUrl, (c) => c.query('SELECT analyze_stale_tables()'));
  const waits = new Map();
  const sampler = await withClient(dbUrl, async (c) => {
    const t0 = ticks(child.pid);
    const p0 = pgTicks();
    const c0 = process.cpuUsage();
    const started = Date.now();
    const load = autocannon({
      url: base,
      connections: 8,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: '/seamless/v1/bet',
          setupRequest: (r) => {
            const n = i++;
            return { ...r, ...signedBet(secret, ids[n % ids.length].id, `d-${run}-${n}`) };
          },
        },
      ],
    });
    let samples = 0;
    while (Date.now() - started < seconds * 1000 - 200) {
      const { rows } =
        await c.query(`SELECT state, coalesce(wait_event_type,'-') || ':' || coalesce(wait_event,'-') AS w, left(regexp_replace(query, '\\s+', ' ', 'g'), 60) AS q
        FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`);
      samples++;
      for (const r of rows) {
        const k = `${r.state} | ${r.w} | ${r.q}`;
        waits.set(k, (waits.get(k) ?? 0) + 1);
      }
      await new Promise((res) => setTimeout(res, 50));
    }
    const result = await load;
    const secs = (Date.now() - started) / 1000;
    const cpu = (ticks(child.pid) - t0) / 100 / secs;
    const pg = (pgTicks() - p0) / 100 / secs;
    const c1 = process.cpuUsage(c0);
    const own = (c1.user + c1.system) / 1e6 / secs;
    return { result, cpu, samples, pg, own };
  });
  const { result, cpu, samples, pg, own } = sampler;
  const rate = result['2xx'] / result.duration;
  const ms = (share) => ((share / rate) * 1000).toFixed(2);
  console.log(`CPU per bet: server ${ms(cpu)} ms, postgres (all) ${ms(pg)} ms, load generator ${ms(own)} ms`);
  console.log(
    `bets ${(result['2xx'] / result.duration).toFixed(0)}/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non2xx ${result.non2xx}; server CPU ${(cpu * 100).toFixed(0)} % of a core`,
  );
  console.log(`backend states over ${samples} samples (count/sample):`);
  for (const [k, v] of [...waits].sort((x, y) => y[1] - x[1]).slice(0, 25))
    console.log(`  ${(v / samples).toFixed(2)}  ${k}`);
} finally {
  if (child) await stopAll([child]);
  if (process.env.KEEP_DB) console.log(`kept ${dbUrl}`);
  else await withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
