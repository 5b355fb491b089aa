import { type MoneyDeps, refund, settle } from '../../rounds/money.ts';
import { SLOT_GAME_CODES } from './catalogue.ts';
import { recordedPayout } from './round.view.ts';
import { slotsRepo } from './slots.repo.ts';

/** Longer than a spin can take (a bet and a win call, each with its timeout). */
export const STRANDED_AFTER_SECONDS = 120;

/**
 * Finishes the slot rounds a stopped process left between steps: a round still `betting` is
 * refunded (its bet may or may not have been applied: the rollback settles it either way); an
 * `open` round was staked and is settled with the result it recorded when it was drawn. Rounds
 * `settling` or `refunding` need nothing here: their wallet call is kept and the wallet sweep
 * (rounds/money.ts sendDueCalls) sends it until it is answered.
 */
export async function recoverSlots(deps: MoneyDeps, olderThanSeconds = STRANDED_AFTER_SECONDS, limit = 50) {
  const counts = { refunded: 0, settled: 0 };
  for (const round of await slotsRepo(deps.db).stranded(SLOT_GAME_CODES, olderThanSeconds, limit)) {
    if (round.state === 'betting') {
      await refund(deps, round);
      counts.refunded += 1;
    } else {
      await settle(deps, round, recordedPayout(round.play));
      counts.settled += 1;
    }
  }
  return counts;
}
