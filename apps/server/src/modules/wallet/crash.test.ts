import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../platform/db/migrate.ts';
import { seedDemo } from '../../seed/demo.ts';
import { createMember, type TestMember, tokenFor } from '../../test/members.ts';
import { DEMO_OPS2, opsLoginOver } from '../../test/ops-login.ts';
import { listEveryVendor } from '../../test/providers.ts';
import { type ProcessStore, processStore, startServer } from '../../test/server-process.ts';
import { ledgerCheck } from './ledger.service.ts';

/**
 * The crash test: a real server process is killed with SIGKILL while
 * money moves, started again on the same database, and the books must hold:
 * no transfer half-applied, and every transfer the server acknowledged kept.
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
    members.push({ member, token: await tokenFor(db, member) });
  }
  await db.close();
}, 120_000);
afterAll(() => store?.drop());

const VENDORS = ['PG', 'JILI', 'PP'];

interface Call {
  path: string;
  token: string;
  body: object;
  /** An adjustment request: approved next with this operator's token. */
  approveWith?: string;
}

/**
 * One random money call: a credit (asked by one operator, then approved by a second:
 * `approveWith` is the second's token), or a move between a member's wallets.
 */
function randomCall(ops: { maker: string; checker: string }, requestId: string): Call {
  const { member, token } = members[Math.floor(Math.random() * members.length)] as (typeof members)[number];
  const roll = Math.random();
  if (roll < 0.3) {
    return {
      path: `/ops/members/${member.account}/adjust`,
      token: ops.maker,
      body: { merchant: 'demo', direction: 'credit', amount: 10_000, reason: 'crash test', requestId },
      approveWith: ops.checker,
    };
  }
  if (roll < 0.9) {
    const vendorCode = VENDORS[Math.floor(Math.random() * VENDORS.length)];
    const type = roll < 0.65 ? 'in' : 'out';
    return { path: '/wps/relay/GCS_walletTransfer', token, body: { type, vendorCode, amount: 1_000, requestId } };
  }
  return { path: '/wps/relay/GCS_walletTransfer', token, body: { type: 'recall', requestId } };
}

describe('SIGKILL while transfers are in flight', () => {
  it('restarts with balanced books and every acknowledged credit kept', { timeout: 180_000 }, async () => {
    let server = await startServer(store.env);
    // The seeded owner asks for each credit and the seeded finance operator approves it.
    const ops = { maker: await opsLoginOver(server.base), checker: await opsLoginOver(server.base, DEMO_OPS2) };

    const acknowledgedCredits: string[] = [];
    let acknowledged = 0;
    let dead = false;
    const serverErrors: string[] = [];
    const worker = async () => {
      while (!dead) {
        const requestId = randomUUID().replaceAll('-', '');
        const call = randomCall(ops, requestId);
        const post = async (path: string, token: string, body: object) => {
          const response = await fetch(`${server.base}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify(body),
          });
          const answer = (await response.json()) as { success: boolean; code: string; value: { id: string } };
          // Business refusals (insufficient balance, for one) are fine; a server error is not.
          if (response.status >= 500) serverErrors.push(`${response.status} ${JSON.stringify(answer)}`);
          return answer;
        };
        try {
          const answer = await post(call.path, call.token, call.body);
          // An adjustment moves money only when the second operator approves it.
          const done =
            call.approveWith && answer.success
              ? await post(`/ops/approvals/${answer.value.id}/approve`, call.approveWith, {})
              : answer;
          if (done.success) {
            acknowledged++;
            if (call.approveWith) acknowledgedCredits.push(requestId);
          }
        } catch (error) {
          if (!dead) serverErrors.push(String(error));
        }
      }
    };
    const workers = Array.from({ length: 16 }, worker);
    // Let money flow, then pull the plug mid-stream.
    while (acknowledged < 150 && serverErrors.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    dead = true;
    server.child.kill('SIGKILL');
    expect(await server.exited).toBe('SIGKILL');
    await Promise.all(workers);
    expect(serverErrors).toEqual([]);

    // The server comes back on the same database (recovery, migrations) and serves.
    server = await startServer(store.env);
    const status = await fetch(`${server.base}/wps/system/status`);
    expect(status.ok).toBe(true);
    server.child.kill('SIGTERM');
    await server.exited;

    const db = await store.open();
    try {
      expect(await ledgerCheck(db)).toEqual([]);
      const kept = await db.query<{ key: string }>(
        "SELECT idempotency_key AS key FROM ledger_transfers WHERE type = 'adjustment'",
      );
      const keys = new Set(kept.map((row) => row.key));
      for (const requestId of acknowledgedCredits) expect(keys.has(`adjust:${requestId}`)).toBe(true);
      expect(acknowledgedCredits.length).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  });
});
