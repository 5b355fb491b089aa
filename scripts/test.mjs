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

const run = (command, commandArgs, env = {}) =>
  spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status;

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/** A step that produced no report (a crash, a failed build) counts as one failure. */
const add = (counts, what) => {
  if (!counts) {
    console.error(`\n${what}: no results (see the output above); counted as 1 failure.`);
    totals.failed += 1;
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
    if (ci) totals.failed += 1;
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
  add(
    json && {
      passed: json.stats.expected + json.stats.flaky,
      failed: json.stats.unexpected + json.errors.length,
      skipped: json.stats.skipped,
    },
    'playwright',
  );
}

vitest();
if (e2e) browserSuite();
rmSync(tmp, { recursive: true, force: true });

if (process.env.TEST_SUMMARY_FILE) writeFileSync(process.env.TEST_SUMMARY_FILE, JSON.stringify(totals));
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
