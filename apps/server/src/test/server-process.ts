import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Db } from '../platform/db/db.ts';
import { openPglite } from '../platform/db/pglite.ts';
import { openPostgres } from '../platform/db/postgres.ts';
import { asRuntimeRole, ensureTestRuntimeRole } from './db-roles.ts';

const serverRoot = path.resolve(import.meta.dirname, '../..');

/**
 * A database for a real server process: a fresh database on the PostgreSQL
 * server named by TEST_DATABASE_URL (the process migrates as the owner and runs
 * as the test runtime role, as in production), else an embedded PGlite data
 * folder. The test opens it directly (as the owner) only while no server process holds it.
 */
export interface ProcessStore {
  env: Record<string, string>;
  open: () => Promise<Db>;
  drop: () => Promise<void>;
}

export async function processStore(): Promise<ProcessStore> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'arcadia-proc-'));
    return {
      env: { DATA_DIR: dataDir },
      open: () => openPglite(path.join(dataDir, 'pglite')),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `arcadia_proc_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  await ensureTestRuntimeRole(serverUrl);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: asRuntimeRole(url.toString()), DATABASE_OWNER_URL: url.toString() },
    open: async () => openPostgres(url.toString()),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Resolves with the exit signal or code once the process has gone. */
  exited: Promise<string>;
}

/** Starts `src/main.ts` as its own process (no web app, no demo seed) and waits until it serves (/healthz). */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', WEB_DIST: '', SEED_DEMO: 'false' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? String(code))),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited at start: ${stderr}`);
    const up = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { base, child, exited };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${stderr}`);
}

/** Runs `src/main.ts` with `env` where it should refuse to start: its exit code and what it printed on stderr. */
export async function refusedStart(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, PORT: String(await freePort()), HOST: '127.0.0.1', WEB_DIST: '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
  clearTimeout(timer);
  return { code, stderr };
}
