import type { Db } from '../../db/db.ts';
import { drawsRepo } from './draws.repo.ts';
import { newDrawSeed, seedHashOf } from './fairness.ts';
import { closeAtMs, type DrawTiming, drawAtMs, dueDrawNo, openDrawNo } from './schedule.ts';

/** A game drawn on the schedule from committed seeds: the Vietnam lotteries and the e-lottery games. */
export interface DrawGame {
  code: string;
  timing: DrawTiming;
  /** The result the draw's seed gives (kept as JSON: what settlement and the results board read). */
  draw(seed: string, drawNo: number): Record<string, unknown>;
}

/** Draws owed at most per pass (after a long stop the rest follow on the next passes). */
const OWED_PER_PASS = 500;

/**
 * The draw's commitment, made on first need (the draw opens, is shown, takes a bet or is due) and
 * the same ever after, whichever process asks first: its seed's hash is what is published.
 */
export async function commitDraw(db: Db, game: DrawGame, drawNo: number) {
  const repo = drawsRepo(db);
  const held = await repo.find(game.code, drawNo);
  if (held) return held;
  const seed = newDrawSeed();
  await repo.commit({
    gameCode: game.code,
    drawNo,
    drawAt: new Date(drawAtMs(game.timing, drawNo)),
    closeAt: new Date(closeAtMs(game.timing, drawNo)),
    seed,
    seedHash: seedHashOf(seed),
  });
  const kept = await repo.find(game.code, drawNo);
  if (!kept) throw new Error(`lottery: no commitment kept for ${game.code}:${drawNo}`);
  return kept;
}

/**
 * Draws one draw from its committed seed, in one transaction: the row is locked and its result
 * written only while it has none, so however many processes try, one result is written, and it is
 * the one the published hash promised. True when this call drew it.
 */
export const drawOne = (db: Db, game: DrawGame, drawNo: number) =>
  db.tx(async (tx) => {
    const claimed = await drawsRepo(tx).claimUndrawn(game.code, drawNo);
    if (!claimed) return false;
    return drawsRepo(tx).writeResult(game.code, drawNo, game.draw(claimed.seed, drawNo));
  });

/**
 * What is due at `atMs` for one game: the latest draw whose time has come (committed now if nobody
 * did, so the results never skip a slot the vendor was up for) and every committed draw still
 * without a result (missed while no process ran: they may hold tickets), each drawn once; then
 * the draw taking bets and the one after are committed, their hashes public from their first
 * moment. Returns the draw numbers this call drew.
 */
export async function runDraws(db: Db, game: DrawGame, atMs: number): Promise<number[]> {
  await commitDraw(db, game, dueDrawNo(game.timing, atMs));
  const drawn: number[] = [];
  for (const drawNo of await drawsRepo(db).owed(game.code, new Date(atMs), OWED_PER_PASS)) {
    if (await drawOne(db, game, drawNo)) drawn.push(drawNo);
  }
  const open = openDrawNo(game.timing, atMs);
  await commitDraw(db, game, open);
  await commitDraw(db, game, open + 1);
  return drawn;
}
