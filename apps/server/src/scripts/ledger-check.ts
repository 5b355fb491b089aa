/**
 * `npm run ledger:check`: proves the books on the configured database
 * (DATABASE_URL, else the embedded PGlite under DATA_DIR). Exits 1 on any violation.
 */
import { ledgerCheck } from '../modules/wallet/ledger.service.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db/open.ts';

// No per-statement limit: proving a large ledger may take longer than a request may.
const db = await openDatabase({ ...loadConfig(), databaseStatementTimeoutMs: 0 });
try {
  const violations = await ledgerCheck(db);
  for (const violation of violations) console.error(`${violation.rule}: ${violation.detail}`);
  if (violations.length > 0) {
    console.error(`ledger check FAILED: ${violations.length} violation(s)`);
    process.exitCode = 1;
  } else {
    console.log(
      'ledger check passed: every balance equals its entries, every transfer and book sums to zero, ' +
        'and no transfer gained entries after its commit',
    );
  }
} catch (error) {
  console.error('ledger check could not run:', error);
  process.exitCode = 1;
} finally {
  await db.close();
}
