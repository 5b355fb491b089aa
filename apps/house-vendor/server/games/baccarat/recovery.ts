import { type MoneyDeps, refund } from '../../rounds/money.ts';
import { roundsRepo } from '../../rounds/rounds.repo.ts';
import { finish } from './deal.service.ts';
import { handsRepo } from './hands.repo.ts';

/** Longer than a hand can take (a bet and a win call, each with its timeout). */
export const STRANDED_AFTER_SECONDS = 120;

/**
 * Finishes the hands a stopped process left between steps. A round still `betting` (its bet
 * call answered or never written) is refunded: its bet may or may not have been applied, and the
 * rollback settles it either way; the hand is void and its cards stay the shoe's next ones. A
 * pending hand whose bet was taken is dealt (the shoe moves on) and settled with the return it
 * recorded; a refused or refunded one is voided. Wins and rollbacks already written are the wallet
 * sweep's (rounds/money.ts sendDueCalls), sent until answered.
 */
export async function recoverBaccarat(deps: MoneyDeps, olderThanSeconds = STRANDED_AFTER_SECONDS, limit = 50) {
  const counts = { refunded: 0, finished: 0, failed: [] as string[] };
  for (const hand of await handsRepo(deps.db).unfinished(olderThanSeconds, limit)) {
    // One hand that cannot be finished (a bug) must not keep the others waiting behind it.
    try {
      const round = await roundsRepo(deps.db).byId(hand.roundId);
      if (!round) continue;
      if (round.state === 'betting') {
        await refund(deps, round);
        await handsRepo(deps.db).settlePending(hand.roundId, 'void');
        counts.refunded += 1;
      } else {
        await finish(deps, hand);
        counts.finished += 1;
      }
    } catch (error) {
      counts.failed.push(`R${hand.roundId}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return counts;
}
