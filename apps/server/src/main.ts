import { buildApp } from './app.ts';
import { devGatewayProblems } from './modules/deposits/production-check.ts';
import { configureHouseVendor } from './modules/vendors/house-vendor.ts';
import { loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db/open.ts';
import { assertProductionReady, productionProblems, StartupError } from './platform/production.ts';
import { stopGracefully } from './platform/shutdown.ts';
import { seedDemo } from './seed/demo.ts';
import { seedDemoPlay } from './seed/demo-play.ts';
import { seedOnce } from './seed/marks.ts';
import { seedReference } from './seed/reference.ts';

// The server's start, settled once it serves. The build bundles it as CommonJS (dist/server.cjs, run
// from its code cache by src/launch.ts), where a module has no top-level await; a failure here still
// ends the process with its stack.
export const started = main();

async function main(): Promise<void> {
  const config = loadConfig();
  try {
    // Before the database is touched: production with demo data or a stand-in never starts.
    assertProductionReady(productionProblems(config));
  } catch (error) {
    refuse(error);
  }
  // Production checks the runtime role before any migration writes; a refusal or a database out of reach is a sentence.
  const db = await openDatabase(config).catch(refuse);
  // Once per build and database: a restart of the same build finds everything seeded (seed/marks.ts).
  const seeded = await seedOnce(db, config.seedDemo ? 'reference+demo' : 'reference', async () => {
    // seedDemo seeds the reference data first.
    await (config.seedDemo ? seedDemo(db) : seedReference(db));
    // The demo member's play history (a rebate to claim); kept out of seedDemo so test databases start without it.
    if (config.seedDemo) await seedDemoPlay(db);
  });
  // Statistics for what the seeds wrote, and for tables changed a lot since (nothing else gathers them).
  // After seeding they are gathered before serving; otherwise while the app starts (nothing waits on them).
  const analysed = db.query('SELECT analyze_stale_tables()');
  if (seeded) await analysed;
  else analysed.catch((error: unknown) => console.error('Gathering table statistics failed:', error));
  if (config.production) {
    try {
      assertProductionReady(await devGatewayProblems(db));
    } catch (error) {
      await db.close();
      refuse(error);
    }
  }
  // The house vendor's adapter at its configured address (a demo seed wrote the development one).
  if (config.houseVendorUrl) {
    await configureHouseVendor(db, {
      apiUrl: config.houseVendorUrl,
      playUrl: config.housePublicUrl,
      secret: config.houseVendorSecret,
    });
  }
  const app = await buildApp({ config, db });

  process.once('SIGINT', () => void stopGracefully(app, db, 'SIGINT', config.shutdownTimeoutMs));
  process.once('SIGTERM', () => void stopGracefully(app, db, 'SIGTERM', config.shutdownTimeoutMs));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  console.log(`Arcadia is serving http://localhost:${config.port} (database: ${where})`);
}

/** A refused configuration prints its message alone; anything else is a crash with its stack. */
function refuse(error: unknown): never {
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
