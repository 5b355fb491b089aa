import type { Db } from '../../platform/db/db.ts';

/** What the launch flow reads of the brand's vendors (game_vendors). */
export const launchRepo = (db: Db) => ({
  /** The brand's lottery vendor for a lobby launch (launchMode LOTT): the one whose account type is LOTT. */
  async lotteryVendor(merchantId: number): Promise<string | undefined> {
    const row = await db.one<{ code: string }>(
      `SELECT vassalage AS code FROM game_vendors WHERE merchant_id = $1 AND listed AND account_type_name = 'LOTT'
        ORDER BY sort, id LIMIT 1`,
      [merchantId],
    );
    return row?.code;
  },

  /** The vendor's name as the brand lists it, when it lists it. */
  async enabledVendorName(merchantId: number, code: string): Promise<string | undefined> {
    const row = await db.one<{ name: string }>(
      'SELECT name FROM game_vendors WHERE merchant_id = $1 AND vassalage = $2 AND listed ORDER BY sort, id LIMIT 1',
      [merchantId, code],
    );
    return row?.name;
  },

  /** Whether an operator put the brand's vendor into maintenance: listed, and its games answer game-maintenance. */
  inMaintenance: async (merchantId: number, code: string) =>
    Boolean(
      await db.one('SELECT 1 FROM game_vendors WHERE merchant_id = $1 AND vassalage = $2 AND maintenance LIMIT 1', [
        merchantId,
        code,
      ]),
    ),
});
