import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../platform/db/migrate.ts';
import { seedDemo } from '../../seed/demo.ts';
import { createMember, type TestMember, tokenFor } from '../../test/members.ts';
import { listEveryVendor } from '../../test/providers.ts';
import { type ProcessStore, processStore, startServer } from '../../test/server-process.ts';
import { ledgerCheck } from './ledger.service.ts';
import { fund, fundVendor } from './money-test-kit.ts';

/**
 * Issue 9's graceful-shutdown test: a real server process gets SIGTERM while money moves.
 * It finishes what it acknowledged, refuses what it did not take, and exits 0; afterwards
 * every transfer answered 200 is in the ledger, none answered otherwise is, and the books hold.
 */
let store: ProcessStore;
const members: { member: TestMember; token: string }[] = [];

beforeAll(async () => {
  store = await processStore();
  const db = await store.open();
  await migrate(db);
  await seedDemo(db);
  await listEveryVendor(db);
  for (let index = 0; index < 4; index++) {
    const member = await createMember(db);
    await fund(db, member, 10_000_000);
    await fundVendor(db, member, 'PG', 1_000_000);
    members.push({ member, token: await tokenFor(db, member) });
  }
  await db.close();
}, 120_000);
afterAll(() => store?.drop());

interface Outcome {
  key: string;
  /** HTTP status, or 0 when no answer came (connection refused or cut). */
  status: number;
  afterSignal: boolean;
}

describe('SIGTERM while transfers are in flight', () => {
  it('drains, exits 0 and loses no acknowledged transfer', { timeout: 180_000 }, async () => {
    const server = await startServer(store.env);
    const outcomes: Outcome[] = [];
    let signalled = false;
    let gone = false;
    void server.exited.then(() => {
      gone = true;
    });

    const worker = async () => {
      while (!gone) {
        const { member, token } = members[Math.floor(Math.random() * members.length)] as (typeof members)[number];
        const requestId = randomUUID().replaceAll('-', '');
        const type = Math.random() < 0.5 ? 'in' : 'out';
        const sentAfterSignal = signalled;
        let status = 0;
        try {
          const response = await fetch(`${server.base}/wps/relay/GCS_walletTransfer`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ type, vendorCode: 'PG', amount: 100, requestId }),
          });
          await response.arrayBuffer();
          status = response.status;
        } catch {
          // No answer: the server had stopped accepting (or its listener was gone).
          if (!signalled) throw new Error('transfer failed before SIGTERM');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        outcomes.push({ key: `wallet:${member.id}:${requestId}`, status, afterSignal: signalled && !sentAfterSignal });
      }
    };
    const workers = Array.from({ length: 16 }, worker);
    while (outcomes.filter((outcome) => outcome.status === 200).length < 150) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    signalled = true;
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe('0');
    await Promise.all(workers);

    const acknowledged = outcomes.filter((outcome) => outcome.status === 200);
    const refused = outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 0);
    const unanswered = outcomes.filter((outcome) => outcome.status === 0);
    // Requests already in flight when the signal came were finished, not dropped.
    expect(acknowledged.some((outcome) => outcome.afterSignal)).toBe(true);
    // What was refused was refused as "closing" (503), never as a server error.
    expect(new Set(refused.map((outcome) => outcome.status))).toEqual(new Set(refused.length ? [503] : []));

    const db = await store.open();
    try {
      expect(await ledgerCheck(db)).toEqual([]);
      const rows = await db.query<{ key: string }>(
        "SELECT idempotency_key AS key FROM ledger_transfers WHERE idempotency_key LIKE 'wallet:%'",
      );
      const kept = new Set(rows.map((row) => row.key));
      for (const outcome of acknowledged) expect(kept.has(outcome.key), outcome.key).toBe(true);
      for (const outcome of refused) expect(kept.has(outcome.key), outcome.key).toBe(false);
      // The listener had stopped taking them: nothing of a request that got no answer was applied.
      for (const outcome of unanswered) expect(kept.has(outcome.key), outcome.key).toBe(false);
    } finally {
      await db.close();
    }
  });
});
