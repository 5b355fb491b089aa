// The platform and the house vendor as production runs them (scripts/start.mjs): two processes, each
// with its own fresh PostgreSQL database, the vendor calling the platform's seamless wallet, the
// platform asking the vendor for launches. Then players who log in, are funded, and open a game
// page's session the way a browser does (launch → the vendor's /api/session). For house-bets.mjs.
import { randomUUID } from 'node:crypto';
import { api, withClient } from './clients.mjs';
import { OPS, OPS2, operatorAuth } from './ops.mjs';
import { sealerFor } from './seal.mjs';
import { freePort, start, stopAll } from './servers.mjs';

export const HOUSE_VENDOR_CODES = ['ARC', 'ARCE', 'ARCV', 'ARCL', 'ARCP'];
const json = { host: 'localhost', 'content-type': 'application/json' };
const BENCH_SECRET = 'arcadia-bench-house-vendor-secret-shared-by-both';

/**
 * Makes the two databases on the server at `pgUrl`, starts both processes and syncs the vendor's
 * catalogue into the platform. `stop()` stops both and drops the databases.
 */
export async function startHouseStack(pgUrl) {
  const tag = Date.now().toString(36);
  const names = { site: `arcadia_housebets_${tag}`, vendor: `arcadia_housevendor_${tag}` };
  const urlOf = (name) => {
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  await withClient(pgUrl, async (client) => {
    await client.query(`CREATE DATABASE ${names.site}`);
    await client.query(`CREATE DATABASE ${names.vendor}`);
  });
  const children = [];
  const stop = async () => {
    await stopAll(children);
    await withClient(pgUrl, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${names.site} WITH (FORCE)`);
      await client.query(`DROP DATABASE IF EXISTS ${names.vendor} WITH (FORCE)`);
    });
  };
  try {
    const port = Number(process.env.BENCH_PORT) || (await freePort());
    const housePort = Number(process.env.BENCH_HOUSE_PORT) || (await freePort());
    const base = `http://127.0.0.1:${port}`;
    const vendorBase = `http://127.0.0.1:${housePort}`;
    // The address a browser opens the vendor's pages at; the platform checks launch addresses against its origin.
    const housePublicUrl = `http://localhost:${housePort}`;
    // One secret for both sides, as production sets it (each side's development default is the same string).
    const quiet = { LOG_LEVEL: 'warn', NODE_ENV: 'development', HOUSE_VENDOR_SECRET: BENCH_SECRET };
    const platform = await start(
      ['apps/server/dist/main.js'],
      {
        ...quiet,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: urlOf(names.site),
        WEB_DIST: '',
        HOUSE_VENDOR_URL: vendorBase,
        HOUSE_PUBLIC_URL: housePublicUrl,
      },
      `${base}/wps/system/status`,
    );
    children.push(platform);
    const vendor = await start(
      ['--import', 'tsx', 'apps/house-vendor/server/main.ts'],
      {
        ...quiet,
        HOUSE_HOST: '127.0.0.1',
        HOUSE_PORT: String(housePort),
        HOUSE_DATABASE_URL: urlOf(names.vendor),
        PLATFORM_URL: base,
        HOUSE_PUBLIC_URL: housePublicUrl,
      },
      `${vendorBase}/healthz`,
    );
    children.push(vendor);
    const post = (path, body, headers) => api(base, 'POST', path, body, headers);
    const opsAuth = await operatorAuth(post, OPS);
    const approverAuth = await operatorAuth(post, OPS2);
    for (const code of HOUSE_VENDOR_CODES) await post(`/ops/vendors/${code}/sync`, {}, opsAuth);
    const secrets = await withClient(urlOf(names.site), async (client) => {
      const { rows } = await client.query(
        'SELECT vendor_code, secret FROM vendor_secrets WHERE vendor_code = ANY($1)',
        [HOUSE_VENDOR_CODES],
      );
      return Object.fromEntries(rows.map((row) => [row.vendor_code, row.secret]));
    });
    return {
      base,
      vendorBase,
      platform,
      vendor,
      siteDb: urlOf(names.site),
      vendorDb: urlOf(names.vendor),
      secrets,
      operators: { opsAuth, approverAuth },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

let address = 0;
/** A client address of its own per login (the per-IP login budget is 30 in 10 minutes). */
const freshIp = () => {
  address += 1;
  return { 'x-forwarded-for': `10.77.${(address >> 8) & 255}.${address & 255}` };
};

/**
 * `count` members of the demo brand with the demo member's password (its stored hash copied, so no
 * hash is made here), each funded with `amount` through two operators (request and approval) and
 * logged in by a sealed password login, as the site's page does (50,000.00 each: the demo brand's adjustMax). Answers { id, account, token }.
 */
export async function housePlayers(stack, count, amount = 50_000_00) {
  const tag = Date.now().toString(36).slice(-5);
  const rows = await withClient(stack.siteDb, async (client) => {
    const { rows } = await client.query(
      `INSERT INTO members (merchant_id, account, password_hash, nickname, type)
       SELECT d.merchant_id, 'hb' || $2 || n, d.password_hash, 'hb' || $2 || n, 0
         FROM members d JOIN merchants m ON m.id = d.merchant_id, generate_series(1, $1) n
        WHERE m.code = 'demo' AND d.account = 'demo'
       RETURNING id::text AS id, account`,
      [count, tag],
    );
    return rows;
  });
  const seal = await sealerFor(stack.base, json);
  const players = [];
  for (const { id, account } of rows) {
    const credit = { merchant: 'demo', direction: 'credit', amount, reason: 'bench', requestId: randomUUID() };
    const asked = await api(stack.base, 'POST', `/ops/members/${account}/adjust`, credit, stack.operators.opsAuth);
    await api(stack.base, 'POST', `/ops/approvals/${asked.id}/approve`, {}, stack.operators.approverAuth);
    const login = { type: 'username', username: account, password: 'demo1234' };
    const { token } = await api(stack.base, 'POST', '/wps/session/login', seal(login), freshIp());
    players.push({ id, account, token });
  }
  return players;
}

/**
 * A game page's session for `player` at `gameCode`: the site's launch (GET /wps/game/launchGame, the
 * player's token), then the page's POST /api/session with the launch token from the address, at
 * the vendor. Answers the session token the page sends in x-house-session.
 */
export async function houseSession(stack, player, vendorCode, gameCode) {
  const query = new URLSearchParams({ gameCode, vendor: vendorCode, language: 'EN' });
  const { url } = await api(stack.base, 'GET', `/wps/game/launchGame?${query}`, undefined, {
    authorization: `Bearer ${player.token}`,
  });
  const launchToken = new URL(url, stack.base).searchParams.get('token');
  if (!launchToken) throw new Error(`no launch token in ${url}`);
  const { sessionToken } = await api(stack.vendorBase, 'POST', '/api/session', { launchToken });
  return sessionToken;
}
