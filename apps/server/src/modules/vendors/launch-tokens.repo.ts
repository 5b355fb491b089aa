import type { Db } from '../../platform/db/db.ts';

/** How long a launch token may wait for the game to exchange it. */
export const LAUNCH_TOKEN_TTL_SECONDS = 120;

export interface LaunchTokenRow {
  merchantId: number;
  memberId: string;
  vendorCode: string;
  gameCode: string;
  language: string;
}

export const launchTokensRepo = (db: Db) => ({
  create: (tokenHash: string, row: LaunchTokenRow) =>
    db.query(
      `INSERT INTO launch_tokens (token_hash, merchant_id, member_id, vendor_code, game_code, language, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
      [tokenHash, row.merchantId, row.memberId, row.vendorCode, row.gameCode, row.language, LAUNCH_TOKEN_TTL_SECONDS],
    ),

  /** Spends a token: only once, only in time, only by the vendor it was made for. */
  consume: (tokenHash: string, vendorCode: string) =>
    db.one<LaunchTokenRow>(
      `UPDATE launch_tokens SET used_at = now()
        WHERE token_hash = $1 AND vendor_code = $2 AND used_at IS NULL AND expires_at > now()
        RETURNING merchant_id AS "merchantId", member_id::text AS "memberId", vendor_code AS "vendorCode",
                  game_code AS "gameCode", language`,
      [tokenHash, vendorCode],
    ),

  /** Takes back a token the launch never handed out (its provider did not answer). */
  discard: (tokenHash: string) =>
    db.query('DELETE FROM launch_tokens WHERE token_hash = $1 AND used_at IS NULL', [tokenHash]),

  /** Forgets tokens a day after they expired (kept that long for support questions). */
  prune: () => db.query(`DELETE FROM launch_tokens WHERE expires_at < now() - interval '1 day'`),
});
