// The game catalogue's search, each figure beside a control measured in the same run:
// - the game list with a name search vs the bare Fastify route (10 connections), and for reading
//   the same search as a browser asks it (Accept-Encoding: answers compressed);
// - the same list at 50,000 games vs at the seeded ~2,300 (1 and 10 connections), each request a
//   page the server has not kept (see freshPage);
// - embedded PGlite vs PostgreSQL, 1 connection, the seeded catalogue on both, fresh pages.
// Each row's loads run in turns (alternate.mjs: subject, control, control, subject).
// `node bench/catalogue.mjs` after a build (`npm run bench` runs it). BENCH_SECONDS sets each
// run's length (default 10); BENCH_PG_URL names the PostgreSQL server (default
// postgres://postgres@127.0.0.1:5432/test): the run makes two databases there and drops them.
// BENCH_GAMES sets the large catalogue's size (default 50,000).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { both, inTurns } from './alternate.mjs';
import { withClient } from './clients.mjs';
import { freePort, start, stopAll } from './servers.mjs';
import { warm } from './warm.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const LARGE = Number(process.env.BENCH_GAMES ?? 50_000);
/** Name searches the lobby sends (prefixes of words in the seeded names), rotated per request. */
const SEARCHES = ['lucky', 'dragon', 'gold', 'fortune', 'tiger', 'fruit', 'wild', 'ma', 'su', 'pa'];

const dbUrl = (name) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * Grows the seeded catalogue to `target` games with copies of the seeded ones (new game codes,
 * the same names and search words, never hot), so a search matches about target / seeded times
 * as many games. The copies go in with SQL, as an operator's bulk import would; nothing is
 * analysed here: what the server does about statistics is part of what is measured.
 */
async function growCatalogue(url, target) {
  await withClient(url, async (client) => {
    const { rows } = await client.query('SELECT count(*)::int AS n FROM games');
    const seeded = rows[0].n;
    const copies = Math.ceil((target - seeded) / seeded);
    await client.query(
      `INSERT INTO games (vendor, game_type, category, game_code, code, default_play_type, classify, min_bet,
                          line_num, is_hot, variant, sort, search, enabled)
       SELECT vendor, game_type, category, game_code || '~b' || n, code || '~b' || n, default_play_type, classify,
              min_bet, line_num, false, variant, sort, search, enabled
       FROM games, generate_series(1, $1::int) n
       ORDER BY n, id LIMIT $2`,
      [copies, target - seeded],
    );
    await client.query(
      `INSERT INTO game_names (game_id, language, name)
       SELECT c.id, gn.language, gn.name
       FROM games c
       JOIN games o ON o.game_code = substring(c.game_code FROM '^(.*)~b[0-9]+$')
       JOIN game_names gn ON gn.game_id = o.id
       WHERE c.game_code LIKE '%~b%'`,
    );
  });
}

/** GET /wps/relay/GCSGAME_gameList (RNG, page 1) searching a name, a different term per request. */
/**
 * The server keeps each list page it has answered with its catalogue index (up to 2,000), so the
 * ten searches rotated above are, after their first answer, answered from memory, as the lobby's
 * repeated lists and searches are. The flatness rows search afresh on every request: each search
 * in each of the six languages, page 1 of 1 to 30 games and page 2 of 1 to 15 (every search matches
 * at least 30 games in both catalogues, so no page is empty), 2,700 pages in turn, more than are kept.
 */
const FRESH_PAGES = ['EN', 'CN', 'VI', 'JA', 'TH', 'TY'].flatMap((language) => [
  ...Array.from({ length: 30 }, (_, i) => `&language=${language}&pageSize=${i + 1}&pageNo=1`),
  ...Array.from({ length: 15 }, (_, i) => `&language=${language}&pageSize=${i + 1}&pageNo=2`),
]);
const freshPage = (sent) => FRESH_PAGES[Math.floor(sent / SEARCHES.length) % FRESH_PAGES.length];

/** What a browser sends beside the lobby's requests: the answers it gets are compressed. */
export const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

function gameListLoad(port, connections, duration = seconds, { fresh = false, headers = {} } = {}) {
  let sent = 0;
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    headers: { host: 'localhost', ...headers },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const n = sent++;
          const page = fresh ? freshPage(n) : '&pageNo=1';
          const path = `/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=${SEARCHES[n % SEARCHES.length]}${page}`;
          return { ...request, path };
        },
      },
    ],
  });
}

async function matches(port) {
  const totals = [];
  for (const term of SEARCHES) {
    const response = await fetch(
      `http://127.0.0.1:${port}/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=${term}&pageNo=1`,
      { headers: { host: 'localhost' } },
    );
    totals.push(`${term} ${(await response.json()).value.total}`);
  }
  return totals.join(', ');
}

/** An autocannon run's 2xx answers per second. */
export const perSecond = (r) => r['2xx'] / r.duration;
const pct = (value) => `${(value * 100).toFixed(1)} %`;

async function main() {
  const stamp = Date.now().toString(36);
  const small = `arcadia_bench_cat_${stamp}_s`;
  const large = `arcadia_bench_cat_${stamp}_l`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'arcadia-bench-cat-'));
  const children = [];
  const startServer = async (env) => {
    const port = await freePort();
    const child = await start(
      ['apps/server/dist/main.js'],
      { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIST: '', ...env },
      `http://127.0.0.1:${port}/wps/system/status`,
      // A first start on PGlite (initdb, migrations, the seed) takes minutes on a busy machine.
      600_000,
    );
    children.push(child);
    return { port, child };
  };
  await withClient(serverUrl, async (client) => {
    await client.query(`CREATE DATABASE ${small}`);
    await client.query(`CREATE DATABASE ${large}`);
  });
  try {
    const smallServer = await startServer({ DATABASE_URL: dbUrl(small) });
    // The large database: migrated and seeded by a first start, grown, then served by a second.
    const first = await startServer({ DATABASE_URL: dbUrl(large) });
    await stopAll([first.child]);
    await growCatalogue(dbUrl(large), LARGE);
    const largeServer = await startServer({ DATABASE_URL: dbUrl(large) });
    const pgliteServer = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const barePort = await freePort();
    children.push(await start(['bench/bare-server.mjs'], { PORT: String(barePort) }, `http://127.0.0.1:${barePort}/`));
    const count = async (url) =>
      withClient(url, async (c) => (await c.query('SELECT count(*)::int AS n FROM games')).rows[0].n);
    const [smallGames, largeGames] = [await count(dbUrl(small)), await count(dbUrl(large))];
    console.log(`PostgreSQL: ${serverUrl.replace(/\/[^/]*$/, '')}/{${small},${large}} (fresh; dropped afterwards)`);
    console.log(`Catalogues: ${smallGames} games (seeded) and ${largeGames} (seeded, then copies)`);
    console.log(`RNG matches at ${smallGames}: ${await matches(smallServer.port)}`);
    console.log(`RNG matches at ${largeGames}: ${await matches(largeServer.port)}`);

    // Every server gets the same unmeasured load first, fresh pages until its rate stops rising, and
    // so does the bare route: otherwise a server measured after another run (the PostgreSQL ones) is
    // compiled hot while the last one (PGlite) is measured cold.
    console.log('Warming each server and the bare route…');
    for (const [label, { port }] of [
      [`${smallGames} games`, smallServer],
      [`${largeGames} games`, largeServer],
      ['PGlite', pgliteServer],
    ])
      await warm(label, (duration) => gameListLoad(port, 10, duration, { fresh: true }));
    await warm('the bare route', (duration) =>
      autocannon({ url: `http://127.0.0.1:${barePort}/`, connections: 10, duration }),
    );

    const runs = {};
    /** A load of `connections` for `seconds`, printed as it starts; `run(connections)` answers its autocannon result. */
    const measure = (label, connections, run) => async () => {
      console.log(`Loading ${label} for ${seconds} s (${connections} connection${connections > 1 ? 's' : ''})…`);
      const result = await run(connections);
      const failed = Object.entries(result.statusCodeStats).filter(([code]) => !code.startsWith('2'));
      if (failed.length)
        console.log(`  non-2xx: ${failed.map(([code, { count }]) => `${count} × ${code}`).join(', ')}`);
      if (result.errors) console.log(`  connection errors: ${result.errors}`);
      return result;
    };
    /** Each row's loads in turns (alternate.mjs), each figure from its two runs together. */
    const inTurnsBoth = async (keys, ...loads) => {
      const results = await inTurns(...loads);
      keys.forEach((key, i) => {
        runs[key] = both(...results[i]);
      });
    };
    const fresh = { fresh: true };
    const bareLoad = (connections) =>
      autocannon({ url: `http://127.0.0.1:${barePort}/`, connections, duration: seconds });
    await inTurnsBoth(
      ['small10', 'bare10'],
      measure(`gameList search, ${smallGames} games, PostgreSQL`, 10, (c) => gameListLoad(smallServer.port, c)),
      measure('bare Fastify route', 10, bareLoad),
    );
    runs.browser10 = await measure(`gameList search as a browser asks (${BROWSER['accept-encoding']})`, 10, (c) =>
      gameListLoad(smallServer.port, c, seconds, { headers: BROWSER }),
    )();
    await inTurnsBoth(
      ['large10', 'smallFresh10'],
      measure(`gameList search, fresh pages, ${largeGames} games, PostgreSQL`, 10, (c) =>
        gameListLoad(largeServer.port, c, seconds, fresh),
      ),
      measure(`gameList search, fresh pages, ${smallGames} games, PostgreSQL`, 10, (c) =>
        gameListLoad(smallServer.port, c, seconds, fresh),
      ),
    );
    // The two 1-connection rows share their control: small, large, PGlite, PGlite, large, small.
    await inTurnsBoth(
      ['small1', 'large1', 'pglite1'],
      measure(`gameList search, fresh pages, ${smallGames} games, PostgreSQL`, 1, (c) =>
        gameListLoad(smallServer.port, c, seconds, fresh),
      ),
      measure(`gameList search, fresh pages, ${largeGames} games, PostgreSQL`, 1, (c) =>
        gameListLoad(largeServer.port, c, seconds, fresh),
      ),
      measure(`gameList search, fresh pages, ${smallGames} games, PGlite`, 1, (c) =>
        gameListLoad(pgliteServer.port, c, seconds, fresh),
      ),
    );

    const rate = (r) => `${perSecond(r).toFixed(0)}/s p50 ${r.latency.p50} ms`;
    const rows = [
      [
        'gameList name search vs bare route (10 conn.)',
        rate(runs.small10),
        rate(runs.bare10),
        perSecond(runs.small10) / perSecond(runs.bare10),
        '≥ 30 %',
      ],
      [
        `${largeGames} games vs ${smallGames}, fresh pages (10 conn.)`,
        rate(runs.large10),
        rate(runs.smallFresh10),
        perSecond(runs.large10) / perSecond(runs.smallFresh10),
        '≥ 60 %',
      ],
      [
        `${largeGames} games vs ${smallGames}, fresh pages (1 conn.)`,
        rate(runs.large1),
        rate(runs.small1),
        perSecond(runs.large1) / perSecond(runs.small1),
        '≥ 60 %',
      ],
      [
        'PGlite vs PostgreSQL, search, fresh pages (1 conn.)',
        rate(runs.pglite1),
        rate(runs.small1),
        perSecond(runs.pglite1) / perSecond(runs.small1),
        '≥ 60 %',
      ],
    ];
    printRows(rows.map(([what, subject, control, ratio, goal]) => [what, subject, control, pct(ratio), goal]));
    console.log(
      `(the same search as a browser asks, answers compressed: ${rate(runs.browser10)}, ${pct(perSecond(runs.browser10) / perSecond(runs.bare10))} of the bare route)`,
    );
    console.log('Per second counts 2xx answers only; each search rotates over the ten terms above: page 1 of 15 (kept');
    console.log(
      'by the server after its first answer), or fresh pages in six languages of 1 to 30 games (2,700 in turn).',
    );
  } finally {
    await stopAll(children);
    rmSync(dataDir, { recursive: true, force: true });
    await withClient(serverUrl, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${small} WITH (FORCE)`);
      await client.query(`DROP DATABASE IF EXISTS ${large} WITH (FORCE)`);
    });
  }
}

export function printRows(rows) {
  const head = ['what', 'subject', 'control', 'ratio', 'goal'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((cells) => String(cells[i]).length)));
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
  console.log(`\n${line(head)}\n${line(widths.map((w) => '-'.repeat(w)))}`);
  for (const cells of rows) console.log(line(cells));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

export { main as catalogueBench };
