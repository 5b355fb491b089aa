import { type Db, openPglite } from '../server/db/db.ts';
import { migrate } from '../server/db/migrate.ts';

/** A migrated in-memory database of the vendor's. */
export async function freshDb(): Promise<Db> {
  const db = await openPglite(null);
  await migrate(db);
  return db;
}
