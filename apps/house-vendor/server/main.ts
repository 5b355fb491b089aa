import { buildApp } from './app.ts';
import { loadConfig, productionProblems } from './config.ts';
import { type Db, openPglite, openPostgres } from './db/db.ts';
import { migrate } from './db/migrate.ts';

/** The house vendor's process: its own database, migrated, then its HTTP app. */
async function main() {
  const config = loadConfig();
  const problems = productionProblems(config);
  if (problems.length > 0) {
    console.error(
      `The house vendor refuses to start with NODE_ENV=production:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    process.exit(1);
  }
  const db: Db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
  await migrate(db);
  const app = await buildApp({ config, db });
  const stop = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  console.log(`The house vendor is serving ${config.publicUrl} (database: ${where}; wallet: ${config.platformUrl})`);
}

await main();
