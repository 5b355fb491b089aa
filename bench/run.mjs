// Benchmarks: the home page's initial JavaScript, and the whitelabel endpoint's
// throughput on the real server beside a bare Fastify route. Run `npm run bench`
// (it builds first). BENCH_SECONDS sets each load run's length (default 10).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

// (a) JavaScript the home page loads before anything else: the entry script and its modulepreloads.
function bundleSizes() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  const initial = [...entry, ...preloads].reduce((sum, url) => sum + gzipSize(path.join(dist, url)), 0);
  const chunks = readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.js'));
  const all = chunks.reduce((sum, name) => sum + gzipSize(path.join(dist, 'assets', name)), 0);
  console.log('JavaScript (gzip -9)');
  console.log(`  home page, initial: ${kb(initial)} in ${entry.length + preloads.length} files`);
  console.log(`  all chunks:         ${kb(all)} in ${chunks.length} files`);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/** Starts a child process and waits until `url` answers 200. */
async function start(args, env, url) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    const ok = await fetch(url, { headers: { host: 'localhost' } }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`${url} did not answer within 2 minutes`);
}

const load = (url) => autocannon({ url, connections: 10, duration: seconds, headers: { host: 'localhost' } });

// (b) Requests per second and latency, the real endpoint beside the bare route.
async function throughput() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'arcadia-bench-'));
  const children = [];
  try {
    const [realPort, barePort] = [await freePort(), await freePort()];
    const realUrl = `http://127.0.0.1:${realPort}/wps/system/whitelabel?url=localhost`;
    const bareUrl = `http://127.0.0.1:${barePort}/`;
    const env = { PORT: String(realPort), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
    children.push(await start(['apps/server/dist/main.js'], env, realUrl));
    children.push(await start(['bench/bare-server.mjs'], { PORT: String(barePort) }, bareUrl));

    const rows = [];
    for (const [name, url] of [
      ['GET /wps/system/whitelabel', realUrl],
      ['bare Fastify route', bareUrl],
    ]) {
      console.log(`\nLoading ${name} for ${seconds} s (10 connections)…`);
      const result = await load(url);
      const bad = result.errors + result.timeouts + result.non2xx;
      rows.push([name, result.requests.average.toFixed(0), result.latency.p50, result.latency.p99, bad]);
    }
    const head = ['route', 'req/s', 'p50 ms', 'p99 ms', 'errors'];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
    const line = (cells) => cells.map((cell, i) => String(cell)[i ? 'padStart' : 'padEnd'](widths[i])).join('  ');
    console.log(`\n${line(head)}\n${line(widths.map((w) => '-'.repeat(w)))}`);
    for (const row of rows) console.log(line(row));
  } finally {
    // The real server closes its database on SIGTERM; let it finish before its folder goes.
    const exits = children.map((child) => new Promise((resolve) => child.once('exit', resolve)));
    for (const child of children) child.kill('SIGTERM');
    await Promise.race([Promise.all(exits), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

bundleSizes();
await throughput();
