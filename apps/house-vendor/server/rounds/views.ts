import type { Db } from '../db/db.ts';

/** A player's rounds of a game with their fair inputs (the server seed once revealed), newest first. */
export async function roundsView(db: Db, playerId: string, gameCode: string, limit: number) {
  const rows = await db.query<{
    id: string;
    gameCode: string;
    stake: number;
    payout: number | null;
    state: string;
    at: Date;
    nonce: number | null;
    seedHash: string | null;
    serverSeed: string | null;
    clientSeed: string | null;
    play: Record<string, unknown>;
  }>(
    `SELECT r.id::text AS id, r.game_code AS "gameCode", r.stake::float8 AS stake, r.payout::float8 AS payout, r.state,
            r.created_at AS at, r.nonce, s.seed_hash AS "seedHash",
            CASE WHEN s.revealed_at IS NOT NULL THEN s.server_seed END AS "serverSeed", s.client_seed AS "clientSeed", r.play
       FROM rounds r LEFT JOIN fair_seeds s ON s.id = r.seed_id
      WHERE r.player_id = $1 AND r.game_code = $2 ORDER BY r.id DESC LIMIT $3`,
    [playerId, gameCode, limit],
  );
  return rows.map(({ id, at, ...row }) => ({ roundId: `R${id}`, at: new Date(at).toISOString(), ...row }));
}
