import type { GameCategory } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';

/** What operators read and change of vendors: the catalogue's vendors and a brand's switches. */
export const opsVendorsRepo = (db: Db) => ({
  /** Every vendor the catalogue knows (games or a brand's row), with its stored types and its games. */
  catalogue: () =>
    db.query<{ vendorCode: string; name: string; categories: string[]; games: number }>(
      `SELECT v.vendor_code AS "vendorCode",
              COALESCE((SELECT gv.name FROM game_vendors gv WHERE gv.vassalage = v.vendor_code ORDER BY gv.id LIMIT 1),
                       v.vendor_code) AS name,
              COALESCE((SELECT array_agg(DISTINCT gv.game_type) FROM game_vendors gv WHERE gv.vassalage = v.vendor_code),
                       ARRAY[]::text[]) AS categories,
              (SELECT count(*)::int FROM games g WHERE g.vendor = v.vendor_code AND g.enabled) AS games
         FROM (SELECT vassalage AS vendor_code FROM game_vendors UNION SELECT vendor FROM games) v
        ORDER BY v.vendor_code`,
    ),

  secretCodes: async () =>
    (await db.query<{ code: string }>('SELECT vendor_code AS code FROM vendor_secrets')).map((row) => row.code),

  brandVendors: (merchantId: number) =>
    db.query<{
      vendorCode: string;
      name: string;
      gameType: GameCategory;
      enabled: boolean;
      maintenance: boolean;
      listed: boolean;
    }>(
      `SELECT vassalage AS "vendorCode", name, game_type AS "gameType", enabled, maintenance, listed
         FROM game_vendors WHERE merchant_id = $1 ORDER BY sort, id`,
      [merchantId],
    ),

  /** Changes every row of the brand's vendor (one per game type it serves); false when it has none. */
  updateBrandVendor: async (merchantId: number, vendor: string, change: { enabled?: boolean; maintenance?: boolean }) =>
    (
      await db.query(
        `UPDATE game_vendors SET enabled = COALESCE($3, enabled), maintenance = COALESCE($4, maintenance)
          WHERE merchant_id = $1 AND vassalage = $2 RETURNING id`,
        [merchantId, vendor, change.enabled ?? null, change.maintenance ?? null],
      )
    ).length > 0,
});
