import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../../platform/jobs/job-queue.ts';
import { recordingLog, uniqueName } from '../../platform/jobs/test-kit.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createOperator, type OpsCaller, operatorSession } from '../../test/operators.ts';
import { opsToken, send } from '../../test/requests.ts';
import { periodContaining, SETTLE_LAG_MS } from './periods.ts';
import { settleAll } from './settlement.service.ts';
import { type Agent, backdate, bet, contractTransfers, member, payoutsOf } from './test-kit.ts';

/**
 * Settlement pays each (contract, period) once: run again, run by two server processes
 * at the same moment, or run by a process that dies before committing.
 */
let t: TestApp;
let ops: OpsCaller;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  t = await buildTestApp();
  ops = await operatorSession(t.app, await createOperator(t.db));
});
afterAll(() => t.close());

/** Line heads with a daily salary backdated to yesterday (brand clock), each with a bet of 1,000.00 then: 10.00 each. */
async function dueHeads(count: number): Promise<Agent[]> {
  const today = periodContaining('Daily', new Date(Date.now() - SETTLE_LAG_MS.Daily), 480);
  const yesterday = periodContaining('Daily', new Date(today.start.getTime() - 1), 480);
  const heads: Agent[] = [];
  for (let n = 0; n < count; n++) {
    const head = await member(t.db, 1);
    const set = await ops('PUT', '/ops/contracts', {
      merchant: 'demo',
      account: head.account,
      terms: { kind: 'daily', period: 'Daily', tiers: [{ betAmount: 0, rate: 1 }] },
      reason: 'test',
    });
    await backdate(t.db, set.body.value.id, yesterday);
    await bet(t.db, head, { stake: 1_000_00, payout: 0, placedAt: new Date(yesterday.start.getTime() + 3_600_000) });
    heads.push(head);
  }
  return heads;
}

async function expectPaidOnce(heads: Agent[]) {
  for (const head of heads) {
    expect((await payoutsOf(t.db, head)).map((row) => [row.amount, row.state])).toEqual([['1000', 'paid']]);
    expect((await contractTransfers(t.db, head)).map((row) => row.amount)).toEqual(['1000']);
  }
}

describe('a settlement run that fails before committing', () => {
  it('pays nothing, and the next run pays each period once', async () => {
    const heads = await dueHeads(3);
    const queue = new JobQueue(t.app.db, { log: recordingLog(), backoffMs: () => 0 });
    const name = uniqueName('settle-abort');
    let calls = 0;
    queue.register(name, async (_payload, tx) => {
      calls += 1;
      await settleAll(tx, 'daily', new Date());
      // The process "dies" after every payout was written, before the commit.
      if (calls === 1) throw new Error('lost before commit');
    });
    await queue.enqueue(name, {});
    expect(await queue.runDue()).toBe(1);
    for (const head of heads) expect(await payoutsOf(t.db, head)).toEqual([]);
    expect(await queue.runDue()).toBe(1);
    await expectPaidOnce(heads);
  });
});

describe.skipIf(!onPostgres)('two server processes', () => {
  it('settling at the same moment, by their jobs and by operators, pay each period once', async () => {
    const heads = await dueHeads(4);
    const sibling = await t.spawnSibling();
    const authorization = `Bearer ${await opsToken(sibling)}`;
    const viaSibling = () =>
      send(sibling, {
        method: 'POST',
        url: '/ops/contracts/settle',
        headers: { authorization },
        payload: { merchant: 'demo', kinds: ['daily'] },
      });
    const viaFirst = () => ops('POST', '/ops/contracts/settle', { merchant: 'demo', kinds: ['daily'] });
    const answers = await Promise.all([
      viaFirst(),
      viaSibling(),
      t.app.jobs.runDue(),
      sibling.jobs.runDue(),
      viaFirst(),
      viaSibling(),
    ]);
    for (const answer of answers) if (typeof answer === 'object') expect(answer.status).toBe(200);
    await expectPaidOnce(heads);
  });

  it('killed mid-run leave no payout behind, and the next run pays each period once', async () => {
    const heads = await dueHeads(2);
    const name = uniqueName('settle-killed');
    const queue = new JobQueue(t.db, { log: recordingLog() });
    queue.register(name, (_payload, tx) => settleAll(tx, 'daily', new Date()));
    await queue.enqueue(name, {});
    const worker = spawn(process.execPath, ['--import', 'tsx', fixture, t.url ?? '', name], {
      cwd: fileURLToPath(new URL('../../../../..', import.meta.url)),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    const settledInWorker = await new Promise<number>((resolve, reject) => {
      worker.stdout.on('data', (chunk: Buffer) => {
        const match = /settled (\d+)/.exec(chunk.toString());
        if (match) resolve(Number(match[1]));
      });
      worker.once('exit', (code) => reject(new Error(`worker exited early (${code})`)));
    });
    // The worker had paid them all inside its transaction; nobody else sees that yet.
    expect(settledInWorker).toBeGreaterThanOrEqual(heads.length);
    for (const head of heads) expect(await payoutsOf(t.db, head)).toEqual([]);
    worker.kill('SIGKILL');
    await exited;

    let ran = 0;
    for (let tries = 0; ran === 0 && tries < 50; tries++) {
      ran = await queue.runDue();
      if (ran === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ran).toBe(1);
    await expectPaidOnce(heads);
  });
});

const fixture = fileURLToPath(new URL('./settle-crash.fixture.ts', import.meta.url));
