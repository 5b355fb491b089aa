// The agent centre's team reports on a PostgreSQL server: team overview and team betting
// for an agent whose downline has 10,000 members and a million bets, beside the game-list
// call on the same server, in one run. `npm run bench:agent` (builds first).
// BENCH_SECONDS sets each run's length (default 10); BENCH_PG_URL names the PostgreSQL
// server (default postgres://postgres@127.0.0.1:5432/test); the run makes its own database
// there and drops it afterwards (BENCH_KEEP=true keeps it, to look at query plans).
// BENCH_MEMBERS and BENCH_BETS change the sizes.
import { createHash, randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { withClient } from './clients.mjs';
import { percentile } from './percentile.mjs';
import { freePort, start, stopAll } from './servers.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const BETS = Number(process.env.BENCH_BETS ?? 1_000_000);
/** Sub-agents directly below the top agent; every other member sits below one of them. */
const SUBS = 100;
const DAYS = 60;

/**
 * The downline, generated in SQL on the server: the top agent, SUBS sub-agents below it and
 * MEMBERS − SUBS members below them (the database keeps the agent tree as they are inserted),
 * a main wallet each, and BETS settled bets spread over the last DAYS days. The bets are bulk
 * loaded with row triggers off (as a restore would); member_day_stats is filled with the same
 * aggregate its migration uses and team_day_stats by the migration's own rebuild function. The
 * run then measures reads only.
 */
async function generate(client) {
  const brand = (await client.query(`SELECT id FROM merchants WHERE code = 'demo'`)).rows[0].id;
  const top = (
    await client.query(
      `INSERT INTO members (merchant_id, account, password_hash, nickname, type)
       VALUES ($1, 'benchtop', 'x', 'Bench agent', 1) RETURNING id`,
      [brand],
    )
  ).rows[0].id;
  await client.query(
    `INSERT INTO members (merchant_id, account, password_hash, nickname, type, parent_id, created_at)
     SELECT $1, 'benchsub' || n, 'x', 'Sub ' || n, 2, $2, now() - make_interval(days => n % $3)
       FROM generate_series(1, $4) n`,
    [brand, top, DAYS, SUBS],
  );
  await client.query(
    `INSERT INTO members (merchant_id, account, password_hash, nickname, type, parent_id, created_at)
     SELECT $1, 'benchm' || n, 'x', 'Member ' || n, 0, s.id, now() - make_interval(days => n % $2)
       FROM generate_series(1, $3) n
       JOIN members s ON s.merchant_id = $1 AND s.account = 'benchsub' || (1 + n % $4)`,
    [brand, DAYS, MEMBERS - SUBS, SUBS],
  );
  await client.query(
    `INSERT INTO ledger_accounts (merchant_id, kind, member_id, code, currency, allow_negative)
     SELECT $1, 'member_main', t.descendant_id, '', 'PHP', false FROM member_tree t WHERE t.ancestor_id = $2`,
    [brand, top],
  );
  await client.query(
    `CREATE TEMP TABLE bench_players AS
     SELECT (row_number() OVER (ORDER BY t.descendant_id) - 1)::int AS i, t.descendant_id AS member_id, a.id AS account_id
       FROM member_tree t JOIN ledger_accounts a ON a.member_id = t.descendant_id AND a.kind = 'member_main'
      WHERE t.ancestor_id = $1 AND t.depth > 0`,
    [top],
  );
  await client.query('CREATE INDEX ON bench_players (i)');
  await client.query('BEGIN');
  await client.query(`SET LOCAL session_replication_role = replica`);
  await client.query(
    `INSERT INTO bet_records (merchant_id, member_id, vendor_code, game_type, game_code, round_id, bet_transaction_id,
       account_id, stake, payout, state, placed_at, settled_at)
     SELECT $1, p.member_id, 'ARC', 'RNG', 'ARC-SLOT-' || (1 + n % 3), 'bench-r' || n, 'bench-b' || n, p.account_id,
            r.stake, CASE WHEN n % 3 = 0 THEN r.stake * 2 ELSE 0 END, 'settled', r.at, r.at + interval '1 minute'
       FROM generate_series(1, $2) n
       JOIN bench_players p ON p.i = n % $4
       CROSS JOIN LATERAL (SELECT 100 + (n::bigint * 7919) % 9900 AS stake,
                                  now() - make_interval(secs => (n::bigint * 5323) % ($3 * 86400)) AS at) r`,
    [brand, BETS, DAYS, MEMBERS],
  );
  await client.query(
    `INSERT INTO member_day_stats AS s (member_id, day, merchant_id, bet_count, stake, valid_bet, payout)
     SELECT member_id, brand_day(merchant_id, placed_at), merchant_id, count(*), SUM(stake), SUM(stake), SUM(payout)
       FROM bet_records WHERE merchant_id = $1 AND round_id LIKE 'bench-r%'
      GROUP BY member_id, brand_day(merchant_id, placed_at), merchant_id
     ON CONFLICT (member_id, day) DO UPDATE SET bet_count = s.bet_count + EXCLUDED.bet_count,
       stake = s.stake + EXCLUDED.stake, valid_bet = s.valid_bet + EXCLUDED.valid_bet, payout = s.payout + EXCLUDED.payout`,
    [brand],
  );
  await client.query('COMMIT');
  await client.query('SELECT team_day_rebuild()');
  await client.query('VACUUM ANALYZE');
  const token = randomBytes(32).toString('base64url');
  await client.query(
    `INSERT INTO sessions (token_hash, member_id, merchant_id, ip, expires_at)
     VALUES ($1, $2, $3, '127.0.0.1', now() + interval '1 day')`,
    [createHash('sha256').update(token).digest('hex'), top, brand],
  );
  const sizes = (
    await client.query(
      `SELECT (SELECT count(*) FROM member_tree WHERE ancestor_id = $1 AND depth > 0)::int AS members,
              (SELECT count(*) FROM bet_records WHERE round_id LIKE 'bench-r%')::int AS bets,
              (SELECT count(*) FROM member_day_stats)::int AS days`,
      [top],
    )
  ).rows[0];
  return { token, sizes };
}

/** Latencies of every 2xx answer (autocannon reports no p95, so they are kept and sorted here). */
async function measure(port, path, headers, connections) {
  const times = [];
  let failed = 0;
  const instance = autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    headers: { host: 'localhost', ...headers },
    connections,
    duration: seconds,
  });
  instance.on('response', (_client, status, _bytes, time) => {
    if (status >= 200 && status < 300) times.push(time);
    else failed++;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  const at = (q) => percentile(times, q) ?? Number.NaN;
  return { perSecond: times.length / result.duration, p50: at(0.5), p95: at(0.95), failed };
}

const name = `arcadia_bench_${Date.now().toString(36)}`;
const url = new URL(serverUrl);
url.pathname = `/${name}`;
await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
const children = [];
try {
  const port = await freePort();
  const env = { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: url.toString(), LOG_LEVEL: 'warn', WEB_DIST: '' };
  children.push(await start(['apps/server/dist/main.js'], env, `http://127.0.0.1:${port}/wps/system/status`));
  console.log(`PostgreSQL: ${serverUrl.replace(/\/[^/]*$/, '')}/${name} (fresh; dropped afterwards)`);
  console.log(`Generating ${MEMBERS.toLocaleString()} downline members and ${BETS.toLocaleString()} bets…`);
  const began = Date.now();
  const { token, sizes } = await withClient(url.toString(), generate);
  console.log(
    `  ${sizes.members.toLocaleString()} members, ${sizes.bets.toLocaleString()} bets, ` +
      `${sizes.days.toLocaleString()} member-days, in ${((Date.now() - began) / 1000).toFixed(0)} s`,
  );
  const auth = { authorization: `Bearer ${token}` };
  const calls = [
    ['team overview, last 30 days', '/wps/agent/team/overview?preset=last30days', auth],
    ['team overview, last 7 days', '/wps/agent/team/overview?preset=last7days', auth],
    ['team betting, last 30 days, p.1', '/wps/agent/team/bets?preset=last30days&pageNo=1&pageSize=20', auth],
    ['team betting, last 30 days, p.50', '/wps/agent/team/bets?preset=last30days&pageNo=50&pageSize=20', auth],
    ['GET gameList (RNG, page 1)', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1', {}],
  ];
  const rows = [];
  for (const connections of [1, 10]) {
    for (const [label, path, headers] of calls) {
      console.log(`Loading ${label} for ${seconds} s (${connections} connection${connections > 1 ? 's' : ''})…`);
      const result = await measure(port, path, headers, connections);
      if (result.failed) console.log(`  non-2xx answers: ${result.failed}`);
      rows.push([label, connections, result]);
    }
  }
  console.log('\nwhat                              conns  per second   p50 ms   p95 ms');
  console.log('--------------------------------  -----  ----------  -------  -------');
  for (const [label, connections, r] of rows) {
    console.log(
      `${label.padEnd(32)}  ${String(connections).padStart(5)}  ${r.perSecond.toFixed(0).padStart(10)}  ` +
        `${String(r.p50).padStart(7)}  ${String(r.p95).padStart(7)}`,
    );
  }
  console.log(
    '\nThe p95 goal for the team reports is 150 ms. Overview and the betting totals read team_day_stats' +
      ' (per upline and day); active members probe each member’s days; the betting list walks the brand’s bets by time.',
  );
} finally {
  await stopAll(children);
  if (process.env.BENCH_KEEP === 'true') console.log(`Kept ${url}`);
  else await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
