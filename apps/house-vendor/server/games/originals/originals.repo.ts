import type { Db } from '../../db/db.ts';
import type { RoundRow } from '../../rounds/rounds.repo.ts';

/** The columns of rounds.repo.ts's RoundRow, read the same way. */
const ROUND = `r.id::text AS id, r.vendor_code AS "vendorCode", r.player_id AS "playerId", r.currency,
  r.game_code AS "gameCode", r.seed_id::text AS "seedId", r.nonce, r.stake::float8 AS stake,
  r.payout::float8 AS payout, r.state, r.play, r.created_at AS "createdAt"`;

export interface SeedRow {
  serverSeed: string;
  seedHash: string;
  clientSeed: string;
  revealedAt: Date | null;
}

/** The originals' own SQL: their seeds, open rounds and recovery (the rounds' money is rounds.repo.ts's). */
export const originalsRepo = (db: Db) => ({
  /** A round's seed pair, with the server seed the round is recomputed from (never sent while unrevealed). */
  seed: (seedId: string) =>
    db.one<SeedRow>(
      `SELECT server_seed AS "serverSeed", seed_hash AS "seedHash", client_seed AS "clientSeed",
              revealed_at AS "revealedAt"
         FROM fair_seeds WHERE id = $1`,
      [seedId],
    ),

  /** The player's round of a game still being staked or played, newest first. */
  unfinished: (vendorCode: string, playerId: string, gameCode: string) =>
    db.one<RoundRow>(
      `SELECT ${ROUND} FROM rounds r
        WHERE r.vendor_code = $1 AND r.player_id = $2 AND r.game_code = $3 AND r.state IN ('betting', 'open')
        ORDER BY r.id DESC LIMIT 1`,
      [vendorCode, playerId, gameCode],
    ),

  /** Every open round of a game (crash's sweep: each is due at its own time). */
  open: (gameCode: string, limit: number) =>
    db.query<RoundRow>(
      `SELECT ${ROUND} FROM rounds r WHERE r.game_code = $1 AND r.state = 'open' ORDER BY r.id LIMIT $2`,
      [gameCode, limit],
    ),

  /** An open round's progress (a mines reveal, a crash's start). */
  setPlay: (id: string, play: Record<string, unknown>) =>
    db.query(`UPDATE rounds SET play = $2 WHERE id = $1 AND state = 'open'`, [id, play]),

  /**
   * Rounds claimed for settling or refunding whose wallet call was never written (the process
   * stopped between the claim and the call): what the module's sweep finishes.
   */
  stranded: (gameCodes: readonly string[], limit: number) =>
    db.query<RoundRow>(
      `SELECT ${ROUND} FROM rounds r
        WHERE r.game_code = ANY($1::text[]) AND r.state IN ('settling', 'refunding')
          AND r.created_at < now() - interval '1 minute'
          AND NOT EXISTS (SELECT 1 FROM wallet_calls c
                           WHERE c.transaction_id = r.vendor_code || '-' || r.id || '-' ||
                                 CASE r.state WHEN 'settling' THEN 'win' ELSE 'rollback' END)
        ORDER BY r.id LIMIT $2`,
      [gameCodes, limit],
    ),

  /** Whether the wallet held a round's win for review (its answer says `held: true`); money.ts names the call. */
  winHeld: async (round: Pick<RoundRow, 'id' | 'vendorCode'>) =>
    (
      await db.one<{ held: boolean }>(
        `SELECT coalesce((answer->>'held')::boolean, false) AS held FROM wallet_calls WHERE transaction_id = $1`,
        [`${round.vendorCode}-${round.id}-win`],
      )
    )?.held ?? false,
});
