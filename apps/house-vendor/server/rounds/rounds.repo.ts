import type { Db } from '../db/db.ts';

export type RoundState = 'betting' | 'open' | 'settling' | 'settled' | 'refused' | 'refunding' | 'refunded';
export type CallKind = 'bet' | 'win' | 'rollback';

export interface RoundRow {
  id: string;
  vendorCode: string;
  playerId: string;
  currency: string;
  gameCode: string;
  seedId: string | null;
  nonce: number | null;
  stake: number;
  payout: number | null;
  state: RoundState;
  play: Record<string, unknown>;
  createdAt: Date;
}

export interface CallRow {
  transactionId: string;
  vendorCode: string;
  kind: CallKind;
  roundId: string;
  body: Record<string, unknown>;
  attempts: number;
  createdAt: Date;
}

const ROUND = `id::text AS id, vendor_code AS "vendorCode", player_id AS "playerId", currency, game_code AS "gameCode",
  seed_id::text AS "seedId", nonce, stake::float8 AS stake, payout::float8 AS payout, state, play, created_at AS "createdAt"`;
const CALL = `transaction_id AS "transactionId", vendor_code AS "vendorCode", kind, round_id AS "roundId", body, attempts,
  created_at AS "createdAt"`;

/** The only SQL of rounds and their wallet calls. */
export const roundsRepo = (db: Db) => ({
  insert: (round: Omit<RoundRow, 'id' | 'payout' | 'state' | 'createdAt'>) =>
    db.one<RoundRow>(
      `INSERT INTO rounds (vendor_code, player_id, currency, game_code, seed_id, nonce, stake, state, play)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'betting', $8) RETURNING ${ROUND}`,
      [
        round.vendorCode,
        round.playerId,
        round.currency,
        round.gameCode,
        round.seedId,
        round.nonce,
        round.stake,
        round.play,
      ],
    ),

  byId: (id: string) => db.one<RoundRow>(`SELECT ${ROUND} FROM rounds WHERE id = $1`, [id]),

  /** Locks the round for a change of its state. */
  lock: (id: string) => db.one<RoundRow>(`SELECT ${ROUND} FROM rounds WHERE id = $1 FOR UPDATE`, [id]),

  move: (id: string, state: RoundState, change: { payout?: number; play?: Record<string, unknown> } = {}) =>
    db.one<RoundRow>(
      `UPDATE rounds SET state = $2, payout = COALESCE($3, payout), play = COALESCE($4, play),
         settled_at = CASE WHEN $2 IN ('settled', 'refunded', 'refused') THEN now() ELSE settled_at END
       WHERE id = $1 RETURNING ${ROUND}`,
      [id, state, change.payout ?? null, change.play ?? null],
    ),

  /** A player's rounds of a game, newest first (the page's history). */
  recent: (playerId: string, gameCode: string, limit: number) =>
    db.query<RoundRow>(
      `SELECT ${ROUND} FROM rounds WHERE player_id = $1 AND game_code = $2 ORDER BY id DESC LIMIT $3`,
      [playerId, gameCode, limit],
    ),

  /** Whether the player has a round of these games not yet decided (betting or open). */
  anyOpen: async (playerId: string, gameCodes: readonly string[]) =>
    Boolean(
      await db.one(
        `SELECT 1 FROM rounds WHERE player_id = $1 AND game_code = ANY($2::text[]) AND state IN ('betting', 'open') LIMIT 1`,
        [playerId, gameCodes],
      ),
    ),

  addCall: (call: Omit<CallRow, 'attempts' | 'createdAt'>) =>
    db.query(
      // Due for the sweep only after the request that sends it has had its time (a minute).
      `INSERT INTO wallet_calls (transaction_id, vendor_code, kind, round_id, body, next_at)
       VALUES ($1, $2, $3, $4, $5, now() + interval '1 minute') ON CONFLICT (transaction_id) DO NOTHING`,
      [call.transactionId, call.vendorCode, call.kind, call.roundId, call.body],
    ),

  callDone: (transactionId: string, answer: unknown) =>
    db.query(`UPDATE wallet_calls SET state = 'done', answer = $2, done_at = now() WHERE transaction_id = $1`, [
      transactionId,
      answer as Record<string, unknown>,
    ]),

  callRefused: (transactionId: string, error: string) =>
    db.query(`UPDATE wallet_calls SET state = 'refused', last_error = $2, done_at = now() WHERE transaction_id = $1`, [
      transactionId,
      error,
    ]),

  /** A failed attempt: tried again after a backoff that doubles, at most a minute. */
  callFailed: (transactionId: string, error: string) =>
    db.query(
      `UPDATE wallet_calls SET attempts = attempts + 1, last_error = $2,
         next_at = now() + make_interval(secs => least(60, 2 ^ least(attempts, 6)))
       WHERE transaction_id = $1 AND state = 'pending'`,
      [transactionId, error],
    ),

  /** Pending calls due now, oldest first, each claimed by pushing its next attempt a little later. */
  due: (limit: number) =>
    db.query<CallRow>(
      `UPDATE wallet_calls SET next_at = now() + interval '30 seconds'
        WHERE transaction_id IN (SELECT transaction_id FROM wallet_calls WHERE state = 'pending' AND next_at <= now()
                                  ORDER BY next_at LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING ${CALL}`,
      [limit],
    ),
});
