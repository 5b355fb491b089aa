import type { Db } from '../../platform/db/db.ts';

/** The vendors we run ourselves (modules/house); every other vendor is a third party. */
export const HOUSE_VENDORS = ['ARC', 'ARCE', 'ARCL', 'ARCP', 'ARCV'] as const;
export type HouseVendor = (typeof HOUSE_VENDORS)[number];
export const isHouseVendor = (code: string): code is HouseVendor => (HOUSE_VENDORS as readonly string[]).includes(code);

/**
 * A vendor's shared secret for signing seamless-wallet calls, or undefined for a
 * vendor we have no secret for. The house modules read theirs here at start
 * (migration 010 seeds a random one per house vendor).
 */
export async function vendorSecret(db: Db, vendorCode: string): Promise<string | undefined> {
  const row = await db.one<{ secret: string }>('SELECT secret FROM vendor_secrets WHERE vendor_code = $1', [
    vendorCode,
  ]);
  return row?.secret;
}
