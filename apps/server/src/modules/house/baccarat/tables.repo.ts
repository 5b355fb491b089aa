import type { LocalizedText } from '@arcadia/contracts';
import type { Db } from '../../../platform/db/db.ts';

/** Tables and sessions of the house baccarat (SQL only). */

export interface TableRow {
  id: number;
  gameCode: string;
  vendor: string;
  name: LocalizedText;
  minBet: number;
  maxBet: number;
  seats: number;
  enabled: boolean;
}

export interface SessionRow {
  id: string;
  tableId: number;
  playerId: string;
  nickname: string;
  currency: string;
  language: string;
}

/** A session lives while it is used at least once in this long. */
export const SESSION_IDLE = '12 hours';
/** A player counts at a table (room list, seats) while seen in this long. */
export const PRESENCE = '5 minutes';

const TABLE_COLUMNS = `id, game_code AS "gameCode", vendor, name, min_bet::float8 AS "minBet",
  max_bet::float8 AS "maxBet", seats, enabled`;

export const tablesRepo = (db: Db) => ({
  byGameCode: (gameCode: string) =>
    db.one<TableRow>(`SELECT ${TABLE_COLUMNS} FROM house_baccarat_tables WHERE game_code = $1`, [gameCode]),

  byId: (id: number) => db.one<TableRow>(`SELECT ${TABLE_COLUMNS} FROM house_baccarat_tables WHERE id = $1`, [id]),

  /** The tables of some vendors, in lobby order. */
  ofVendors: (vendors: readonly string[]) =>
    db.query<TableRow>(
      `SELECT ${TABLE_COLUMNS} FROM house_baccarat_tables WHERE vendor = ANY($1::text[]) ORDER BY vendor, sort, id`,
      [vendors],
    ),

  /** Distinct players seen at each table lately, leaving one player out (the one sitting down). */
  presentPlayers: async (tableIds: readonly number[], except: string | null = null) => {
    const rows = await db.query<{ tableId: number; players: number }>(
      `SELECT table_id AS "tableId", count(DISTINCT player_id)::int AS players FROM house_baccarat_sessions
        WHERE table_id = ANY($1::int[]) AND last_seen_at > now() - interval '${PRESENCE}'
          AND player_id IS DISTINCT FROM $2
        GROUP BY table_id`,
      [tableIds, except],
    );
    return new Map(rows.map((row) => [row.tableId, row.players]));
  },

  createSession: (session: Omit<SessionRow, 'id'> & { tokenHash: string }) =>
    db.one<{ id: string }>(
      `INSERT INTO house_baccarat_sessions (token_hash, table_id, player_id, nickname, currency, language)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
      [session.tokenHash, session.tableId, session.playerId, session.nickname, session.currency, session.language],
    ),

  /** The live session a token hash names, marked as seen now; undefined when unknown or idle too long. */
  touchSession: (tokenHash: string) =>
    db.one<SessionRow>(
      `UPDATE house_baccarat_sessions SET last_seen_at = now()
        WHERE token_hash = $1 AND last_seen_at > now() - interval '${SESSION_IDLE}'
        RETURNING id::text AS id, table_id AS "tableId", player_id AS "playerId", nickname, currency, language`,
      [tokenHash],
    ),
});
