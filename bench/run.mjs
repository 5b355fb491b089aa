// Benchmarks: the front end (frontend.mjs: the home page's JavaScript before its largest paint beside a
// bare Vite + React page, Lighthouse mobile figures beside a static page), and the throughput of the real
// server's whitelabel, login, member-info and unread-count endpoints beside a bare Fastify route.
// Run `npm run bench` (it builds first). BENCH_SECONDS sets each load run's length
// (default 10); BENCH_DATABASE_URL runs the server on that PostgreSQL instead of PGlite.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { frontend } from './frontend.mjs';
import { freePort, start, stopAll } from './servers.mjs';
import { deviceCheckOff, loginLoad, memberInfoLoad, unreadCountLoad } from './sessions.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;

const load = (url) => autocannon({ url, connections, duration: seconds, headers: { host: 'localhost' } });

/** A table row: successful (2xx) responses per second, latency, and what did not succeed. */
const row = (name, r) => [name, (r['2xx'] / r.duration).toFixed(0), r.latency.p50, r.latency.p99, r.non2xx, r.errors];

function printTable(rows) {
  const head = ['route', '2xx/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((cells) => String(cells[i]).length)));
  const line = (cells) => cells.map((cell, i) => String(cell)[i ? 'padStart' : 'padEnd'](widths[i])).join('  ');
  console.log(`\n${line(head)}\n${line(widths.map((w) => '-'.repeat(w)))}`);
  for (const cells of rows) console.log(line(cells));
}

// (b) Requests per second and latency: the real server's endpoints beside the bare route.
async function throughput() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'arcadia-bench-'));
  const children = [];
  try {
    const [realPort, barePort] = [await freePort(), await freePort()];
    const realUrl = `http://127.0.0.1:${realPort}/wps/system/whitelabel?url=localhost`;
    const bareUrl = `http://127.0.0.1:${barePort}/`;
    const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
    console.log(
      databaseUrl
        ? '\nServer database: PostgreSQL at BENCH_DATABASE_URL (DATABASE_URL set from it)'
        : '\nServer database: embedded PGlite in a fresh temporary folder (set BENCH_DATABASE_URL for PostgreSQL)',
    );
    const env = {
      PORT: String(realPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
    };
    children.push(await start(['apps/server/dist/main.js'], env, realUrl));
    children.push(await start(['bench/bare-server.mjs'], { PORT: String(barePort) }, bareUrl));

    const rows = [];
    const measure = async (name, run) => {
      console.log(`\nLoading ${name} for ${seconds} s (${connections} connections)…`);
      const result = await run();
      const failed = Object.entries(result.statusCodeStats).filter(([code]) => !code.startsWith('2'));
      if (failed.length)
        console.log(`  non-2xx: ${failed.map(([code, { count }]) => `${count} × ${code}`).join(', ')}`);
      rows.push(row(name, result));
    };
    await measure('GET /wps/system/whitelabel', () => load(realUrl));
    await measure('bare Fastify route', () => load(bareUrl));
    const restoreDeviceCheck = await deviceCheckOff(realPort);
    console.log(
      '\nNEW_DEVICE_CHECK is off for the demo brand during the login runs (every login comes from a new IP).',
    );
    try {
      const options = { connections, duration: seconds };
      await measure('POST /wps/session/login', () => loginLoad(realPort, options));
      await measure('GET /wps/member/info', () => memberInfoLoad(realPort, options));
      await measure('GET /wps/relay/CSP_unreadCount', () => unreadCountLoad(realPort, options));
    } finally {
      await restoreDeviceCheck();
    }
    printTable(rows);
    console.log(
      '2xx/s counts only successful responses; the login, member-info and unread-count latencies are of those alone.',
    );
  } finally {
    await stopAll(children);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await frontend();
await throughput();
await (await import('./catalogue.mjs')).catalogueBench();
await (await import('./answers.mjs')).answersBench();
await (await import('./startup.mjs')).startupBench();
await import('./hotpath.mjs');
