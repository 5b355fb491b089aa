import path from 'node:path';
import type { Config } from '../config.ts';
import type { Db } from './db.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

type OpenConfig = Pick<Config, 'databaseUrl' | 'dataDir'> &
  Partial<Pick<Config, 'databaseConnectTimeoutMs' | 'databaseStatementTimeoutMs'>>;

/** PostgreSQL when DATABASE_URL is set, else embedded PGlite under DATA_DIR/pglite. */
export function openDatabase(config: OpenConfig): Promise<Db> {
  if (config.databaseUrl) {
    return Promise.resolve(
      openPostgres(config.databaseUrl, {
        ...(config.databaseConnectTimeoutMs ? { connectTimeoutMs: config.databaseConnectTimeoutMs } : {}),
        ...(config.databaseStatementTimeoutMs ? { statementTimeoutMs: config.databaseStatementTimeoutMs } : {}),
      }),
    );
  }
  return openPglite(path.join(config.dataDir, 'pglite'));
}
