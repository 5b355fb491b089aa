import { SeamlessError } from '../seamless-client.ts';
import { type HandRow, handsRepo, WALLET_UNREACHABLE } from './hands.repo.ts';
import type { BaccaratDeps } from './session.service.ts';

/**
 * Finishing hands a failure left behind. Every wallet call carries the hand's own
 * transaction id (`<roundId>:bet|win|rollback`), so sending one again never applies
 * twice; every state change is claimed with `WHERE status = <expected>`, so two
 * processes (or a slow request and the sweeper) never both act on a hand.
 */

const noteOf = (error: unknown) =>
  error instanceof SeamlessError && !error.retryable ? error.code : WALLET_UNREACHABLE;

/** Pays a dealt hand (its total return, 0 for a loss); the settled hand, or undefined while the wallet does not answer. */
export async function settleHand(deps: BaccaratDeps, hand: HandRow): Promise<HandRow | undefined> {
  const repo = handsRepo(deps.db);
  if (hand.status !== 'dealt') return hand;
  try {
    const wallet = await deps.wallet(hand.vendor);
    const won = await wallet.win({
      playerId: hand.playerId,
      transactionId: `${hand.roundId}:win`,
      betTransactionId: `${hand.roundId}:bet`,
      roundId: hand.roundId,
      amount: hand.returned ?? 0,
    });
    return (await repo.markSettled(hand.id, won.balance, won.held === true)) ?? (await repo.handById(hand.id));
  } catch (error) {
    await repo.noteError(hand.id, noteOf(error));
    return undefined;
  }
}

/**
 * Refunds a hand whose bet may or may not have reached the wallet (its answer was
 * lost). The hand is first claimed from `betting`, so it can no longer be dealt;
 * a rollback of a bet the wallet never saw answers bet-not-found, which also ends it.
 */
export async function rollBack(deps: BaccaratDeps, hand: HandRow): Promise<void> {
  const repo = handsRepo(deps.db);
  if (hand.status === 'betting') {
    if (!(await repo.transition(hand.id, 'betting', 'rolling-back'))) return;
  } else if (hand.status !== 'rolling-back') {
    return;
  }
  try {
    const wallet = await deps.wallet(hand.vendor);
    await wallet.rollback({
      playerId: hand.playerId,
      transactionId: `${hand.roundId}:rollback`,
      betTransactionId: `${hand.roundId}:bet`,
      roundId: hand.roundId,
    });
    await repo.transition(hand.id, 'rolling-back', 'rolled-back');
  } catch (error) {
    if (error instanceof SeamlessError && error.code === 'bet-not-found') {
      await repo.transition(hand.id, 'rolling-back', 'rolled-back', 'bet-not-found');
    } else {
      await repo.noteError(hand.id, noteOf(error));
    }
  }
}

export interface RecoveryAges {
  /** A hand still waiting for its bet answer after this long lost it (the client gives up well before). */
  bettingSeconds: number;
  /** A dealt hand not paid after this long is paid again. */
  dealtSeconds: number;
}

export const RECOVERY_AGES: RecoveryAges = { bettingSeconds: 60, dealtSeconds: 10 };

/** One sweep: refunds lost bets, retries refunds, pays unpaid hands. Safe to run in every process at once. */
export async function recoverHands(deps: BaccaratDeps, ages: RecoveryAges = RECOVERY_AGES) {
  const repo = handsRepo(deps.db);
  let rolledBack = 0;
  let settled = 0;
  for (const hand of await repo.unfinished('betting', ages.bettingSeconds)) {
    await rollBack(deps, hand);
    rolledBack += 1;
  }
  for (const hand of await repo.unfinished('rolling-back', 0)) {
    await rollBack(deps, hand);
    rolledBack += 1;
  }
  for (const hand of await repo.unfinished('dealt', ages.dealtSeconds)) {
    if (await settleHand(deps, hand)) settled += 1;
  }
  return { rolledBack, settled };
}
