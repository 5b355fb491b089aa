import type { Db } from '../platform/db/db.ts';
import { seedGames } from './games.ts';

/** Countries offered for sign-up and their dialing codes, in the order the lists show them. */
export const COUNTRIES: [string, string][] = [
  ['PH', '63'],
  ['VN', '84'],
  ['TH', '66'],
  ['CN', '86'],
  ['JP', '81'],
  ['MY', '60'],
  ['ID', '62'],
  ['SG', '65'],
  ['HK', '852'],
  ['TW', '886'],
  ['KR', '82'],
  ['IN', '91'],
  ['MM', '95'],
  ['KH', '855'],
  ['LA', '856'],
  ['AU', '61'],
  ['GB', '44'],
  ['US', '1'],
];

/**
 * What every deployment needs, production included: the country list and the shared game
 * catalogue. Keyed inserts only, so running it again changes nothing (and keeps operators' changes).
 */
export async function seedReference(db: Db): Promise<void> {
  await db.tx(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7231003)');
    for (const [index, [code, dialing]] of COUNTRIES.entries()) {
      await tx.query('INSERT INTO countries VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [code, dialing, index]);
    }
    await seedGames(tx);
  });
}
