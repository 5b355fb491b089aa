/**
 * A server process that dies mid-job, for job-queue.failures.test.ts: it claims the
 * job named on the command line, writes through the job's transaction, says so on
 * stdout, then hangs until the test kills it with SIGKILL.
 * Usage: node --import tsx crash-worker.fixture.ts <postgres url> <job name>
 */
import { openPostgres } from '../db/postgres.ts';
import { JobQueue } from './job-queue.ts';
import { addEffect } from './test-kit.ts';

const [url, name] = process.argv.slice(2);
if (!url || !name) throw new Error('usage: crash-worker.fixture.ts <postgres url> <job name>');
const queue = new JobQueue(openPostgres(url, 1), { log: { warn: () => {}, error: () => {} } });
queue.register(name, async (_payload, tx) => {
  await addEffect(tx, name);
  process.stdout.write('claimed\n');
  // Keep the event loop (and the open transaction) alive until the kill.
  await new Promise(() => setInterval(() => {}, 60_000));
});
await queue.runDue(1);
