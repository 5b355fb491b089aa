import type { Db } from '../platform/db/db.ts';

/**
 * The build's fingerprint: a hash of the server's and the contract's sources, written into the
 * bundle by build.mjs. Unbundled (tsx, tests) there is none, and the seeds always run.
 */
declare const __ARCADIA_BUILD__: string | undefined;
export const BUILD_ID: string | null = typeof __ARCADIA_BUILD__ === 'string' ? __ARCADIA_BUILD__ : null;

/**
 * Runs `seed` (named `seeds`) unless this build already seeded this database. The seeds only
 * insert what is missing, so skipping them for an unchanged build changes nothing; a new build
 * runs them once, and a row an operator removed comes back only then. Answers whether it ran.
 */
export async function seedOnce(db: Db, seeds: string, seed: () => Promise<void>, build = BUILD_ID): Promise<boolean> {
  if (build) {
    const mark = await db.one('SELECT 1 FROM seed_marks WHERE seeds = $1 AND build = $2', [seeds, build]);
    if (mark) return false;
  }
  await seed();
  if (build) {
    await db.query(
      `INSERT INTO seed_marks (seeds, build) VALUES ($1, $2)
       ON CONFLICT (seeds) DO UPDATE SET build = EXCLUDED.build, seeded_at = now()`,
      [seeds, build],
    );
  }
  return true;
}
