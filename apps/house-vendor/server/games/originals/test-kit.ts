import type { LightMyRequestResponse } from 'fastify';
import { FairRandom } from '../../../games/fair/random.ts';
import { testApp } from '../../../test/app.ts';
import type { Db } from '../../db/db.ts';
import { originalsModule } from './originals.module.ts';

/** A vendor app serving the originals, on a fresh database and the in-memory wallet. */
export async function originalsApp(startBalance = 100_000) {
  const kit = await testApp([originalsModule], startBalance);
  const play = async (game: 'crash' | 'dice' | 'mines' | 'plinko') => kit.launch('ARC', `ARC-${game}`);
  /** A session of another player (the in-memory wallet names everyone p1 otherwise); one wallet behind both. */
  const playAs = async (playerId: string, game: 'crash' | 'dice' | 'mines' | 'plinko') => {
    const wallet = kit.wallet.wallet;
    const authenticate = wallet.authenticate;
    wallet.authenticate = async (vendor, body) => ({ ...(await authenticate(vendor, body)), playerId });
    try {
      return await play(game);
    } finally {
      wallet.authenticate = authenticate;
    }
  };
  return { ...kit, play, playAs };
}

/** PGlite takes seconds to start on a busy machine: one app per file, and room for it. */
export const SLOW = { timeout: 30_000 };

export type Caller = Awaited<ReturnType<Awaited<ReturnType<typeof originalsApp>>['play']>>;

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

/** Rotates a family's pair (revealing its server seed) and reads the player's rounds of a game. */
export async function reveal(caller: Caller, family: string, gameCode: string) {
  ok(await caller('POST', `/api/fair/${family}/rotate`, {}));
  return ok<{
    list: {
      roundId: string;
      serverSeed: string | null;
      clientSeed: string;
      nonce: number;
      seedHash: string;
      play: Record<string, unknown>;
      payout: number;
      stake: number;
      state: string;
    }[];
  }>(await caller('GET', `/api/rounds?gameCode=${gameCode}`)).list;
}

/** What only the server knows while a round is open (a test reads it to choose its moves). */
export async function streamOf(db: Db, roundId: string) {
  const row = await db.one<{ serverSeed: string; clientSeed: string; nonce: number }>(
    `SELECT s.server_seed AS "serverSeed", s.client_seed AS "clientSeed", r.nonce
       FROM rounds r JOIN fair_seeds s ON s.id = r.seed_id WHERE r.id = $1`,
    [roundId.slice(1)],
  );
  if (!row) throw new Error(`no round ${roundId}`);
  return () => new FairRandom(row);
}

/** Time passes for an open round: its clock is moved `ms` into the past. */
export const clockBack = (db: Db, roundId: string, ms: number) =>
  db.query(
    `UPDATE rounds SET play = jsonb_set(play, '{startedAt}', to_jsonb((play->>'startedAt')::bigint - $2)) WHERE id = $1`,
    [roundId.slice(1), ms],
  );
