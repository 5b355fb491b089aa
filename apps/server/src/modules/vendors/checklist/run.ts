import { parseArgs } from 'node:util';
import { checklistClient } from './client.ts';
import { type ChecklistContext, type LaunchTokens, newRunId, runScenario } from './scenario.ts';
import { SCENARIOS } from './scenarios.ts';
import { HOUSE_GAMES, lastStorm } from './storm.ts';

/**
 * The aggregator checklist against any deployment of the seamless-wallet API:
 *
 *   npx tsx apps/server/src/modules/vendors/checklist/run.ts --url http://127.0.0.1:8080 \
 *     --vendor ARC --secret <vendor secret> --player <member id> [--player <another>] \
 *     [--game ARC-golden-dragon] [--launch-token <token> --launch-token <token>] \
 *     [--storm-vendor ARCL=<secret> …] [--rounds 10] [--concurrency 4] [--seed 1] [--only <words>] [--no-storm]
 *
 * The players must hold at least 100.00 where the vendor plays; every scenario puts their balance
 * back where it found it, except the storm, which plays (and checks) real rounds. Two launch tokens
 * of the first player for the vendor run the authenticate scenarios (each is spent); a second
 * player runs the cross-player ones. Exits 1 when a scenario fails.
 */

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    vendor: { type: 'string' },
    secret: { type: 'string', default: process.env.CHECKLIST_SECRET },
    player: { type: 'string', multiple: true, default: [] },
    game: { type: 'string' },
    'launch-token': { type: 'string', multiple: true, default: [] },
    'storm-vendor': { type: 'string', multiple: true, default: [] },
    rounds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '4' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    only: { type: 'string' },
    'no-storm': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});

function usage(problem: string): never {
  process.stderr.write(
    `${problem}\nusage: run.ts --url <base url> --vendor <code> --secret <secret> --player <id> …\n`,
  );
  process.exit(2);
}

const { url, vendor, secret } = values;
if (!url || !vendor || !secret) usage('--url, --vendor and --secret (or CHECKLIST_SECRET) are required');
if (values.player.length === 0) usage('at least one --player is required');
const gameCode = values.game ?? HOUSE_GAMES[vendor]?.[0]?.game;
if (!gameCode) usage(`--game is required for vendor ${vendor}`);

const client = checklistClient({ url, vendor, secret });
const vendors: Record<string, ReturnType<typeof checklistClient>> = { [vendor]: client };
for (const pair of values['storm-vendor']) {
  const [code, key] = pair.split('=', 2);
  if (!code || !key) usage(`--storm-vendor wants CODE=SECRET, not ${pair}`);
  vendors[code] = checklistClient({ url, vendor: code, secret: key });
}
const tokens = [...values['launch-token']];
const launchTokens: LaunchTokens | undefined =
  tokens.length >= 2
    ? {
        fresh: async () => {
          const token = tokens.shift();
          if (!token) throw new Error('no launch token left: pass one more --launch-token');
          return token;
        },
      }
    : undefined;

const context: ChecklistContext = {
  client,
  vendors,
  players: values.player,
  gameCode,
  games: { [vendor]: gameCode },
  runId: newRunId(),
  ...(launchTokens ? { launchTokens } : {}),
  storm: {
    rounds: Number(values.rounds),
    concurrency: Number(values.concurrency),
    duplicateRate: 0.1,
    timeoutRate: 0.05,
    seed: Number(values.seed),
  },
};

const chosen = SCENARIOS.filter(
  (scenario) =>
    (!values.only || scenario.name.includes(values.only)) && !(values['no-storm'] && scenario.name.startsWith('storm')),
);
const results = [];
let failed = 0;
for (const scenario of chosen) {
  const result = await runScenario(context, scenario);
  results.push(result);
  if (!result.passed) failed++;
  if (values.json) continue;
  const mark = result.skipped ? '-' : result.passed ? '✓' : '✗';
  const note = result.skipped ? ` (skipped: ${result.skipped})` : ` (${result.ms} ms)`;
  process.stdout.write(`${mark} ${result.name}${note}\n`);
  for (const problem of result.problems) process.stdout.write(`    ${problem}\n`);
}
if (values.json) {
  process.stdout.write(`${JSON.stringify({ runId: context.runId, results, storm: lastStorm }, null, 2)}\n`);
} else {
  if (lastStorm) {
    const { rounds, calls, duplicates, lostAnswers, answers } = lastStorm;
    process.stdout.write(
      `storm: ${rounds} rounds, ${calls} calls, ${duplicates} duplicated, ${lostAnswers} answers lost\n`,
    );
    process.stdout.write(`       ${JSON.stringify(answers)}\n`);
  }
  process.stdout.write(`${chosen.length - failed} of ${chosen.length} passed (run ${context.runId})\n`);
}
process.exit(failed > 0 ? 1 : 0);
