import type { Db } from '../../db/db.ts';
import type { RoundRow } from '../../rounds/rounds.repo.ts';

/** The columns of rounds.repo.ts's RoundRow, read the same way. */
const ROUND = `r.id::text AS id, r.vendor_code AS "vendorCode", r.player_id AS "playerId", r.currency,
  r.game_code AS "gameCode", r.seed_id::text AS "seedId", r.nonce, r.stake::float8 AS stake,
  r.payout::float8 AS payout, r.state, r.play, r.created_at AS "createdAt"`;

/** The slots' own SQL: a round's seed, unfinished rounds, recovery (the money is rounds.repo.ts's). */
export const slotsRepo = (db: Db) => ({
  /** A round's seed pair with the server seed it is recomputed from (never sent while unrevealed). */
  seed: (seedId: string) =>
    db.one<{ serverSeed: string; seedHash: string; clientSeed: string }>(
      `SELECT server_seed AS "serverSeed", seed_hash AS "seedHash", client_seed AS "clientSeed" FROM fair_seeds WHERE id = $1`,
      [seedId],
    ),

  /** The player's newest round of a game not yet settled, refused or refunded. */
  unfinished: (vendorCode: string, playerId: string, gameCode: string) =>
    db.one<RoundRow>(
      `SELECT ${ROUND} FROM rounds r
        WHERE r.vendor_code = $1 AND r.player_id = $2 AND r.game_code = $3
          AND r.state IN ('betting', 'open', 'settling', 'refunding')
        ORDER BY r.id DESC LIMIT 1`,
      [vendorCode, playerId, gameCode],
    ),

  /**
   * Rounds a stopped process left between its steps, older than any request takes: `betting`
   * with no bet call still pending (the wallet sweep rolls those back), and `open` (staked, its
   * win call never written). `settling` and `refunding` rounds have their call kept already.
   */
  stranded: (gameCodes: readonly string[], olderThanSeconds: number, limit: number) =>
    db.query<RoundRow>(
      `SELECT ${ROUND} FROM rounds r
        WHERE r.game_code = ANY($1::text[]) AND r.state IN ('betting', 'open')
          AND r.created_at < now() - make_interval(secs => $2)
          AND NOT EXISTS (SELECT 1 FROM wallet_calls c
                           WHERE c.round_id = 'R' || r.id AND c.kind = 'bet' AND c.state = 'pending')
        ORDER BY r.id LIMIT $3`,
      [gameCodes, olderThanSeconds, limit],
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
