import type { Db } from '../platform/db/db.ts';

/**
 * The test template lists the whole demo catalogue, as the suites written around it expect: every
 * vendor gets an adapter at an address that refuses connections (the discard port), so a launch
 * of a game answers game-maintenance at once, the house vendor's included (its process is not
 * running in a test: a test that launches starts a stub provider, test/stub-provider.ts). The demo
 * itself lists only the vendors with a real adapter (the house vendor); tests of that rule remove
 * an adapter themselves.
 */
export const UNREACHABLE_PROVIDER = 'http://127.0.0.1:9';

export async function listEveryVendor(db: Db) {
  await db.query(
    `INSERT INTO vendor_adapters (vendor_code, api_url)
     SELECT DISTINCT vassalage, $1 FROM game_vendors
     ON CONFLICT (vendor_code) DO UPDATE SET api_url = EXCLUDED.api_url, play_url = NULL`,
    [UNREACHABLE_PROVIDER],
  );
}
