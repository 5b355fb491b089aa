import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import type { Db } from '../platform/db/db.ts';

/**
 * Dependencies a test may take away and give back: its own redis-server and a TCP
 * proxy in front of the machine's PostgreSQL. The machine's own servers are never touched.
 */

export const freePort = () =>
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

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once something accepts TCP connections on the port. */
async function listening(port: number, deadlineMs = 10_000) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) return;
    await pause(50);
  }
  throw new Error(`nothing listens on ${port}`);
}

/** Whether a redis-server binary is on this machine (the Redis outage tests need their own). */
export const hasRedisServer = () => spawnSync('redis-server', ['--version']).status === 0;

/** A redis-server of the test's own on a free port, without persistence: stop, start, pause, resume. */
export async function ownRedis() {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await listening(port);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const gone = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await gone;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    /** Frozen: the connection stays open and nothing answers (a hung server). */
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
  };
}

/**
 * A TCP proxy to `target`: `stop` closes it and cuts every connection (the server is gone);
 * `hang` cuts them and then accepts new ones that never answer (a network black hole);
 * `start` forwards again.
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let hanging = false;
  const cut = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };
  const start = async () => {
    hanging = false;
    cut();
    if (!server) await listen();
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const fresh = createServer((client) => {
        if (hanging) {
          sockets.add(client);
          client.on('error', () => {});
          return;
        }
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      fresh.once('error', reject);
      fresh.listen(port, '127.0.0.1', () => {
        server = fresh;
        resolve();
      });
    });
  const stop = async () => {
    const running = server;
    server = null;
    cut();
    if (running) await new Promise((resolve) => running.close(resolve));
  };
  const hang = async () => {
    hanging = true;
    cut();
    if (!server) await listen();
  };
  await start();
  return { port, start, stop, hang };
}

/** The JSON log lines an app wrote, as objects. */
export function logRecorder() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    /** Lines at warn level or above. */
    warnings: () => lines.filter((line) => line.level >= 40),
  };
}

/** The whole app on `db` with `env`, writing its log (warn and up) to `logStream`. */
export async function appOn(db: Db, env: Record<string, string>, logStream: { write(line: string): void }) {
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST: '', LOG_LEVEL: 'warn', JOBS: 'false', ...env });
  const app: FastifyInstance = await buildApp({ config, db, logStream });
  await app.ready();
  return app;
}

/** Runs `work` and says how long it took. */
export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

/** Polls `check` until it holds (or the deadline passes); returns whether it held. */
export async function eventually(check: () => Promise<boolean>, deadlineMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await pause(100);
  }
  return false;
}
