import type { Db } from '../../../platform/db/db.ts';

export interface DrawSeed {
  gameCode: string;
  drawNo: number;
  seed: string;
  seedHash: string;
}

const SEED = `game_code AS "gameCode", draw_no::int AS "drawNo", seed, seed_hash AS "seedHash"`;

/** The draws' server seeds (commitments). Rows are only ever added: the table refuses updates and deletes. */
export const drawSeedsRepo = (db: Db) => ({
  find: (gameCode: string, drawNo: number) =>
    db.one<DrawSeed>(`SELECT ${SEED} FROM lottery_draw_seeds WHERE game_code = $1 AND draw_no = $2`, [
      gameCode,
      drawNo,
    ]),

  /**
   * Adds a draw's seed unless it has one: of two processes committing the same draw at once,
   * the second waits for the first and keeps its seed (primary key), so a draw has one seed.
   */
  insert: (seed: DrawSeed) =>
    db.query(
      `INSERT INTO lottery_draw_seeds (game_code, draw_no, seed, seed_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (game_code, draw_no) DO NOTHING`,
      [seed.gameCode, seed.drawNo, seed.seed, seed.seedHash],
    ),
});
