import type { Db } from '../../db/db.ts';

/** The baccarat tables and who sits at them (SQL only). */

export interface TableRow {
  id: number;
  gameCode: string;
  vendorCode: 'ARCL' | 'ARCP';
  minBet: number;
  maxBet: number;
  seats: number;
  enabled: boolean;
}

/** A player counts at a table (the room's players, its seats) while seen in this long. */
export const PRESENCE_SECONDS = 300;

const TABLE = `id, game_code AS "gameCode", vendor_code AS "vendorCode", min_bet::float8 AS "minBet",
  max_bet::float8 AS "maxBet", seats, enabled`;

export const tablesRepo = (db: Db) => ({
  byGameCode: (gameCode: string) =>
    db.one<TableRow>(`SELECT ${TABLE} FROM baccarat_tables WHERE game_code = $1`, [gameCode]),

  /** The tables of some vendors, in lobby order. */
  ofVendors: (vendors: readonly string[]) =>
    db.query<TableRow>(
      `SELECT ${TABLE} FROM baccarat_tables WHERE vendor_code = ANY($1::text[]) ORDER BY vendor_code, sort, id`,
      [vendors],
    ),

  /** Distinct players seen at each table lately, leaving one player out (the one sitting down). */
  presentPlayers: async (tableIds: readonly number[], except: string | null = null) => {
    const rows = await db.query<{ tableId: number; players: number }>(
      `SELECT table_id AS "tableId", count(*)::int AS players FROM baccarat_seats
        WHERE table_id = ANY($1::int[]) AND last_seen_at > now() - make_interval(secs => $2)
          AND player_id IS DISTINCT FROM $3
        GROUP BY table_id`,
      [tableIds, PRESENCE_SECONDS, except],
    );
    return new Map(rows.map((row) => [row.tableId, row.players]));
  },

  /** Whether the player sat at the table lately. */
  seated: async (tableId: number, playerId: string) =>
    Boolean(
      await db.one(
        `SELECT 1 FROM baccarat_seats WHERE table_id = $1 AND player_id = $2
            AND last_seen_at > now() - make_interval(secs => $3)`,
        [tableId, playerId, PRESENCE_SECONDS],
      ),
    ),

  /** The player is at the table now. */
  sit: (tableId: number, playerId: string) =>
    db.query(
      `INSERT INTO baccarat_seats (table_id, player_id) VALUES ($1, $2)
       ON CONFLICT (table_id, player_id) DO UPDATE SET last_seen_at = now()`,
      [tableId, playerId],
    ),
});
