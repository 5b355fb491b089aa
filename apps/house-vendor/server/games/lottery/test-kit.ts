import type { FastifyPluginAsync, LightMyRequestResponse } from 'fastify';
import { testApp } from '../../../test/app.ts';
import type { Db } from '../../db/db.ts';
import { LOTTERY_MIGRATIONS } from '../../db/migrations-lottery.ts';
import { WalletError } from '../../wallet/client.ts';

/** Test helpers of the draw games (the lottery's and the e-lottery's suites; not used by the server). */

/** PGlite takes seconds to start on a busy machine: one app per file, and room for it. */
export const SLOW = { timeout: 30_000 };

/** Applies the draw games' migrations after migrate() (until migrations.ts lists them, then it has). */
export async function applyLotteryMigrations(db: Db) {
  const done = new Set((await db.query<{ id: string }>('SELECT id FROM schema_migrations')).map((row) => row.id));
  for (const migration of LOTTERY_MIGRATIONS) {
    if (done.has(migration.id)) continue;
    await db.exec(migration.sql);
    await db.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
  }
}

/** A clock the module reads (`at`, epoch ms), moved by the test. */
export const testClock = (at = Date.now()) => {
  const clock = { at, now: () => clock.at };
  return clock;
};

/** A vendor app serving the given modules on a fresh database and the in-memory wallet. */
export async function drawGamesApp(modules: readonly FastifyPluginAsync[], startBalance = 100_000) {
  const kit = await testApp(modules, startBalance);
  await applyLotteryMigrations(kit.db);
  /** A session of another player (the in-memory wallet names everyone p1 otherwise); one wallet behind both. */
  const launchAs = async (playerId: string, vendorCode: string, gameCode: string) => {
    const wallet = kit.wallet.wallet;
    const authenticate = wallet.authenticate;
    wallet.authenticate = async (vendor, body) => ({ ...(await authenticate(vendor, body)), playerId });
    try {
      return await kit.launch(vendorCode, gameCode);
    } finally {
      wallet.authenticate = authenticate;
    }
  };
  /** From the next bet on, the wallet refuses every bet after `accepted` more (insufficient balance). */
  const refuseBetsAfter = (accepted: number) => {
    const wallet = kit.wallet.wallet;
    const bet = wallet.bet;
    let left = accepted;
    wallet.bet = async (vendor, body) => {
      if (left <= 0) throw new WalletError('insufficient-balance', 409, 'refused');
      left -= 1;
      return bet(vendor, body);
    };
    return () => {
      wallet.bet = bet;
    };
  };
  return { ...kit, launchAs, refuseBetsAfter };
}

export type Caller = Awaited<ReturnType<Awaited<ReturnType<typeof drawGamesApp>>['launch']>>;

/** The envelope's value of a successful answer; throws with the body otherwise. */
export function ok<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
  return response.json().value as T;
}

/** A refusal's status and code. */
export const refusal = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  code: response.json().code as string,
});

/** What only the vendor knows before a draw: its committed seed (a test knows what the vendor knows). */
export async function seedOf(db: Db, gameCode: string, drawNo: number) {
  const row = await db.one<{ seed: string }>('SELECT seed FROM lottery_draws WHERE game_code = $1 AND draw_no = $2', [
    gameCode,
    drawNo,
  ]);
  if (!row) throw new Error(`no commitment for ${gameCode}:${drawNo}`);
  return row.seed;
}

/** Makes every pending wallet call due now, as time passing would. */
export const timePasses = (db: Db) =>
  db.query("UPDATE wallet_calls SET next_at = now() - interval '1 second' WHERE state = 'pending'");

/** A purchase id the page would make. */
export const requestId = () => `req-${Math.random().toString(36).slice(2, 12)}`;
