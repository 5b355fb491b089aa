import type { Db } from '../../../platform/db/db.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import { type GameRow, lotteryRepo } from './lottery.repo.ts';
import { cryptoDigit, type DigitSource, drawPrizes, specialOf } from './prize-table.ts';
import { drawAtMs, slotDrawNo } from './schedule.ts';

export const drawJobName = (gameCode: string) => `house.lottery.draw:${gameCode}`;

/**
 * Draws what is due at `atMs` for one game, inside the caller's transaction: the draw
 * whose time is the current slot's start, plus earlier draws that hold tickets but no
 * result (missed while no process ran). A draw already drawn is left alone (primary
 * key), so however often this runs each draw gets exactly one result. Returns the
 * draw numbers it drew.
 */
export async function runDraws(tx: Db, gameCode: string, atMs: number, digit: DigitSource = cryptoDigit) {
  const repo = lotteryRepo(tx);
  const game = await repo.game(gameCode);
  if (!game) return [];
  const due = slotDrawNo(game, atMs) - 1;
  const drawNos = [...new Set([...(await repo.owedDrawNos(game.code, due)), due])];
  const drawn: number[] = [];
  for (const drawNo of drawNos) {
    if (drawAtMs(game, drawNo) > atMs) continue;
    const prizes = drawPrizes(game.region, digit);
    const inserted = await repo.insertDraw({
      gameCode: game.code,
      drawNo,
      drawAt: new Date(drawAtMs(game, drawNo)),
      special: specialOf(prizes),
      prizes,
    });
    if (inserted) drawn.push(drawNo);
  }
  return drawn;
}

/**
 * One recurring job per game, its slot the game's interval: the job of the slot
 * starting at T draws the draw timed T, in the job's transaction (exactly once).
 */
export function registerDrawJobs(jobs: JobQueue, games: readonly Pick<GameRow, 'code' | 'intervalSeconds'>[]) {
  for (const game of games) {
    jobs.every(drawJobName(game.code), game.intervalSeconds * 1000, async ({ slot }, tx) => {
      await runDraws(tx, game.code, Date.parse(slot));
    });
  }
}
