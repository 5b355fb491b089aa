import type { Db } from '../../db/db.ts';

/** A committed draw as it may be shown: the seed only once the result is out. */
export interface DrawRow {
  gameCode: string;
  drawNo: number;
  drawAt: Date;
  closeAt: Date;
  seedHash: string;
  /** Null until the draw has its result. */
  seed: string | null;
  result: Record<string, unknown> | null;
  drawnAt: Date | null;
}

export interface NewCommitment {
  gameCode: string;
  drawNo: number;
  drawAt: Date;
  closeAt: Date;
  seed: string;
  seedHash: string;
}

const DRAW = `game_code AS "gameCode", draw_no::int AS "drawNo", draw_at AS "drawAt", close_at AS "closeAt",
  seed_hash AS "seedHash", CASE WHEN result IS NOT NULL THEN seed END AS seed, result, drawn_at AS "drawnAt"`;

/** The only SQL of draws (lottery_draws): committed once, drawn once, never changed after. */
export const drawsRepo = (db: Db) => ({
  /** Writes a draw's commitment unless it has one: of two processes committing at once, the first's seed is kept. */
  commit: (draw: NewCommitment) =>
    db.query(
      `INSERT INTO lottery_draws (game_code, draw_no, draw_at, close_at, seed, seed_hash) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (game_code, draw_no) DO NOTHING`,
      [draw.gameCode, draw.drawNo, draw.drawAt, draw.closeAt, draw.seed, draw.seedHash],
    ),

  find: (gameCode: string, drawNo: number) =>
    db.one<DrawRow>(`SELECT ${DRAW} FROM lottery_draws WHERE game_code = $1 AND draw_no = $2`, [gameCode, drawNo]),

  /** Committed draws without a result whose time has come (the latest, and any missed while no process ran). */
  owed: async (gameCode: string, at: Date, limit: number) =>
    (
      await db.query<{ drawNo: number }>(
        `SELECT draw_no::int AS "drawNo" FROM lottery_draws
          WHERE game_code = $1 AND result IS NULL AND draw_at <= $2 ORDER BY draw_no LIMIT $3`,
        [gameCode, at, limit],
      )
    ).map((row) => row.drawNo),

  /** Inside the drawing transaction: the seed of a draw still without a result, its row locked; none when drawn or being drawn. */
  claimUndrawn: (gameCode: string, drawNo: number) =>
    db.one<{ seed: string }>(
      `SELECT seed FROM lottery_draws WHERE game_code = $1 AND draw_no = $2 AND result IS NULL FOR UPDATE SKIP LOCKED`,
      [gameCode, drawNo],
    ),

  /** Writes the result once: false when the draw already has one. */
  writeResult: async (gameCode: string, drawNo: number, result: Record<string, unknown>) =>
    (
      await db.query(
        `UPDATE lottery_draws SET result = $3, drawn_at = now()
          WHERE game_code = $1 AND draw_no = $2 AND result IS NULL RETURNING draw_no`,
        [gameCode, drawNo, result],
      )
    ).length === 1,

  /**
   * Inside a purchase's transaction: holds the draw (FOR SHARE) while it has no result, so it cannot
   * be drawn until the tickets are written; undefined once drawn.
   */
  holdUndrawn: (gameCode: string, drawNo: number) =>
    db.one<{ drawNo: number }>(
      `SELECT draw_no::int AS "drawNo" FROM lottery_draws
        WHERE game_code = $1 AND draw_no = $2 AND result IS NULL FOR SHARE`,
      [gameCode, drawNo],
    ),

  /** The latest results of the given games, newest first. */
  latest: (gameCodes: readonly string[], count: number) =>
    db.query<DrawRow>(
      `SELECT ${DRAW} FROM lottery_draws WHERE game_code = ANY($1::text[]) AND result IS NOT NULL
        ORDER BY draw_at DESC, game_code LIMIT $2`,
      [gameCodes, count],
    ),

  /** Each game's latest result. */
  lastPerGame: (gameCodes: readonly string[]) =>
    db.query<DrawRow>(
      `SELECT DISTINCT ON (game_code) ${DRAW} FROM lottery_draws
        WHERE game_code = ANY($1::text[]) AND result IS NOT NULL ORDER BY game_code, draw_no DESC`,
      [gameCodes],
    ),
});
