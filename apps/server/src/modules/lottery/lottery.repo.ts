import type { Db } from '../../platform/db/db.ts';

export const LOTTERY_VENDOR = 'ARCV';

export const siteLotteryRepo = (db: Db) => ({
  /** Whether the brand lists the lottery vendor (game_vendors). */
  vendorEnabled: async (merchantId: number) =>
    Boolean(
      await db.one('SELECT 1 FROM game_vendors WHERE merchant_id = $1 AND vassalage = $2 AND listed', [
        merchantId,
        LOTTERY_VENDOR,
      ]),
    ),

  /**
   * The vendor's games as the catalogue lists them: null when the catalogue holds none
   * (then every game the vendor publishes is shown), else the enabled codes.
   */
  catalogueCodes: async (): Promise<Set<string> | null> => {
    const rows = await db.query<{ gameCode: string; enabled: boolean }>(
      'SELECT game_code AS "gameCode", enabled FROM games WHERE vendor = $1',
      [LOTTERY_VENDOR],
    );
    return rows.length === 0 ? null : new Set(rows.filter((row) => row.enabled).map((row) => row.gameCode));
  },

  /** The member's recent launches of the vendor's games (catalogue recents), newest first. */
  recentLaunches: (memberId: string, count: number) =>
    db.query<{ gameCode: string; at: Date }>(
      `SELECT g.game_code AS "gameCode", r.played_at AS at FROM game_recents r JOIN games g ON g.id = r.game_id
       WHERE r.member_id = $1 AND g.vendor = $2 ORDER BY r.play_order DESC LIMIT $3`,
      [memberId, LOTTERY_VENDOR, count],
    ),
});
