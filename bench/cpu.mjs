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

/** [comm, own ticks, waited-for children's ticks] of one process, or undefined when it is gone. */
function ticksOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return [comm, Number(f[11]) + Number(f[12]), Number(f[13]) + Number(f[14])];
  } catch {
    return undefined;
  }
}

/**
 * Every PostgreSQL process's ticks with those of its exited children: a backend that ends during a
 * run (pgbench's) moves its time into the postmaster's children's ticks, so the sum stays whole.
 */
function postgresTicks() {
  let sum = 0;
  let seen = false;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const t = ticksOf(entry);
    if (t?.[0] !== 'postgres') continue;
    seen = true;
    sum += t[1] + t[2];
  }
  return seen ? sum : null;
}

const readable = ticksOf('self') !== undefined;

/** The ticks of the parts now: the server (when given), PostgreSQL, the load generator. */
function snapshot(serverPid) {
  const self = ticksOf('self');
  const server = serverPid ? ticksOf(serverPid) : undefined;
  return {
    server: server ? server[1] : null,
    postgres: postgresTicks(),
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
      const per = (key) =>
        before[key] === null || after[key] === null ? null : ((after[key] - before[key]) * 1e6) / TICKS / ops;
      const cpu = { server: per('server'), postgres: per('postgres'), load: per('load'), ops };
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
