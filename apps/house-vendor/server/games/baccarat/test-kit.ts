import type { LightMyRequestResponse } from 'fastify';
import { testApp } from '../../../test/app.ts';
import type { Db } from '../../db/db.ts';
import { BACCARAT_MIGRATIONS } from '../../db/migrations-baccarat.ts';
import { baccaratModule } from './baccarat.module.ts';

/**
 * The baccarat tables' schema on a test database. migrate() applies it once migrations.ts lists
 * BACCARAT_MIGRATIONS; until then the tests apply it the same way (recorded in schema_migrations,
 * so nothing runs twice either way).
 */
export async function ensureBaccaratSchema(db: Db) {
  const done = new Set((await db.query<{ id: string }>('SELECT id FROM schema_migrations')).map((row) => row.id));
  for (const migration of BACCARAT_MIGRATIONS) {
    if (done.has(migration.id)) continue;
    await db.exec(migration.sql);
    await db.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
  }
}

/** A vendor app serving the baccarat tables, on a fresh database and the in-memory wallet (its player is p1). */
export async function baccaratApp(startBalance = 1_000_000) {
  const kit = await testApp([baccaratModule], startBalance);
  await ensureBaccaratSchema(kit.db);
  /** Launches a table and opens its page's session: what the page calls with. */
  const sit = (gameCode = 'ARCP-BAC-1') => kit.launch(gameCode.slice(0, 4), gameCode);
  /** The same as another player (the in-memory wallet names everyone p1 otherwise); one wallet behind both. */
  const sitAs = async (playerId: string, gameCode = 'ARCP-BAC-1') => {
    const wallet = kit.wallet.wallet;
    const authenticate = wallet.authenticate;
    wallet.authenticate = async (vendor, body) => ({ ...(await authenticate(vendor, body)), playerId });
    try {
      return await sit(gameCode);
    } finally {
      wallet.authenticate = authenticate;
    }
  };
  return { ...kit, sit, sitAs };
}

export type Kit = Awaited<ReturnType<typeof baccaratApp>>;
export type Caller = Awaited<ReturnType<Kit['sit']>>;

/** PGlite takes seconds to start on a busy machine: one app per file, and room for it. */
export const SLOW = { timeout: 60_000 };

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

let requests = 0;
/** A page's request id for one hand. */
export const requestId = () => `req-${Date.now().toString(36)}-${requests++}`;

// biome-ignore lint/suspicious/noExplicitAny: test answers are read field by field.
type Loose = any;
export interface Dealt {
  hand: Loose;
  state: Loose;
  balanceAfterBet: number | null;
  balance: number | null;
}

export const deal = (caller: Caller, bets: object, id = requestId(), extra: object = {}) =>
  caller('POST', '/api/baccarat/deal', { requestId: id, bets, ...extra });
export const stateOf = async (caller: Caller) => ok<Loose>(await caller('GET', '/api/baccarat/state'));

/** The round's row as the database holds it. */
export const roundRow = (db: Db, roundId: string) =>
  db.one<{ state: string; stake: number; payout: number | null }>(
    'SELECT state, stake::float8 AS stake, payout::float8 AS payout FROM rounds WHERE id = $1',
    [roundId.replace(/^R/, '')],
  );

/** Makes every pending wallet call due now, as time passing would. */
export const timePasses = (db: Db) =>
  db.query("UPDATE wallet_calls SET next_at = now() - interval '1 second' WHERE state = 'pending'");
