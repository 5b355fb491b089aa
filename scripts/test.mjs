// `npm test`: the unit and integration tests (Vitest), then the browser suite
// (Playwright on the built site in a system Chromium), then one summary line.
//   --no-e2e       skip the browser suite
//   --server-only  only the Vitest `server` project (CI's PostgreSQL pass)
// TEST_SUMMARY_FILE=<path> also writes the counts there as JSON.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const serverOnly = args.has('--server-only');
const e2e = !serverOnly && !args.has('--no-e2e');
const ci = process.env.CI === 'true';
const tmp = mkdtempSync(path.join(os.tmpdir(), 'arcadia-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** The failed tests by name, repeated at the end where a log's tail shows them. */
const failures = [];

const run = (command, commandArgs, env = {}) =>
  spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status;

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/** A step that produced no report (a crash, a failed build) counts as one failure. */
const add = (counts, what) => {
  if (!counts) {
    console.error(`\n${what}: no results (see the output above); counted as 1 failure.`);
    totals.failed += 1;
    failures.push(`${what}: no results`);
    return;
  }
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
};

// Same search order as e2e/chromium.ts (which the Playwright config uses).
function findChromium() {
  if (process.env.CHROMIUM) return existsSync(process.env.CHROMIUM) ? process.env.CHROMIUM : null;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const which = spawnSync('which', ['chromium'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

function vitest() {
  const report = path.join(tmp, 'vitest.json');
  const project = serverOnly ? ['--project', 'server'] : [];
  run('npx', ['vitest', 'run', ...project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  const json = readJson(report);
  // A file that fails to load, or an error between tests, fails the run without failing a test.
  const outside = json && !json.success && json.numFailedTests === 0 ? 1 : 0;
  for (const file of json?.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${where} › ${test.fullName}`);
    if (file.status === 'failed' && failed.length === 0) failures.push(`${where} (did not load or run)`);
  }
  if (outside) failures.push('vitest: an error outside any test (see the output above)');
  add(
    json && {
      passed: json.numPassedTests,
      failed: json.numFailedTests + outside,
      skipped: json.numPendingTests + json.numTodoTests,
    },
    'vitest',
  );
}

function browserSuite() {
  const chromium = findChromium();
  if (!chromium) {
    const line = '!'.repeat(72);
    console.error(
      [
        '',
        line,
        '!!  BROWSER SUITE SKIPPED: no Chromium found.',
        '!!  The e2e tests (e2e/tests) did NOT run.',
        '!!  To run them: apt-get install chromium   (gives /usr/bin/chromium)',
        '!!           or: CHROMIUM=/path/to/chromium npm test',
        ci ? '!!  CI=true: this counts as a failure.' : '!!  (With CI=true this is a failure.)',
        line,
        '',
      ].join('\n'),
    );
    if (ci) {
      totals.failed += 1;
      failures.push('browser suite: no Chromium found');
    }
    return;
  }
  console.log(`\nBrowser suite in ${chromium}: building the site first.`);
  if (run('npm', ['run', 'build']) !== 0) return add(null, 'build');
  const report = path.join(tmp, 'playwright.json');
  run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    CHROMIUM: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  // Errors outside any test (the web server would not start, say) count as failures too.
  const json = readJson(report);
  if (json) failures.push(...failedSpecs(json.suites), ...json.errors.map((error) => `e2e: ${error.message}`));
  add(
    json && {
      passed: json.stats.expected + json.stats.flaky,
      failed: json.stats.unexpected + json.errors.length,
      skipped: json.stats.skipped,
    },
    'playwright',
  );
}

/** Playwright's report nests suites (files, describes) around specs; a spec that is not ok failed. */
function failedSpecs(suites, titles = []) {
  return suites.flatMap((suite) => {
    const inner = [...titles, suite.title];
    const own = (suite.specs ?? []).filter((spec) => !spec.ok).map((spec) => [...inner, spec.title].join(' › '));
    return [...own, ...failedSpecs(suite.suites ?? [], inner)];
  });
}

vitest();
if (e2e) browserSuite();
rmSync(tmp, { recursive: true, force: true });

if (process.env.TEST_SUMMARY_FILE)
  writeFileSync(process.env.TEST_SUMMARY_FILE, JSON.stringify({ ...totals, failures }));
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((name) => `  ${name}`).join('\n')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
