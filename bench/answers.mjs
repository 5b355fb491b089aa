// The answers every visit asks for, as a browser asks them (Accept-Encoding, so they come compressed),
// beside the bare Fastify route in the same run: the site's page, the game menus, the hot games and the
// winners board. Each is the same for every visitor of a brand, so the server keeps it compressed
// (apps/server/src/platform/kept-answer.ts); the same requests without Accept-Encoding are printed too.
// The server on embedded PGlite in a fresh folder, with the built web app. `node bench/answers.mjs`
// after a build (`npm run bench` runs it); BENCH_SECONDS sets each run's length (default 10).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BROWSER, perSecond, printRows } from './catalogue.mjs';
import { freePort, start, stopAll } from './servers.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const PATHS = [
  '/',
  '/lgw/games/game_menus',
  '/wps/relay/GCSGAME_hotGamesV2?gameType=RNG',
  '/wps/relay/ODSFE2_getWinnerBoard?size=10',
];

const load = (url, headers) => autocannon({ url, connections: 10, duration: seconds, headers });

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'arcadia-bench-answers-'));
  const children = [];
  try {
    const [port, barePort] = [await freePort(), await freePort()];
    const base = `http://127.0.0.1:${port}`;
    const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
    children.push(await start(['apps/server/dist/main.js'], env, `${base}/wps/system/status`, 600_000));
    children.push(await start(['bench/bare-server.mjs'], { PORT: String(barePort) }, `http://127.0.0.1:${barePort}/`));
    console.log('\nThe answers of every visit, as a browser asks them (embedded PGlite, the built web app)');
    for (const where of PATHS) await load(`${base}${where}`, { host: 'localhost', ...BROWSER });
    const rows = [];
    for (const where of PATHS) {
      console.log(`Loading GET ${where} as a browser asks, then without Accept-Encoding, for ${seconds} s each…`);
      const compressed = await load(`${base}${where}`, { host: 'localhost', ...BROWSER });
      const sizes = await fetch(`${base}${where}`, { headers: { host: 'localhost', ...BROWSER } });
      const plain = await load(`${base}${where}`, { host: 'localhost' });
      rows.push({ where, compressed, plain, encoding: sizes.headers.get('content-encoding') ?? 'none' });
    }
    console.log(`Loading the bare Fastify route for ${seconds} s…`);
    const bare = perSecond(await load(`http://127.0.0.1:${barePort}/`, {}));
    printRows(
      rows.map(({ where, compressed, plain, encoding }) => [
        `GET ${where} (${encoding}; without: ${perSecond(plain).toFixed(0)}/s)`,
        `${perSecond(compressed).toFixed(0)}/s p99 ${compressed.latency.p99} ms`,
        `${bare.toFixed(0)}/s`,
        `${((perSecond(compressed) / bare) * 100).toFixed(1)} %`,
        '—',
      ]),
    );
    console.log('Subject: the answer as a browser asks it; control: the bare Fastify route; 10 connections each.');
  } finally {
    await stopAll(children);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

export { main as answersBench };
