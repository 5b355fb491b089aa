import type { Db } from '../../../platform/db/db.ts';
import type { RoundResult } from './engine/round.ts';
import type { CatalogueGame } from './games.ts';

/** Seeds, rounds and the ARC catalogue rows of the house slot (SQL only). */

export interface SeedRow {
  id: string;
  playerId: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
  active: boolean;
  revealedAt: string | null;
}

export type RoundStatus = 'betting' | 'paying' | 'settled' | 'refused' | 'rolling-back' | 'rolled-back';

export interface RoundRow {
  id: string;
  roundId: string;
  requestId: string;
  playerId: string;
  gameCode: string;
  seedId: string;
  nonce: number;
  stake: number;
  payout: number | null;
  betTransactionId: string;
  status: RoundStatus;
  result: RoundResult | null;
  balance: number | null;
  error: string | null;
  /** The wallet held the win for review (over the brand's cap): nothing paid yet. */
  held: boolean;
}

const SEED = `id::text AS id, player_id AS "playerId", server_seed AS "serverSeed",
  server_seed_hash AS "serverSeedHash", client_seed AS "clientSeed", next_nonce AS "nextNonce", active,
  revealed_at::text AS "revealedAt"`;
const ROUND = `id::text AS id, round_id AS "roundId", request_id AS "requestId", player_id AS "playerId",
  game_code AS "gameCode", seed_id::text AS "seedId", nonce, stake::float8 AS stake, payout::float8 AS payout,
  bet_transaction_id AS "betTransactionId", status, result, balance::float8 AS balance, error, held`;

export const slotRepo = (db: Db) => ({
  /**
   * The ARC slot row of the catalogue with its name in `language` (EN when missing). Whether a
   * brand offers the vendor is the site's check at launch; `enabled` is the game's own switch.
   */
  game: (gameCode: string, language: string) =>
    db.one<CatalogueGame>(
      `SELECT g.game_code AS "gameCode", g.variant, g.min_bet::float8 AS "minBet", g.line_num AS "lineNum",
              g.enabled, COALESCE(n.name, en.name, g.game_code) AS name
         FROM games g
         LEFT JOIN game_names n ON n.game_id = g.id AND n.language = $2
         LEFT JOIN game_names en ON en.game_id = g.id AND en.language = 'EN'
        WHERE g.game_code = $1 AND g.vendor = 'ARC'`,
      [gameCode, language],
    ),

  activeSeed: (playerId: string) =>
    db.one<SeedRow>(`SELECT ${SEED} FROM slot_seeds WHERE player_id = $1 AND active`, [playerId]),

  /** Inserts a pair unless the player already has an active one (then undefined). */
  insertSeed: (playerId: string, serverSeed: string, serverSeedHash: string, clientSeed: string) =>
    db.one<SeedRow>(
      `INSERT INTO slot_seeds (player_id, server_seed, server_seed_hash, client_seed) VALUES ($1, $2, $3, $4)
       ON CONFLICT (player_id) WHERE active DO NOTHING RETURNING ${SEED}`,
      [playerId, serverSeed, serverSeedHash, clientSeed],
    ),

  /** Ends the active pair, revealing its server seed. */
  revealSeed: (playerId: string) =>
    db.one<SeedRow>(
      `UPDATE slot_seeds SET active = false, revealed_at = now() WHERE player_id = $1 AND active RETURNING ${SEED}`,
      [playerId],
    ),

  /** The last revealed pair of the player. */
  lastRevealed: (playerId: string) =>
    db.one<SeedRow>(
      `SELECT ${SEED} FROM slot_seeds WHERE player_id = $1 AND NOT active ORDER BY revealed_at DESC, id DESC LIMIT 1`,
      [playerId],
    ),

  /** Takes the active pair's next nonce (row-locked: two spins never share one). */
  takeNonce: (playerId: string) =>
    db.one<SeedRow & { nonce: number }>(
      `UPDATE slot_seeds SET next_nonce = next_nonce + 1 WHERE player_id = $1 AND active
       RETURNING ${SEED}, next_nonce - 1 AS nonce`,
      [playerId],
    ),

  /** A new round waiting for its bet, or undefined when the player already sent this request id. */
  insertRound: (round: {
    roundId: string;
    requestId: string;
    playerId: string;
    gameCode: string;
    seedId: string;
    nonce: number;
    stake: number;
    betTransactionId: string;
  }) =>
    db.one<RoundRow>(
      `INSERT INTO slot_rounds (round_id, request_id, player_id, game_code, seed_id, nonce, stake, bet_transaction_id, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'betting')
       ON CONFLICT (player_id, request_id) DO NOTHING RETURNING ${ROUND}`,
      [
        round.roundId,
        round.requestId,
        round.playerId,
        round.gameCode,
        round.seedId,
        round.nonce,
        round.stake,
        round.betTransactionId,
      ],
    ),

  byRequest: (playerId: string, requestId: string) =>
    db.one<RoundRow>(`SELECT ${ROUND} FROM slot_rounds WHERE player_id = $1 AND request_id = $2`, [
      playerId,
      requestId,
    ]),

  byRoundId: (roundId: string) => db.one<RoundRow>(`SELECT ${ROUND} FROM slot_rounds WHERE round_id = $1`, [roundId]),

  /** Bet taken: the outcome and what it pays. */
  markPaying: (roundId: string, result: RoundResult) =>
    db.query(
      `UPDATE slot_rounds SET status = 'paying', result = $2, payout = $3 WHERE round_id = $1 AND status = 'betting'`,
      [roundId, JSON.stringify(result), result.win],
    ),

  /** The outcome of a round found settled by the wallet before we stored it (recovery). */
  setResult: (roundId: string, result: RoundResult) =>
    db.query(`UPDATE slot_rounds SET result = $2, payout = $3 WHERE round_id = $1 AND result IS NULL`, [
      roundId,
      JSON.stringify(result),
      result.win,
    ]),

  seedById: (id: string) => db.one<SeedRow>(`SELECT ${SEED} FROM slot_seeds WHERE id = $1`, [id]),

  /** Paid, or (`held`) accepted by the wallet and held for review: either way the round is over. */
  markSettled: (roundId: string, winTransactionId: string, balance: number, held = false) =>
    db.query(
      `UPDATE slot_rounds SET status = 'settled', win_transaction_id = $2, balance = $3, held = $4, settled_at = now(),
         error = NULL
        WHERE round_id = $1 AND status IN ('paying', 'rolling-back')`,
      [roundId, winTransactionId, balance, held],
    ),

  markRefused: (roundId: string, error: string) =>
    db.query(`UPDATE slot_rounds SET status = 'refused', error = $2 WHERE round_id = $1 AND status = 'betting'`, [
      roundId,
      error,
    ]),

  markRollingBack: (roundId: string, rollbackTransactionId: string, error: string) =>
    db.query(
      `UPDATE slot_rounds SET status = 'rolling-back', rollback_transaction_id = $2, error = $3
        WHERE round_id = $1 AND status IN ('betting', 'paying', 'rolling-back')`,
      [roundId, rollbackTransactionId, error],
    ),

  markRolledBack: (roundId: string, balance: number | null) =>
    db.query(
      `UPDATE slot_rounds SET status = 'rolled-back', balance = COALESCE($2, balance)
        WHERE round_id = $1 AND status = 'rolling-back'`,
      [roundId, balance],
    ),

  noteError: (roundId: string, error: string) =>
    db.query(`UPDATE slot_rounds SET error = $2 WHERE round_id = $1`, [roundId, error]),

  /** The player's latest settled rounds, newest first. */
  recent: (playerId: string, limit: number) =>
    db.query<RoundRow & { serverSeedHash: string; createdAt: string }>(
      `SELECT ${ROUND}, (SELECT server_seed_hash FROM slot_seeds s WHERE s.id = seed_id) AS "serverSeedHash",
              created_at::text AS "createdAt"
         FROM slot_rounds WHERE player_id = $1 AND status = 'settled' ORDER BY id DESC LIMIT $2`,
      [playerId, limit],
    ),

  /** Settled rounds of one seed pair, by nonce (what a revealed seed lets the player check). */
  roundsOfSeed: (seedId: string, limit: number) =>
    db.query<RoundRow>(
      `SELECT ${ROUND} FROM slot_rounds WHERE seed_id = $1 AND status = 'settled' ORDER BY nonce DESC LIMIT $2`,
      [seedId, limit],
    ),

  /** Rounds a failure left unfinished for at least `olderThanSeconds`. */
  unfinished: (olderThanSeconds: number, limit: number) =>
    db.query<RoundRow>(
      `SELECT ${ROUND} FROM slot_rounds
        WHERE status IN ('betting', 'paying', 'rolling-back') AND created_at < now() - make_interval(secs => $1)
        ORDER BY created_at LIMIT $2`,
      [olderThanSeconds, limit],
    ),
});

export type SlotRepo = ReturnType<typeof slotRepo>;
