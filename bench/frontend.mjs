// Front-end figures, each beside its control measured in the same run:
// (a) the JavaScript the home page loads before its largest paint (gzip -9 of each script the browser
//     actually fetched), beside a bare Vite + React page built now with the repository's vite;
// (b) Lighthouse 13 mobile (simulated slow 4G, 4× CPU) performance score, LCP, TBT and CLS of `/` and
//     `/rng`, beside a static HTML page served by the same server.
// Needs the built site (`npm run build`) and Chromium (CHROMIUM, else /usr/bin/chromium).
// BENCH_LH_RUNS sets the Lighthouse runs per page (default 3; the median is printed). BENCH_LH_CPU sets
// the CPU slowdown (default Lighthouse's 4×, which assumes a desktop host; Lighthouse's throttling guide
// gives lower ones for weaker hosts by their benchmarkIndex, printed under the table).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort, start, stopAll } from './servers.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'apps/web/dist');
const chromePath = process.env.CHROMIUM ?? '/usr/bin/chromium';
const runs = Number(process.env.BENCH_LH_RUNS ?? 3);
const cpuSlowdown = process.env.BENCH_LH_CPU ? Number(process.env.BENCH_LH_CPU) : undefined;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
// Served from the web app's folder while the run lasts (the server maps only files present at start).
const BARE_DIR = path.join(webDist, 'bench-bare');
const STATIC_FILE = path.join(webDist, 'bench-static.html');

/** The static control: the same banner image as the home page's largest paint, no script at all. */
const STATIC_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Static control</title><meta name="description" content="A static page beside the site, for the bench."></head>
<body><h1>Static control</h1><img src="/img/banners/home/1.svg" alt="Banner"
width="100%"><p>The same banner the home page paints first, in plain HTML.</p></body></html>
`;

const kb = (bytes) => bytes / 1024;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function buildBare() {
  const out = mkdtempSync(path.join(os.tmpdir(), 'arcadia-bare-vite-'));
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  execFileSync(process.execPath, [vite, 'build', '--config', 'bench/bare-vite/vite.config.mjs', '--outDir', out], {
    cwd: root,
    stdio: 'ignore',
  });
  rmSync(BARE_DIR, { recursive: true, force: true });
  cpSync(out, BARE_DIR, { recursive: true });
  rmSync(out, { recursive: true, force: true });
}

/**
 * Loads the page in Chromium on a phone-sized screen and sums the scripts requested before the
 * largest contentful paint: their bodies as served, gzip -9 (the same measure for both pages).
 */
async function scriptsBeforeLcp(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const bodies = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.set(
      response.url(),
      response.body().catch(() => null),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const { lcp, scripts } = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const lcp = entries[entries.length - 1]?.startTime ?? Number.POSITIVE_INFINITY;
          const scripts = performance
            .getEntriesByType('resource')
            .filter((entry) => /\.m?js(\?|$)/.test(new URL(entry.name).pathname) && entry.startTime < lcp)
            .map((entry) => entry.name);
          resolve({ lcp, scripts });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  let gzip = 0;
  for (const name of scripts) {
    const body = await bodies.get(name);
    const size = body ? gzipSync(body, { level: 9 }).length : 0;
    if (process.env.BENCH_VERBOSE)
      console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${new URL(name).pathname}`);
    gzip += size;
  }
  if (process.env.BENCH_VERBOSE) console.log(`  LCP at ${lcp.toFixed(0)} ms: ${url}`);
  await context.close();
  return { lcp, files: scripts.length, gzip };
}

async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
    });
    const { audits, categories, runtimeError, environment, runWarnings } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    return {
      score: Math.round((categories.performance.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      // Lighthouse's measure of the host's CPU, and its warning when the host is slower than it assumes.
      benchmarkIndex: environment.benchmarkIndex,
      slowHost: runWarnings.some((warning) => /slower CPU/i.test(warning)),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * One run, run once more when Lighthouse's trace came out broken (a runtime error such as
 * NO_NAVSTART, whose message is "please run Lighthouse again"); a second failure ends the bench.
 */
async function lighthouseRunOrRetry(url) {
  try {
    return await lighthouseRun(url);
  } catch (error) {
    console.log(`  ${error.message.split('\n')[0]}: running it again`);
    return lighthouseRun(url);
  }
}

/** Median of each figure over the runs. */
async function lighthouseMedian(url) {
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await lighthouseRunOrRetry(url));
  const figures = ['score', 'lcp', 'tbt', 'cls', 'benchmarkIndex'].map((key) => [
    key,
    median(results.map((r) => r[key])),
  ]);
  return { ...Object.fromEntries(figures), slowHost: results.some((r) => r.slowHost) };
}

const verdict = (ok) => (ok ? 'met' : 'NOT met');

function printRows(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((cells) => String(cells[i]).length)));
  const line = (cells) => cells.map((cell, i) => String(cell)[i ? 'padStart' : 'padEnd'](widths[i])).join('  ');
  console.log(`${line(head)}\n${line(widths.map((w) => '-'.repeat(w)))}`);
  for (const cells of rows) console.log(line(cells));
}

export async function frontend() {
  if (!existsSync(chromePath)) {
    console.log(`\nFront end: skipped, no Chromium at ${chromePath} (set CHROMIUM).`);
    return;
  }
  console.log('\nFront end: building the bare Vite + React page with the repository’s vite…');
  buildBare();
  writeFileSync(STATIC_FILE, STATIC_PAGE);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'arcadia-bench-front-'));
  const children = [];
  try {
    const port = Number(process.env.BENCH_PORT ?? (await freePort()));
    const base = `http://localhost:${port}`;
    const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
    children.push(await start(['apps/server/dist/main.js'], env, `${base}/wps/system/status`));

    const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
    let home;
    let bare;
    try {
      // One warm-up load: the server's first page answer fills its brand caches.
      await scriptsBeforeLcp(browser, `${base}/`);
      home = await scriptsBeforeLcp(browser, `${base}/`);
      bare = await scriptsBeforeLcp(browser, `${base}/bench-bare/index.html`);
    } finally {
      await browser.close();
    }
    console.log('\n(a) JavaScript loaded before the largest contentful paint (gzip -9 of what Chromium fetched)\n');
    const ratio = home.gzip / bare.gzip;
    printRows(
      ['page', 'files', 'KB gzip', '× bare', 'goal'],
      [
        [
          'home /',
          home.files,
          kb(home.gzip).toFixed(1),
          ratio.toFixed(2),
          `≤ 1.5× and ≤ 150 KB: ${verdict(ratio <= 1.5 && kb(home.gzip) <= 150)}`,
        ],
        ['bare Vite + React', bare.files, kb(bare.gzip).toFixed(1), '1.00', ''],
      ],
    );

    const slowdown = cpuSlowdown ? `${cpuSlowdown}× CPU, set by BENCH_LH_CPU` : 'its default 4× CPU';
    console.log(`\n(b) Lighthouse 13 mobile (${slowdown}), performance, median of ${runs} run(s) per page\n`);
    const control = await lighthouseMedian(`${base}/bench-static.html`);
    const rows = [];
    const hosts = [control];
    for (const pagePath of ['/', '/rng']) {
      const r = await lighthouseMedian(`${base}${pagePath}`);
      hosts.push(r);
      const lcpRatio = r.lcp / control.lcp;
      rows.push(
        [
          pagePath,
          'score',
          r.score,
          control.score,
          (r.score / control.score).toFixed(2),
          `≥ 95: ${verdict(r.score >= 95)}`,
        ],
        [
          pagePath,
          'LCP ms',
          r.lcp.toFixed(0),
          control.lcp.toFixed(0),
          lcpRatio.toFixed(2),
          `≤ 1.3× static: ${verdict(lcpRatio <= 1.3)}`,
        ],
        [
          pagePath,
          'TBT ms',
          r.tbt.toFixed(0),
          control.tbt.toFixed(0),
          control.tbt ? (r.tbt / control.tbt).toFixed(2) : '–',
          `≤ 100 ms: ${verdict(r.tbt <= 100)}`,
        ],
        [
          pagePath,
          'CLS',
          r.cls.toFixed(3),
          control.cls.toFixed(3),
          control.cls ? (r.cls / control.cls).toFixed(2) : '–',
          `≤ 0.05: ${verdict(r.cls <= 0.05)}`,
        ],
      );
    }
    printRows(['page', 'figure', 'value', 'static', '× static', 'goal'], rows);
    const index = median(hosts.map((r) => r.benchmarkIndex));
    console.log(
      `Host CPU: Lighthouse benchmarkIndex ${index.toFixed(0)} (median of the pages' medians). The 4× slowdown turns a desktop of 1,000 or more into a mid-tier phone.`,
    );
    if (hosts.some((r) => r.slowHost))
      console.log(
        'Lighthouse warned that this host is slower than it assumes: the static page itself then shows blocking time, and TBT and the score read worse than on a phone. Its throttling guide (docs/throttling.md) gives a lower BENCH_LH_CPU for such a host.',
      );
  } finally {
    await stopAll(children);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(BARE_DIR, { recursive: true, force: true });
    rmSync(STATIC_FILE, { force: true });
  }
}

// Run on its own: `node bench/frontend.mjs` (after `npm run build`).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await frontend();
