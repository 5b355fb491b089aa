// Start-up: the cold start of the built server on an existing data folder (PGlite) and on an
// existing database (PostgreSQL), beside the bare Fastify server's start, and the resident memory
// of an idle server on PGlite beside the bare server's. `node bench/startup.mjs` after a build
// (`npm run bench` runs it). BENCH_PG_URL names the PostgreSQL server (default
// postgres://postgres@127.0.0.1:5432/test): the run makes a database there and drops it.
// BENCH_STARTS sets how many cold starts each median is taken over (default 5).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { printRows } from './catalogue.mjs';
import { freePort } from './servers.mjs';

const root = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const STARTS = Number(process.env.BENCH_STARTS ?? 5);
const IDLE_MS = 10_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Spawns `args` and polls `path` every 10 ms until it answers 200: the milliseconds from the
 * spawn to that first answer, and the child (left running).
 */
async function timedStart(args, env, readyPath) {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIST: '', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A first start on PGlite (initdb, migrations, the seed) takes minutes on a busy machine.
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}${readyPath}`, { headers: { host: 'localhost' } }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { ms: performance.now() - began, child, port };
    await sleep(10);
  }
  child.kill();
  throw new Error(`${args.join(' ')} did not answer within 10 minutes`);
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(15_000)]);
}

/** Resident memory of a process in MB (Linux /proc). */
const rssMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/** The median of STARTS cold starts (each stopped before the next); the first start's time apart. */
async function coldStarts(label, args, env, readyPath) {
  console.log(`Starting ${label} ${STARTS + 1} times…`);
  const first = await timedStart(args, env, readyPath);
  await stop(first.child);
  const times = [];
  for (let i = 0; i < STARTS; i++) {
    const run = await timedStart(args, env, readyPath);
    times.push(run.ms);
    await stop(run.child);
  }
  console.log(`  first start ${first.ms.toFixed(0)} ms; cold starts ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
  return median(times);
}

async function main() {
  const name = `arcadia_bench_start_${Date.now().toString(36)}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'arcadia-bench-start-'));
  try {
    const server = ['apps/server/dist/main.js'];
    const bare = await coldStarts('the bare Fastify server', ['bench/bare-server.mjs'], {}, '/');
    const postgres = await coldStarts('the server on PostgreSQL', server, { DATABASE_URL: url.toString() }, '/readyz');
    const pglite = await coldStarts('the server on PGlite', server, { DATABASE_URL: '', DATA_DIR: dataDir }, '/readyz');

    console.log(`Measuring resident memory after ${IDLE_MS / 1000} s idle…`);
    const idleServer = await timedStart(server, { DATABASE_URL: '', DATA_DIR: dataDir }, '/readyz');
    const idleBare = await timedStart(['bench/bare-server.mjs'], {}, '/');
    await sleep(IDLE_MS);
    const [serverRss, bareRss] = [rssMb(idleServer.child.pid), rssMb(idleBare.child.pid)];
    await stop(idleServer.child);
    await stop(idleBare.child);

    const ms = (value) => `${value.toFixed(0)} ms`;
    const mb = (value) => `${value.toFixed(0)} MB`;
    printRows([
      [
        'cold start, PostgreSQL (existing database)',
        ms(postgres),
        `bare ${ms(bare)}`,
        `${(postgres / bare).toFixed(1)}×`,
        '≤ 1 s',
      ],
      [
        'cold start, PGlite (existing data folder)',
        ms(pglite),
        `bare ${ms(bare)}`,
        `${(pglite / bare).toFixed(1)}×`,
        '—',
      ],
      ['RSS idle, PGlite', mb(serverRss), `bare ${mb(bareRss)}`, `${(serverRss / bareRss).toFixed(1)}×`, '≤ 200 MB'],
    ]);
    console.log(
      `A cold start: from the spawn to the first 200 of /readyz (the bare server: of /); the median of ${STARTS}.`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

export { main as startupBench };
