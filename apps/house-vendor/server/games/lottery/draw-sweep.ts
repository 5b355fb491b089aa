import type { FastifyInstance } from 'fastify';
import type { MoneyDeps } from '../../rounds/money.ts';
import { runDraws } from './draws.ts';
import { recoverTickets, settleDrawn, type TicketGame } from './tickets.ts';

/** Often enough that a draw is drawn, and its tickets settled, within a second or so of its time. */
const SWEEP_EVERY_MS = 1_000;

/**
 * One pass for a set of draw games: what is due is drawn (each draw once, whichever process gets
 * there first: draws.ts), the next draws committed, the drawn tickets settled, and what a stopped
 * process left finished. Any number of processes may run it at once.
 */
export async function drawSweep(deps: MoneyDeps, games: readonly TicketGame[], now: number) {
  // One game's failure does not hold the others' draws back; it is reported after them.
  const failures: unknown[] = [];
  for (const game of games) await runDraws(deps.db, game, now).catch((error: unknown) => failures.push(error));
  while ((await settleDrawn(deps, games)) > 0) {}
  await recoverTickets(
    deps,
    games.map((game) => game.code),
  );
  if (failures.length > 0) throw failures[0];
}

/** Runs the sweep every second while the app is up (a process with scheduled work), one pass at a time. */
export function sweepWhileUp(app: FastifyInstance, name: string, games: readonly TicketGame[], now: () => number) {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = drawSweep(app.deps, games, now())
      .catch((error: unknown) => app.log.warn({ err: error }, `${name} draw sweep failed`))
      .finally(() => {
        running = null;
      });
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
