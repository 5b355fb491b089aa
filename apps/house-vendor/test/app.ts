import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import type { Db } from '../server/db/db.ts';
import type { StaticPagesOptions } from '../server/static-pages.ts';
import { freshDb } from './db.ts';
import { fakeWallet } from './fake-wallet.ts';

/**
 * A vendor app on a fresh in-memory database and the in-memory wallet, for a game module's
 * tests: `launch` plays the platform's part (asks for the address, then the page opens a session).
 */
export async function testApp(
  modules: readonly FastifyPluginAsync[],
  startBalance = 100_000,
  pages: StaticPagesOptions = {},
) {
  const db: Db = await freshDb();
  const wallet = fakeWallet(startBalance);
  const config = { ...loadConfig({}), jobs: false, publicUrl: 'http://vendor.test' };
  const app: FastifyInstance = await buildApp({ config, db, wallet: wallet.wallet, modules, pages });
  await app.ready();
  let seq = 0;
  async function launch(vendorCode: string, gameCode: string) {
    seq += 1;
    const launchToken = `launch-token-for-tests-${seq}-${Date.now()}`;
    await db.query(
      `INSERT INTO launches (token_hash, vendor_code, game_code, language, site_origin)
       VALUES (encode(sha256(convert_to($1, 'UTF8')), 'hex'), $2, $3, 'EN', 'http://site.test')`,
      [launchToken, vendorCode, gameCode],
    );
    const opened = await app.inject({ method: 'POST', url: '/api/session', payload: { launchToken } });
    if (opened.statusCode !== 200) throw new Error(`session refused: ${opened.body}`);
    const sessionToken = opened.json().value.sessionToken as string;
    return (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, headers: { 'x-house-session': sessionToken }, ...(payload ? { payload } : {}) });
  }
  return {
    app,
    db,
    wallet,
    launch,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
