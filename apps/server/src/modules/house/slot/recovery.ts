import { SeamlessError } from '../seamless-client.ts';
import type { SlotDeps } from './deps.ts';
import type { RoundResult } from './engine/round.ts';
import { fairRound } from './fair.ts';
import { slotGameOf } from './games.ts';
import { type RoundRow, slotRepo } from './slot.repo.ts';

export type Outcome = { status: 'settled' | 'rolled-back' | 'pending'; row: RoundRow };

/**
 * Finishes a round after a failure past the bet, through the seamless API only:
 * - rollback (transaction id `<round>:rollback`, idempotent) refunds the stake → rolled-back;
 * - the wallet never saw the bet (bet-not-found) → rolled-back, nothing moved;
 * - the wallet says the bet is already settled: our win landed but its answer was lost, so the
 *   same win (same id, same amount) is sent again to read its result → settled;
 * - no answer → left rolling-back for the recovery sweep, which calls this again.
 */
export async function settleOrRefund(deps: SlotDeps, round: RoundRow, why: string): Promise<Outcome> {
  const repo = slotRepo(deps.db);
  const rollbackId = `${round.roundId}:rollback`;
  await repo.markRollingBack(round.roundId, rollbackId, why);
  const reread = async (status: Outcome['status']): Promise<Outcome> => ({
    status,
    row: (await repo.byRoundId(round.roundId)) ?? round,
  });
  try {
    const wallet = await deps.wallet();
    try {
      const refunded = await wallet.rollback({
        playerId: round.playerId,
        transactionId: rollbackId,
        betTransactionId: round.betTransactionId,
        roundId: round.roundId,
      });
      await repo.markRolledBack(round.roundId, refunded.balance);
      return reread('rolled-back');
    } catch (error) {
      if (!(error instanceof SeamlessError)) throw error;
      if (error.code === 'bet-not-found') {
        await repo.markRolledBack(round.roundId, null);
        await repo.noteError(round.roundId, 'bet-not-found');
        return reread('rolled-back');
      }
      if (error.code !== 'bet-already-settled') throw error;
    }
    const result = round.result ?? (await recompute(deps, round));
    if (!round.result) await repo.setResult(round.roundId, result);
    const paid = await wallet.win({
      playerId: round.playerId,
      transactionId: `${round.roundId}:win`,
      betTransactionId: round.betTransactionId,
      roundId: round.roundId,
      amount: result.win,
    });
    await repo.markSettled(round.roundId, `${round.roundId}:win`, paid.balance, paid.held === true);
    return reread('settled');
  } catch (error) {
    await repo.noteError(
      round.roundId,
      error instanceof SeamlessError ? (error.retryable ? 'wallet-unreachable' : error.code) : 'internal-error',
    );
    return reread('pending');
  }
}

/** The outcome of a stored round, drawn again from its seed pair and nonce. */
async function recompute(deps: SlotDeps, round: RoundRow): Promise<RoundResult> {
  const repo = slotRepo(deps.db);
  const seed = await repo.seedById(round.seedId);
  const row = await repo.game(round.gameCode, 'EN');
  const game = row && slotGameOf(row);
  if (!seed || !game) throw new Error(`round ${round.roundId} cannot be recomputed`);
  return fairRound(
    { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: round.nonce },
    game.table,
    round.stake,
  );
}

/** Rounds left unfinished by a failure or a crash, older than a spin can take, finished one by one. */
export async function recoverRounds(deps: SlotDeps, olderThanSeconds = 120, limit = 50) {
  const counts = { settled: 0, 'rolled-back': 0, pending: 0 };
  for (const round of await slotRepo(deps.db).unfinished(olderThanSeconds, limit)) {
    const outcome = await settleOrRefund(deps, round, round.error ?? 'recovery');
    counts[outcome.status] += 1;
  }
  return counts;
}
