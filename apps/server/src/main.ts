import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db/open.ts';
import { seedDemo } from './seed/demo.ts';

const config = loadConfig();
const db = await openDatabase(config);
if (config.seedDemo) await seedDemo(db);
const app = await buildApp({ config, db });

const stop = async (signal: string) => {
  app.log.info({ signal }, 'stopping');
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
console.log(`Arcadia is serving http://localhost:${config.port} (database: ${where})`);
