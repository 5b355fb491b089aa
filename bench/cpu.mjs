// CPU time per operation, read from /proc (Linux): the server process, PostgreSQL's processes, and
// the load generator (this process, its threads and the children it has waited for: pgbench).
// A ratio of two rates on a saturated machine is the inverse ratio of their CPU per operation, so
// these figures say where a row's time goes. Off Linux, or with the database on another machine,
// the parts that cannot be read are left out (null).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

/** [comm, own ticks, waited-for children's ticks, state] of one process, or undefined when it is gone. */
function ticksOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return [comm, Number(f[11]) + Number(f[12]), Number(f[13]) + Number(f[14]), f[0]];
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL's processes now: each one's own ticks by pid, and the ticks of the children they have
 * waited for (a backend that ends is reaped by the postmaster, which then holds its time).
 */
function postgresTicks() {
  const own = new Map();
  let reaped = 0;
  let ending = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const t = ticksOf(entry);
    if (t?.[0] !== 'postgres') continue;
    own.set(entry, t[1]);
    reaped += t[2];
    if (t[3] === 'Z') ending++;
  }
  return own.size ? { own, reaped, ending } : null;
}

const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * postgresTicks read while no backend is ending. The processes are read one by one, so a backend
 * that ends between its own read and the postmaster's is counted twice (its ticks, then the same
 * ticks reaped), or not at all the other way round: right after pgbench disconnects its eight
 * backends are ending, and a reading taken then was seen 50 % high or low. A reading counts once
 * the next one, 10 ms later, names the same processes, none of them a zombie, and the postmaster
 * has reaped nothing in between: then nothing ended while it was taken (at most a second of tries).
 */
function settledPostgresTicks() {
  let last = postgresTicks();
  for (let tries = 0; last && tries < 100; tries++) {
    pause(10);
    const next = postgresTicks();
    if (!next) return null;
    const same = next.own.size === last.own.size && [...next.own.keys()].every((pid) => last.own.has(pid));
    if (same && next.reaped === last.reaped && next.ending === 0 && last.ending === 0) return last;
    last = next;
  }
  return last;
}

/**
 * PostgreSQL's ticks between two snapshots: what each process still running spent (all of it for one
 * that started in between, or whose pid was taken again), plus what the processes that ended in
 * between spent after the first snapshot: their whole time reaches the postmaster's reaped ticks, less
 * what they had spent before it. One whose time the postmaster has not (yet) taken is left out, which
 * undercounts a little and never makes the figure negative.
 */
function postgresSpent(before, after) {
  let alive = 0;
  for (const [pid, ticks] of after.own) {
    const earlier = before.own.get(pid);
    alive += earlier !== undefined && earlier <= ticks ? ticks - earlier : ticks;
  }
  let endedBefore = 0;
  for (const [pid, ticks] of before.own) if (!after.own.has(pid)) endedBefore += ticks;
  return alive + Math.max(0, after.reaped - before.reaped - endedBefore);
}

const readable = ticksOf('self') !== undefined;

/** The ticks of the parts now: the server (when given), PostgreSQL, the load generator. */
function snapshot(serverPid) {
  const self = ticksOf('self');
  const server = serverPid ? ticksOf(serverPid) : undefined;
  return {
    server: server ? server[1] : null,
    postgres: settledPostgresTicks(),
    load: self[1] + self[2],
  };
}

/**
 * A meter for one run: `start()` just before the load, `stop(ops)` just after it, with the number of
 * operations it made; `stop` answers µs of CPU per operation for each part (null where not read)
 * and their total, or null without /proc.
 */
export function cpuMeter(serverPid) {
  let before = null;
  return {
    start() {
      before = readable ? snapshot(serverPid) : null;
    },
    stop(ops) {
      if (!before || ops <= 0) return null;
      const after = snapshot(serverPid);
      const perTicks = (ticks) => (ticks * 1e6) / TICKS / ops;
      const per = (key) => (before[key] === null || after[key] === null ? null : perTicks(after[key] - before[key]));
      const postgres =
        before.postgres === null || after.postgres === null
          ? null
          : perTicks(postgresSpent(before.postgres, after.postgres));
      const cpu = { server: per('server'), postgres, load: per('load'), ops };
      cpu.total = (cpu.server ?? 0) + (cpu.postgres ?? 0) + cpu.load;
      return cpu;
    },
  };
}

/** Two metered runs read as one: CPU per operation over both. */
export function together(a, b) {
  if (!a || !b) return null;
  const mean = (key) =>
    a[key] === null || b[key] === null ? null : (a[key] * a.ops + b[key] * b.ops) / (a.ops + b.ops);
  return { server: mean('server'), postgres: mean('postgres'), load: mean('load'), total: mean('total') };
}

/** One line: the parts that were read, in µs (ms from 10,000 µs up). */
export function cpuLine(label, cpu) {
  if (!cpu) return `  ${label}: not read (no /proc)`;
  const show = (v) => (v >= 10_000 ? `${(v / 1000).toFixed(1)} ms` : `${v.toFixed(0)} µs`);
  const parts = [
    ['server', cpu.server],
    ['PostgreSQL', cpu.postgres],
    ['load generator', cpu.load],
    ['total', cpu.total],
  ]
    .filter(([, v]) => v !== null)
    .map(([name, v]) => `${name} ${show(v)}`);
  return `  ${label.padEnd(44)} ${parts.join(', ')}`;
}
