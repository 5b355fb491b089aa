import type { Db } from '../../platform/db/db.ts';
import { adaptersRepo } from './adapters.repo.ts';
import { HOUSE_VENDORS } from './secrets.ts';

/** The development addresses of the house vendor (apps/house-vendor listens on 8090). */
export const DEVELOPMENT_HOUSE_VENDOR = { apiUrl: 'http://127.0.0.1:8090', playUrl: 'http://localhost:8090' };

/**
 * The house vendor is a provider like any other: each of its vendor codes gets the provider's
 * adapter at its API's address, so the brands that switch it on list its games. Written at every
 * start from HOUSE_VENDOR_URL and HOUSE_VENDOR_SECRET (the demo seed writes the address alone),
 * never from an operator.
 */
export async function configureHouseVendor(
  db: Db,
  house: { apiUrl: string; playUrl: string | null; secret?: string | null },
) {
  const playUrl = house.playUrl ? new URL(house.playUrl).origin : null;
  for (const code of HOUSE_VENDORS) {
    if (house.secret) await adaptersRepo(db).putSecret(code, house.secret);
    await adaptersRepo(db).put(code, house.apiUrl, 'seamless', playUrl);
  }
}
