import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../../../test/db.ts';
import { fakeWallet } from '../../../test/fake-wallet.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/db.ts';
import { drawsRepo } from './draws.repo.ts';
import { commitDraw, drawOne, runDraws } from './draws.ts';
import { seedHashOf, verifyDraw } from './fairness.ts';
import { vietnamGame } from './games.ts';
import { lotteryModuleWith } from './lottery.module.ts';
import { drawAtMs, dueDrawNo, openDrawNo, slotDrawNo } from './schedule.ts';
import { applyLotteryMigrations, SLOW, testClock } from './test-kit.ts';
import { vietnamDrawGame, vietnamResultOf } from './vietnam.ts';

const game = (code: string) => {
  const found = vietnamGame(code);
  if (!found) throw new Error(code);
  return { info: found, draws: vietnamDrawGame(found) };
};
const ONE = game('ARCV-VN-1');
const THREE = game('ARCV-VN-3');
const FIVE = game('ARCV-VN-5');
const drawnOf = (db: Db, code: string) =>
  db.query<{ drawNo: number; special: string }>(
    `SELECT draw_no::int AS "drawNo", result->>'special' AS special FROM lottery_draws
      WHERE game_code = $1 AND result IS NOT NULL ORDER BY draw_no`,
    [code],
  );

describe('lottery draws', SLOW, () => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDb();
    await applyLotteryMigrations(db);
  }, 60_000);
  afterAll(() => db.close());

  it('draw the draw timed at the slot start with a full prize table, once, and commit the next two', async () => {
    const at = Date.parse('2031-03-01T10:05:00Z');
    const due = dueDrawNo(THREE.info, at);
    expect(await runDraws(db, THREE.draws, at)).toEqual([due]);
    expect(await runDraws(db, THREE.draws, at + 1000)).toEqual([]);
    const row = await drawsRepo(db).find(THREE.info.code, due);
    const result = vietnamResultOf(row?.result ?? {});
    expect(result.special).toMatch(/^\d{6}$/);
    expect(result.prizes.map((p) => p.tier)).toEqual(['special', 'g1', 'g2', 'g3', 'g4', 'g5', 'g6', 'g7', 'g8']);
    expect(result.prizes.flatMap((p) => p.numbers)).toHaveLength(18);
    expect(result.prizes[0]?.numbers[0]).toBe(result.special);
    // The draw taking bets and the one after hold their commitments: hashes public, seeds not.
    const open = openDrawNo(THREE.info, at);
    for (const drawNo of [open, open + 1]) {
      const committed = await drawsRepo(db).find(THREE.info.code, drawNo);
      expect(committed).toMatchObject({ seedHash: expect.stringMatching(/^[0-9a-f]{64}$/), seed: null, result: null });
    }
  });

  it('never draw a draw before its time', async () => {
    const at = Date.parse('2031-03-05T00:00:30Z');
    const open = openDrawNo(ONE.info, at);
    await commitDraw(db, ONE.draws, open);
    await runDraws(db, ONE.draws, at);
    expect((await drawsRepo(db).find(ONE.info.code, open))?.result).toBeNull();
    await runDraws(db, ONE.draws, drawAtMs(ONE.info, open) - 1);
    expect((await drawsRepo(db).find(ONE.info.code, open))?.result).toBeNull();
    expect(await runDraws(db, ONE.draws, drawAtMs(ONE.info, open))).toEqual([open]);
  });

  it('catch up after downtime: every committed draw missed, and the latest, not the empty slots between', async () => {
    const start = Date.parse('2031-03-02T00:00:00Z');
    const first = openDrawNo(ONE.info, start);
    // Committed while up (they took bets), then the process stopped for ten minutes.
    for (const drawNo of [first, first + 1, first + 2]) await commitDraw(db, ONE.draws, drawNo);
    const back = start + 10 * 60_000;
    const drawn = await runDraws(db, ONE.draws, back);
    expect(drawn).toEqual([first, first + 1, first + 2, dueDrawNo(ONE.info, back)]);
    const rows = await drawnOf(db, ONE.info.code);
    expect(rows.filter((row) => row.drawNo > first + 2 && row.drawNo < dueDrawNo(ONE.info, back))).toEqual([]);
  });

  it('derive each result from the seed committed before the draw, verifiable once revealed', async () => {
    const at = Date.parse('2031-03-03T08:00:00Z');
    const due = dueDrawNo(THREE.info, at);
    const before = await commitDraw(db, THREE.draws, due);
    expect(before.seed).toBeNull();
    const seed = (
      await db.one<{ seed: string }>('SELECT seed FROM lottery_draws WHERE game_code = $1 AND draw_no = $2', [
        THREE.info.code,
        due,
      ])
    )?.seed;
    expect(before.seedHash).toBe(seedHashOf(seed ?? ''));
    expect(await runDraws(db, THREE.draws, at)).toContain(due);
    const row = await drawsRepo(db).find(THREE.info.code, due);
    expect(row).toMatchObject({ seed, seedHash: before.seedHash });
    const checked = verifyDraw({
      seed: row?.seed ?? '',
      hash: before.seedHash,
      gameCode: 'ARCV-VN-3',
      drawNo: due,
      region: 'SOUTH',
    });
    expect(checked.hashMatches).toBe(true);
    expect(vietnamResultOf(row?.result ?? {})).toEqual({ special: checked.special, prizes: checked.prizes });
  });

  it('keep one seed per draw, and refuse to change or drop a commitment or a result', async () => {
    const first = await commitDraw(db, ONE.draws, 12_345);
    expect(await commitDraw(db, ONE.draws, 12_345)).toEqual(first);
    expect((await commitDraw(db, FIVE.draws, 12_345)).seedHash).not.toBe(first.seedHash);
    await expect(
      db.query(`UPDATE lottery_draws SET seed_hash = $1 WHERE game_code = 'ARCV-VN-1' AND draw_no = 12345`, [
        '0'.repeat(64),
      ]),
    ).rejects.toThrow(/never changed/);
    await expect(
      db.query(`DELETE FROM lottery_draws WHERE game_code = 'ARCV-VN-1' AND draw_no = 12345`),
    ).rejects.toThrow(/never changed/);
    expect(await drawOne(db, ONE.draws, 12_345)).toBe(true);
    await expect(
      db.query(
        `UPDATE lottery_draws SET result = '{"special":"00000"}' WHERE game_code = 'ARCV-VN-1' AND draw_no = 12345`,
      ),
    ).rejects.toThrow(/never changed/);
    expect(await commitDraw(db, ONE.draws, 12_345)).toMatchObject({ seedHash: first.seedHash });
  });

  it('draw each draw once when two schedulers race over the same database', async () => {
    const start = Date.parse('2032-05-05T05:00:00Z');
    // What the earlier tests left owed is drawn first, so each minute below owes one draw.
    await runDraws(db, ONE.draws, start - 60_000);
    for (let minute = 0; minute < 6; minute++) {
      const at = start + minute * 60_000;
      const results = await Promise.all([runDraws(db, ONE.draws, at), runDraws(db, ONE.draws, at)]);
      // Between them each due draw was drawn by exactly one.
      expect(results.flat()).toEqual([dueDrawNo(ONE.info, at)]);
    }
    const copies = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM lottery_draws WHERE game_code = 'ARCV-VN-1' AND result IS NOT NULL
         AND draw_at BETWEEN '2032-05-05T05:00:00Z' AND '2032-05-05T05:05:00Z'`,
    );
    expect(copies[0]?.n).toBe(6);
    // Racing on one draw directly: one of them draws it, the other finds it drawn.
    const drawNo = slotDrawNo(FIVE.info, start) + 100;
    await commitDraw(db, FIVE.draws, drawNo);
    const raced = await Promise.all([1, 2, 3].map(() => drawOne(db, FIVE.draws, drawNo)));
    expect(raced.filter(Boolean)).toHaveLength(1);
  });

  it('run on their own in a process that runs scheduled work, and stop with it', async () => {
    const clock = testClock(Date.parse('2033-01-01T00:00:00.500Z'));
    const config = { ...loadConfig({}), jobs: true, logLevel: 'silent' };
    const app = await buildApp({
      config,
      db,
      wallet: fakeWallet().wallet,
      modules: [lotteryModuleWith({ now: clock.now })],
    });
    await app.ready();
    try {
      const due = dueDrawNo(ONE.info, clock.at);
      for (let i = 0; i < 50 && !(await drawsRepo(db).find(ONE.info.code, due))?.result; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await drawsRepo(db).find(ONE.info.code, due))?.result).not.toBeNull();
      expect((await drawsRepo(db).find(FIVE.info.code, openDrawNo(FIVE.info, clock.at)))?.seedHash).toMatch(
        /^[0-9a-f]{64}$/,
      );
    } finally {
      await app.close();
    }
  });
});
