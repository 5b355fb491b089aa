/**
 * A server process that dies mid-settlement, for settlement-once.test.ts: it claims the
 * job named on the command line, settles every brand's due daily salaries through the
 * job's transaction, says so on stdout, then hangs until the test kills it with SIGKILL.
 * Usage: node --import tsx settle-crash.fixture.ts <postgres url> <job name>
 */
import { openPostgres } from '../../platform/db/postgres.ts';
import { JobQueue } from '../../platform/jobs/job-queue.ts';
import { settleAll } from './settlement.service.ts';

const [url, name] = process.argv.slice(2);
if (!url || !name) throw new Error('usage: settle-crash.fixture.ts <postgres url> <job name>');
const queue = new JobQueue(openPostgres(url, 1), { log: { warn: () => {}, error: () => {} } });
queue.register(name, async (_payload, tx) => {
  await settleAll(tx, 'daily', new Date());
  const paid = await tx.one<{ n: number }>("SELECT count(*)::int AS n FROM contract_payouts WHERE state = 'paid'");
  process.stdout.write(`settled ${paid?.n ?? 0}\n`);
  // Keep the event loop (and the open transaction) alive until the kill.
  await new Promise(() => setInterval(() => {}, 60_000));
});
await queue.runDue(1);
