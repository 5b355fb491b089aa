import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, type ReporterDescription } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';

// E2E_PORT lets two checkouts run their browser suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 8180);
// The house game vendor, its own process as in production, beside the site.
const HOUSE_PORT = PORT + 10;
const HOUSE_URL = `http://localhost:${HOUSE_PORT}`;
const root = path.resolve(import.meta.dirname, '..');
const ci = process.env.CI === 'true';

// A fresh embedded database for each run. The config is loaded again in every
// worker; they inherit the variable, so only the runner makes (and removes) the folder.
if (!process.env.ARCADIA_E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'arcadia-e2e-'));
  process.env.ARCADIA_E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

const reporter: ReporterDescription[] = [['list']];
// scripts/test.mjs asks for a machine-readable report to count the results.
if (process.env.PLAYWRIGHT_JSON_OUTPUT_NAME) reporter.push(['json']);

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  timeout: 60_000,
  // A hung run must not eat the CI budget.
  globalTimeout: 30 * 60_000,
  expect: { timeout: 10_000 },
  reporter,
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
    // The banner's slides, the notice marquee and the jackpot's glow repaint all the time: on two
    // cores without a GPU that alone took a share of the CPU the server and the tests need.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // A trace records every action's DOM and a screencast: a third of the suite's CPU when kept for
    // every test. The retry of a failed test records one (and a failure has its screenshot).
    trace: 'on-first-retry',
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    {
      command: 'node apps/server/dist/main.js',
      cwd: root,
      url: `http://localhost:${PORT}/wps/system/status`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(String(process.env.ARCADIA_E2E_DATA_DIR), 'site'),
        // Always the embedded database, whatever the caller's shell has set.
        DATABASE_URL: '',
        REDIS_URL: '',
        HOUSE_VENDOR_URL: `http://127.0.0.1:${HOUSE_PORT}`,
        HOUSE_PUBLIC_URL: HOUSE_URL,
      },
    },
    {
      command: 'node --import tsx apps/house-vendor/server/main.ts',
      cwd: root,
      url: `http://127.0.0.1:${HOUSE_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        HOUSE_PORT: String(HOUSE_PORT),
        HOUSE_HOST: '127.0.0.1',
        HOUSE_DATA_DIR: path.join(String(process.env.ARCADIA_E2E_DATA_DIR), 'house-vendor'),
        HOUSE_DATABASE_URL: '',
        PLATFORM_URL: `http://127.0.0.1:${PORT}`,
        HOUSE_PUBLIC_URL: HOUSE_URL,
      },
    },
  ],
});
