import type { Db } from '../../../platform/db/db.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import { drawFromSeed, newDrawSeed, seedHashOf } from './fairness.ts';
import { type GameRow, lotteryRepo } from './lottery.repo.ts';
import { specialOf } from './prize-table.ts';
import { drawAtMs, openDrawNo, slotDrawNo } from './schedule.ts';
import { type DrawSeed, drawSeedsRepo } from './seeds.repo.ts';

export const drawJobName = (gameCode: string) => `house.lottery.draw:${gameCode}`;

/**
 * The draw's server seed, made on first need (the draw opens, is shown, takes a bet or is
 * drawn) and the same ever after: created once per game and draw number, whichever
 * process asks first. Null for a draw that already has a result but no seed (drawn before
 * draws had seeds): a seed made now would not be the one its result came from.
 */
export async function commitDraw(db: Db, gameCode: string, drawNo: number): Promise<DrawSeed | null> {
  const seeds = drawSeedsRepo(db);
  const held = await seeds.find(gameCode, drawNo);
  if (held) return held;
  if (await lotteryRepo(db).draw(gameCode, drawNo)) return null;
  const seed = newDrawSeed();
  await seeds.insert({ gameCode, drawNo, seed, seedHash: seedHashOf(seed) });
  const kept = await seeds.find(gameCode, drawNo);
  if (!kept) throw new Error(`lottery: no seed kept for ${gameCode}:${drawNo}`);
  return kept;
}

/**
 * Draws what is due at `atMs` for one game, inside the caller's transaction: the draw
 * whose time is the current slot's start, plus earlier draws that hold tickets but no
 * result (missed while no process ran). Each result is derived from the draw's committed
 * seed (fairness.ts), never from fresh randomness, so it is the one the published hash
 * promised. A draw already drawn is left alone (primary key), so however often this runs
 * each draw gets exactly one result. Then the draw now open gets its seed, so its hash is
 * published from its first moment. Returns the draw numbers it drew.
 */
export async function runDraws(tx: Db, gameCode: string, atMs: number) {
  const repo = lotteryRepo(tx);
  const game = await repo.game(gameCode);
  if (!game) return [];
  const due = slotDrawNo(game, atMs) - 1;
  const drawNos = [...new Set([...(await repo.owedDrawNos(game.code, due)), due])];
  const drawn: number[] = [];
  for (const drawNo of drawNos) {
    if (drawAtMs(game, drawNo) > atMs) continue;
    const committed = await commitDraw(tx, game.code, drawNo);
    if (!committed) continue;
    const prizes = drawFromSeed(game.region, committed.seed, game.code, drawNo);
    const inserted = await repo.insertDraw({
      gameCode: game.code,
      drawNo,
      drawAt: new Date(drawAtMs(game, drawNo)),
      special: specialOf(prizes),
      prizes,
    });
    if (inserted) drawn.push(drawNo);
  }
  await commitDraw(tx, game.code, openDrawNo(game, atMs));
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
