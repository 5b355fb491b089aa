import type { Db } from '../../platform/db/db.ts';

/** What the launch flow reads of the brand's vendors (game_vendors). */
export const launchRepo = (db: Db) => ({
  /** The brand's lottery vendor for a lobby launch (launchMode LOTT): the one whose account type is LOTT. */
  async lotteryVendor(merchantId: number): Promise<string | undefined> {
    const row = await db.one<{ code: string }>(
      `SELECT vassalage AS code FROM game_vendors WHERE merchant_id = $1 AND enabled AND account_type_name = 'LOTT'
        ORDER BY sort, id LIMIT 1`,
      [merchantId],
    );
    return row?.code;
  },

  /** The vendor's name as the brand lists it, when it lists it enabled. */
  async enabledVendorName(merchantId: number, code: string): Promise<string | undefined> {
    const row = await db.one<{ name: string }>(
      'SELECT name FROM game_vendors WHERE merchant_id = $1 AND vassalage = $2 AND enabled ORDER BY sort, id LIMIT 1',
      [merchantId, code],
    );
    return row?.name;
  },
});
