// The house games' RTP, measured: every house game simulated with its own engine (apps/house-vendor/games
// and server/games/lottery) on the seeded FastRandom (xoshiro128**), a million rounds each by default,
// beside the RTP the game states. Each row prints the stated figure, the exact one where the engine
// computes it, the measured RTP, its 99 % confidence interval (measured ± 2.576 standard errors of a
// round's payout ratio) and whether the stated and the exact figures lie inside it.
// `npm run bench:house` (or `node bench/house-rtp.mjs`); no build or database needed.
// BENCH_RTP_ROUNDS (default 1,000,000) rounds per game; BENCH_RTP_SEED (default 20260101) the first
// seed, each game its own; BENCH_RTP_WORKERS (default 1) processes simulating at once, the games
// shared among them (`node --import tsx bench/house-rtp-sim.ts`, which imports the TypeScript engines);
// BENCH_RTP_ONLY a comma list of job names (`node --import tsx bench/house-rtp-sim.ts --list`).
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const sim = path.join(import.meta.dirname, 'house-rtp-sim.ts');
const rounds = Number(process.env.BENCH_RTP_ROUNDS ?? 1_000_000);
const seed = Number(process.env.BENCH_RTP_SEED ?? 20_260_101);
const workers = Math.max(1, Number(process.env.BENCH_RTP_WORKERS ?? 1));
/** Two-sided 99 %: the normal quantile at 0.995. */
const Z99 = 2.5758293035489;

const allJobs = JSON.parse(
  execFileSync(process.execPath, ['--import', 'tsx', sim, '--list'], { cwd: root, encoding: 'utf8' }),
);
const only = process.env.BENCH_RTP_ONLY?.split(',').map((s) => s.trim());
const jobs = only ? allJobs.filter((job) => only.includes(job)) : allJobs;

/**
 * Rough cost of a job per round, in relative units (measured: a Vietnam draw writes ~100 digits
 * through drawPrizes; a slot round builds its whole description), so the processes get even shares.
 */
const costOf = (job) =>
  job.startsWith('vietnam') ? 27 : job.startsWith('slot') ? 6 : job.startsWith('elottery') ? 3 : 1;

/** Runs `batch` ([job, seed] pairs) in one process; calls `done` with each job's result as it ends. */
function runBatch(batch, done) {
  return new Promise((resolve, reject) => {
    const args = ['--import', 'tsx', sim, String(rounds), ...batch.map(([job, s]) => `${job}=${s}`)];
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let buffered = '';
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      let at = buffered.indexOf('\n');
      while (at >= 0) {
        const text = buffered.slice(0, at).trim();
        buffered = buffered.slice(at + 1);
        if (text.startsWith('{')) done(JSON.parse(text));
        at = buffered.indexOf('\n');
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`simulation exited with ${code}`))));
  });
}

console.log(
  `House games' RTP: ${rounds.toLocaleString('en')} rounds per game, FastRandom (xoshiro128**) seeded from ${seed} (+ the job's index), ${workers} process(es)`,
);
const started = performance.now();
// Each job keeps its seed (its index in the full list) whatever BENCH_RTP_ONLY picks; the costliest
// jobs are dealt first, each to the process with the least work so far.
const batches = Array.from({ length: Math.min(workers, jobs.length) }, () => ({ cost: 0, jobs: [] }));
for (const job of [...jobs].sort((a, b) => costOf(b) - costOf(a))) {
  const lightest = batches.reduce((a, b) => (b.cost < a.cost ? b : a));
  lightest.cost += costOf(job);
  lightest.jobs.push([job, seed + allJobs.indexOf(job)]);
}
const byJob = new Map();
await Promise.all(
  batches.map((batch) =>
    runBatch(batch.jobs, (result) => {
      byJob.set(result.job, result);
      console.log(`  ${result.job.padEnd(22)} ${(result.ms / 1000).toFixed(1).padStart(6)} s`);
    }),
  ),
);
const results = jobs.map((job) => byJob.get(job));
const wall = (performance.now() - started) / 1000;
const cpu = results.reduce((sum, r) => sum + r.ms, 0) / 1000;

const pct = (x, digits = 3) => `${(x * 100).toFixed(digits)} %`;
const inside = (value, low, high) => (value >= low && value <= high ? 'yes' : 'NO');
const head = [
  'game',
  'bet / spot / strategies',
  'stated',
  'exact',
  'measured',
  '99 % CI',
  'rounds',
  'stated in CI',
  'exact in CI',
];
const cells = [];
const sources = new Map();
const notes = [];
for (const { rows } of results) {
  for (const row of rows) {
    const half = Z99 * row.se;
    const [low, high] = [row.rtp - half, row.rtp + half];
    cells.push([
      row.game,
      row.item,
      pct(row.stated),
      row.exact === null ? '' : pct(row.exact, 4),
      pct(row.rtp),
      `${pct(low)} – ${pct(high)}`,
      row.rounds.toLocaleString('en'),
      inside(row.stated, low, high),
      row.exact === null ? '' : inside(row.exact, low, high),
    ]);
    if (!sources.has(row.game)) sources.set(row.game, new Set());
    sources.get(row.game).add(row.statedFrom);
    if (row.clusterSe !== undefined) {
      const wide = Z99 * row.clusterSe;
      notes.push(
        `${row.game} ${row.item}: per-shoe (cluster) 99 % CI ${pct(row.rtp - wide)} – ${pct(row.rtp + wide)} (${row.note}); stated inside: ${inside(row.stated, row.rtp - wide, row.rtp + wide)}`,
      );
    } else if (row.note && !row.item.startsWith('mix of')) notes.push(`${row.game}: ${row.note}`);
    else if (row.note) notes.push(`${row.game} strategies, in turn: ${row.note}`);
  }
}
const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => String(c[i]).length)));
const line = (c) => c.map((cell, i) => String(cell)[i < 2 ? 'padEnd' : 'padStart'](widths[i])).join('  ');
console.log(`\n${line(head)}\n${line(widths.map((w) => '-'.repeat(w)))}`);
let previous = '';
for (const c of cells) {
  if (previous && c[0] !== previous) console.log('');
  previous = c[0];
  console.log(line(c));
}
const misses = cells.filter((c) => c[7] === 'NO');
console.log(
  `\n${cells.length} rows; stated RTP outside its 99 % CI in ${misses.length} (${misses.map((c) => `${c[0]} ${c[1]}`).join('; ') || 'none'}); exact outside in ${cells.filter((c) => c[8] === 'NO').length}. At 99 %, about 1 row in 100 misses by chance alone.`,
);
console.log('\nWhere each stated figure comes from:');
for (const [game, from] of sources) console.log(`  ${game}: ${[...from].join('; ')}`);
console.log('\nNotes:');
for (const note of notes) console.log(`  ${note}`);
console.log(
  `\nSimulation time: ${cpu.toFixed(1)} s in the engines, ${wall.toFixed(1)} s wall (process start-up included).`,
);
