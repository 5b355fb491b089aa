import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../platform/db/db.ts';
import { openPostgres } from '../../../platform/db/postgres.ts';
import { JobQueue } from '../../../platform/jobs/job-queue.ts';
import { manualClock, recordingLog } from '../../../platform/jobs/test-kit.ts';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { commitDraw, drawJobName, registerDrawJobs, runDraws } from './draws.ts';
import { seedHashOf, verifyDraw } from './fairness.ts';
import { lotteryRepo } from './lottery.repo.ts';
import { drawAtMs, openDrawNo, slotDrawNo } from './schedule.ts';
import { drawSeedsRepo } from './seeds.repo.ts';

const ONE = { code: 'ARCV-VN-1', intervalSeconds: 60, closeSeconds: 10 };
const draws = (db: Db, game: string) =>
  db.query<{ drawNo: number; special: string; prizes: { tier: string; numbers: string[] }[] }>(
    'SELECT draw_no::int AS "drawNo", special, prizes FROM lottery_draws WHERE game_code = $1 ORDER BY draw_no',
    [game],
  );

describe('lottery draws', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('draw the draw timed at the slot start, with a full prize table, once', async () => {
    const at = Date.parse('2031-03-01T10:05:00Z');
    const drawn = await t.db.tx((tx) => runDraws(tx, 'ARCV-VN-3', at));
    const due = slotDrawNo({ intervalSeconds: 180, closeSeconds: 15 }, at) - 1;
    expect(drawn).toEqual([due]);
    expect(await t.db.tx((tx) => runDraws(tx, 'ARCV-VN-3', at + 1000))).toEqual([]);
    const [row] = await draws(t.db, 'ARCV-VN-3');
    expect(row?.drawNo).toBe(due);
    expect(row?.special).toMatch(/^\d{6}$/);
    expect(row?.prizes.map((p) => p.tier)).toEqual(['special', 'g1', 'g2', 'g3', 'g4', 'g5', 'g6', 'g7', 'g8']);
    expect(row?.prizes.flatMap((p) => p.numbers)).toHaveLength(18);
    expect(row?.prizes[0]?.numbers[0]).toBe(row?.special);
  });

  it('also draw earlier draws that hold tickets but were missed, not empty ones', async () => {
    const at = Date.parse('2031-03-02T00:00:00Z');
    const missed = slotDrawNo(ONE, at) - 5;
    await lotteryRepo(t.db).insertTickets([
      {
        playerId: '1',
        currency: 'PHP',
        gameCode: ONE.code,
        drawNo: missed,
        betType: 'LO',
        number: '12',
        stake: 100,
        odds: 350,
        requestId: 'missed-draw-1',
      },
    ]);
    await t.db.query(`UPDATE lottery_tickets SET status = 'open' WHERE request_id = 'missed-draw-1'`);
    const drawn = await t.db.tx((tx) => runDraws(tx, ONE.code, at));
    expect(drawn).toEqual([missed, slotDrawNo(ONE, at) - 1]);
  });

  it('derive each result from the seed committed before the draw, and commit the draw opening next', async () => {
    const THREE = { intervalSeconds: 180, closeSeconds: 15 };
    const at = Date.parse('2031-03-03T08:00:00Z');
    const due = slotDrawNo(THREE, at) - 1;
    const before = await commitDraw(t.db, 'ARCV-VN-3', due);
    expect(before?.seedHash).toBe(seedHashOf(before?.seed ?? ''));
    expect(await t.db.tx((tx) => runDraws(tx, 'ARCV-VN-3', at))).toEqual([due]);
    const row = await lotteryRepo(t.db).draw('ARCV-VN-3', due);
    expect(row?.seed).toBe(before?.seed);
    expect(row?.seedHash).toBe(before?.seedHash);
    const checked = verifyDraw({
      seed: row?.seed ?? '',
      hash: before?.seedHash ?? '',
      gameCode: 'ARCV-VN-3',
      drawNo: due,
      region: 'SOUTH',
    });
    expect(checked.hashMatches).toBe(true);
    expect(row?.prizes).toEqual(checked.prizes);
    expect(row?.special).toBe(checked.special);
    // The draw now taking bets got its seed from the job that opened it.
    const opening = await drawSeedsRepo(t.db).find('ARCV-VN-3', openDrawNo(THREE, at));
    expect(opening?.seedHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keep one seed per draw: asked again it is the same, and the table refuses to change or drop it', async () => {
    const first = await commitDraw(t.db, 'ARCV-VN-1', 12_345);
    expect(await commitDraw(t.db, 'ARCV-VN-1', 12_345)).toEqual(first);
    expect(await commitDraw(t.db, 'ARCV-VN-5', 12_345)).not.toEqual(first);
    await expect(
      t.db.query(`UPDATE lottery_draw_seeds SET seed_hash = $1 WHERE draw_no = 12345`, ['0'.repeat(64)]),
    ).rejects.toThrow(/never changed/);
    await expect(t.db.query('DELETE FROM lottery_draw_seeds WHERE draw_no = 12345')).rejects.toThrow(/never changed/);
    expect(await commitDraw(t.db, 'ARCV-VN-1', 12_345)).toEqual(first);
  });

  it('give no seed to a draw drawn before draws had seeds (it would not be the one its result came from)', async () => {
    await lotteryRepo(t.db).insertDraw({
      gameCode: 'ARCV-VN-1',
      drawNo: 777,
      drawAt: new Date(drawAtMs(ONE, 777)),
      special: '12345',
      prizes: [{ tier: 'special', numbers: ['12345'] }],
    });
    expect(await commitDraw(t.db, 'ARCV-VN-1', 777)).toBeNull();
    expect(await t.db.tx((tx) => runDraws(tx, 'ARCV-VN-1', drawAtMs(ONE, 777)))).toEqual([]);
    const legacy = await lotteryRepo(t.db).draw('ARCV-VN-1', 777);
    expect(legacy).toMatchObject({ special: '12345', seed: null, seedHash: null });
  });

  it('run as one recurring job per game through the job queue', async () => {
    const clock = manualClock('2031-04-01T00:00:00.000Z');
    const queue = new JobQueue(t.db, { log: recordingLog(), now: clock.now });
    const games = await lotteryRepo(t.db).games();
    registerDrawJobs(queue, games);
    expect(games.map((g) => g.code)).toEqual(['ARCV-VN-1', 'ARCV-VN-3', 'ARCV-VN-5']);
    await queue.runDue();
    clock.advance(60_000);
    await queue.runDue();
    await queue.runDue();
    const at = clock.now().getTime();
    const fives = await t.db.query<{ n: number }>(
      `SELECT draw_no::int AS n FROM lottery_draws WHERE game_code = 'ARCV-VN-1' AND draw_at BETWEEN $1 AND $2 ORDER BY 1`,
      [new Date(at - 60_000), new Date(at)],
    );
    expect(fives.map((r) => r.n)).toEqual([slotDrawNo(ONE, at) - 2, slotDrawNo(ONE, at) - 1]);
    expect(new Date(drawAtMs(ONE, slotDrawNo(ONE, at) - 1)).toISOString()).toBe('2031-04-01T00:01:00.000Z');
    const jobs = await t.db.query<{ state: string }>('SELECT state FROM jobs WHERE name = $1 ORDER BY run_at', [
      drawJobName('ARCV-VN-1'),
    ]);
    expect(jobs.map((j) => j.state)).toEqual(['done', 'done', 'queued']);
  });
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('lottery draws across processes on PostgreSQL', () => {
  let t: TestApp;
  const pools: Db[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    pools.push(openPostgres(t.url ?? '', 3), openPostgres(t.url ?? '', 3));
  });
  afterAll(async () => {
    for (const pool of pools) await pool.close();
    await t.close();
  });

  it('draw each draw exactly once when two processes run the due jobs together', async () => {
    const clock = manualClock('2032-05-05T05:00:00.000Z');
    const games = await lotteryRepo(t.db).games();
    const queues = pools.map((db) => {
      const queue = new JobQueue(db, { log: recordingLog(), now: clock.now });
      registerDrawJobs(queue, games);
      return queue;
    });
    for (let minute = 0; minute < 6; minute++) {
      await Promise.all(queues.map((q) => q.runDue()));
      await Promise.all(queues.map((q) => q.runDue()));
      clock.advance(60_000);
    }
    const rows = await t.db.query<{ game: string; n: number; copies: number }>(
      `SELECT game_code AS game, draw_no::int AS n, count(*)::int AS copies FROM lottery_draws
       WHERE draw_at BETWEEN '2032-05-05T05:00:00Z' AND '2032-05-05T05:06:00Z' GROUP BY 1, 2`,
    );
    expect(rows.filter((r) => r.game === 'ARCV-VN-1')).toHaveLength(6);
    expect(rows.every((r) => r.copies === 1)).toBe(true);
  });

  it('keep one result when two processes draw the same draw at the same moment', async () => {
    const at = Date.parse('2032-06-01T00:00:00Z');
    const results = await Promise.all(pools.map((db) => db.tx((tx) => runDraws(tx, 'ARCV-VN-5', at))));
    expect(results.flat()).toHaveLength(1);
    const due = slotDrawNo({ intervalSeconds: 300, closeSeconds: 30 }, at) - 1;
    const copies = await t.db.query('SELECT special FROM lottery_draws WHERE game_code = $1 AND draw_no = $2', [
      'ARCV-VN-5',
      due,
    ]);
    expect(copies).toHaveLength(1);
    const stored = await lotteryRepo(t.db).draw('ARCV-VN-5', due);
    const checked = verifyDraw({
      seed: stored?.seed ?? '',
      hash: stored?.seedHash ?? '',
      gameCode: 'ARCV-VN-5',
      drawNo: due,
      region: 'NORTH',
    });
    expect(checked.hashMatches).toBe(true);
    expect(stored?.prizes).toEqual(checked.prizes);
  });

  it('keep one seed when two processes commit the same draw at the same moment', async () => {
    for (let drawNo = 50_000; drawNo < 50_020; drawNo++) {
      const seeds = await Promise.all(pools.map((db) => db.tx((tx) => commitDraw(tx, 'ARCV-VN-1', drawNo))));
      expect(seeds[0]?.seed).toMatch(/^[0-9a-f]{64}$/);
      expect(seeds[1]).toEqual(seeds[0]);
    }
    const rows = await t.db.query('SELECT 1 FROM lottery_draw_seeds WHERE draw_no BETWEEN 50000 AND 50019');
    expect(rows).toHaveLength(20);
  });
});
