import type { Db } from '../db/db.ts';
import { VendorError } from '../http/errors.ts';
import { type WalletClient, WalletError } from '../wallet/client.ts';
import { type CallKind, type CallRow, type RoundRow, roundsRepo } from './rounds.repo.ts';

/**
 * A round's money, as the aggregator rules say a provider must move it (Hub88's and Blue Ocean's
 * partner checklists): every call is written down before it is sent and kept until the wallet
 * answers; a transaction id is never reused for another body; a bet that gets no answer is rolled
 * back (it may or may not have been applied: the rollback settles it either way); a win or a
 * rollback that gets no answer is sent again, the same body, until it is acknowledged; a refused
 * bet ends the round with nothing owed. A round here is one bet and one settlement (a lottery
 * ticket is a round of its own), so the win or the rollback is the round's last call and says
 * `roundClosed: true`: the wallet then takes no further bet on it (round-closed).
 */

export interface MoneyDeps {
  db: Db;
  wallet: WalletClient;
}

export const roundRef = (round: Pick<RoundRow, 'id'>) => `R${round.id}`;
const txId = (round: Pick<RoundRow, 'id' | 'vendorCode'>, kind: CallKind) => `${round.vendorCode}-${round.id}-${kind}`;

/** The answer of a round's money call: what the page shows as the wallet after it. */
export interface Balance {
  balance: number;
  currency: string;
}

async function send(deps: MoneyDeps, call: Omit<CallRow, 'attempts' | 'createdAt'>): Promise<Balance> {
  const body = call.body as never;
  const answer =
    call.kind === 'bet'
      ? await deps.wallet.bet(call.vendorCode, body)
      : call.kind === 'win'
        ? await deps.wallet.win(call.vendorCode, body)
        : await deps.wallet.rollback(call.vendorCode, body);
  await roundsRepo(deps.db).callDone(call.transactionId, answer);
  return { balance: answer.balance, currency: answer.currency };
}

/**
 * Stakes a new round (already inserted as `betting`): sends its bet. Refused (insufficient
 * balance, an unknown player), the round is `refused` and the refusal is thrown; unanswered, the
 * bet is rolled back and the player told to try again (service-unavailable).
 */
export async function stake(deps: MoneyDeps, round: RoundRow): Promise<Balance> {
  const repo = roundsRepo(deps.db);
  const call = {
    transactionId: txId(round, 'bet'),
    vendorCode: round.vendorCode,
    kind: 'bet' as const,
    roundId: roundRef(round),
    body: {
      playerId: round.playerId,
      transactionId: txId(round, 'bet'),
      roundId: roundRef(round),
      gameCode: round.gameCode,
      amount: round.stake,
    },
  };
  await repo.addCall(call);
  try {
    const balance = await send(deps, call);
    await repo.move(round.id, 'open');
    return balance;
  } catch (error) {
    if (error instanceof WalletError && !error.retryable) {
      await repo.callRefused(call.transactionId, error.code);
      await repo.move(round.id, 'refused');
      throw new VendorError(error.code in REFUSALS ? error.code : 'game-maintenance');
    }
    await repo.callRefused(call.transactionId, 'no answer: rolled back');
    await refund(deps, round);
    throw new VendorError('service-unavailable');
  }
}

// The wallet's refusals a player can act on; anything else is a game out of service.
const REFUSALS: Partial<Record<string, true>> = { 'insufficient-balance': true, 'unknown-player': true };

/**
 * Settles an open round with its payout (0 for a loss): the win call is kept and sent; when it
 * gets no answer it stays due, and the sweep sends it again until it is acknowledged. Answers
 * the wallet after it, or null while the win is still on its way.
 */
export async function settle(deps: MoneyDeps, round: RoundRow, payout: number, play?: Record<string, unknown>) {
  const call = {
    transactionId: txId(round, 'win'),
    vendorCode: round.vendorCode,
    kind: 'win' as const,
    roundId: roundRef(round),
    body: {
      playerId: round.playerId,
      transactionId: txId(round, 'win'),
      betTransactionId: txId(round, 'bet'),
      roundId: roundRef(round),
      amount: payout,
      roundClosed: true,
    },
  };
  await deps.db.tx(async (tx) => {
    await roundsRepo(tx).move(round.id, 'settling', { payout, ...(play ? { play } : {}) });
    await roundsRepo(tx).addCall(call);
  });
  return deliver(deps, call, round.id, 'settled');
}

/** Refunds a round whose bet may have been applied: the rollback is kept and sent until answered. */
export async function refund(deps: MoneyDeps, round: RoundRow) {
  const call = {
    transactionId: txId(round, 'rollback'),
    vendorCode: round.vendorCode,
    kind: 'rollback' as const,
    roundId: roundRef(round),
    body: {
      playerId: round.playerId,
      transactionId: txId(round, 'rollback'),
      betTransactionId: txId(round, 'bet'),
      roundId: roundRef(round),
      roundClosed: true,
    },
  };
  await deps.db.tx(async (tx) => {
    await roundsRepo(tx).move(round.id, 'refunding');
    await roundsRepo(tx).addCall(call);
  });
  return deliver(deps, call, round.id, 'refunded');
}

async function deliver(
  deps: MoneyDeps,
  call: Omit<CallRow, 'attempts' | 'createdAt'>,
  roundId: string,
  done: 'settled' | 'refunded',
): Promise<Balance | null> {
  const repo = roundsRepo(deps.db);
  try {
    const balance = await send(deps, call);
    await repo.move(roundId, done);
    return balance;
  } catch (error) {
    if (error instanceof WalletError && !error.retryable) {
      // The wallet has the final word on a settlement it refuses (a bet it never took): kept for review.
      await repo.callRefused(call.transactionId, error.code);
      await repo.move(roundId, done);
      return null;
    }
    await repo.callFailed(call.transactionId, error instanceof Error ? error.message : String(error));
    return null;
  }
}

/**
 * The sweep: every due wallet call sent again; a win or rollback until it is answered. A bet
 * left pending (the process stopped between writing and sending it) is rolled back.
 */
export async function sendDueCalls(deps: MoneyDeps, limit = 50): Promise<number> {
  const due = await roundsRepo(deps.db).due(limit);
  for (const call of due) {
    const round = await roundsRepo(deps.db).byId(call.roundId.slice(1));
    if (!round) continue;
    if (call.kind === 'bet') {
      await roundsRepo(deps.db).callRefused(call.transactionId, 'never answered: rolled back');
      await refund(deps, round);
    } else {
      await deliver(deps, call, round.id, call.kind === 'win' ? 'settled' : 'refunded');
    }
  }
  return due.length;
}
