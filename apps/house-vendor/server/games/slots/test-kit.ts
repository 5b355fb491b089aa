import { slotGameCode } from '@arcadia/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { type TitleRound, verify } from '../../../games/slots/play.ts';
import type { TitleCode } from '../../../games/slots/titles.ts';
import { testApp } from '../../../test/app.ts';
import type { Db } from '../../db/db.ts';
import { slotsModule } from './slots.module.ts';

/** A vendor app serving the slots, on a fresh database and the in-memory wallet (its player is p1). */
export async function slotsApp(startBalance = 1_000_000) {
  const kit = await testApp([slotsModule], startBalance);
  const play = (title: TitleCode) => kit.launch('ARC', slotGameCode(title));
  return { ...kit, play };
}

export type Kit = Awaited<ReturnType<typeof slotsApp>>;
export type Caller = Awaited<ReturnType<Kit['play']>>;

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

const ACTIVE = `vendor_code = 'ARC' AND player_id = 'p1' AND family = 'slot' AND revealed_at IS NULL`;

/**
 * Moves p1's active slot pair to the first nonce, from the next one on, whose round at `stake`
 * is `wanted` (free spins, a pick board, a win): what a test needs that chance gives rarely.
 * The pair must exist (any GET /api/slots/:title makes it). Answers the round the spin will play.
 */
export async function seekNonce(
  db: Db,
  title: TitleCode,
  stake: number,
  wanted: (round: TitleRound) => boolean,
  tries = 20_000,
): Promise<TitleRound & { nonce: number }> {
  const pair = await db.one<{ serverSeed: string; clientSeed: string; nonce: number }>(
    `SELECT server_seed AS "serverSeed", client_seed AS "clientSeed", nonce FROM fair_seeds WHERE ${ACTIVE}`,
  );
  if (!pair) throw new Error('no active slot pair: ask for the state first');
  for (let nonce = pair.nonce; nonce < pair.nonce + tries; nonce++) {
    const round = verify(title, stake, { ...pair, nonce });
    if (!wanted(round)) continue;
    await db.query(`UPDATE fair_seeds SET nonce = $1 WHERE ${ACTIVE}`, [nonce]);
    return { ...round, nonce };
  }
  throw new Error(`no such round of ${title} in ${tries} nonces`);
}

/** A spin's answer as the tests read it. */
export interface Spun {
  round: {
    roundId: string;
    title: TitleCode;
    stake: number;
    spins: {
      free: boolean;
      stops: number[];
      grid: string[][];
      wins: { kind: string; amount: number; text: string }[];
      multiplier: number;
      win: number;
    }[];
    freeSpins: number;
    pick: { tiles: (number | null)[]; revealed: number; multiplier: number; win: number } | null;
    win: number;
    fair: { seedHash: string; clientSeed: string; nonce: number };
  };
  balance: number | null;
  held: boolean;
}

export const spin = (caller: Caller, title: TitleCode, stake: number) =>
  caller('POST', `/api/slots/${title}/spin`, { stake });

/** The round's row as the database holds it. */
export const roundRow = (db: Db, roundId: string) =>
  db.one<{ state: string; payout: number | null; play: Record<string, unknown> }>(
    'SELECT state, payout::float8 AS payout, play FROM rounds WHERE id = $1',
    [roundId.slice(1)],
  );
