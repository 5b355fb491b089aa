import { randomBytes } from 'node:crypto';
import type { Language } from '@arcadia/contracts';
import { AppError } from '../../../platform/errors.ts';
import { SeamlessError } from '../seamless-client.ts';
import { failureCode, isErrorCode, type SlotDeps, walletError } from './deps.ts';
import { fairRound } from './fair.ts';
import type { SlotGame } from './games.ts';
import { settleOrRefund } from './recovery.ts';
import { ensureSeed } from './seeds.service.ts';
import type { SlotSession } from './session.ts';
import type { RoundView } from './slot.api.ts';
import { type RoundRow, slotRepo } from './slot.repo.ts';
import { loadGame } from './state.service.ts';
import { roundView, seedView } from './views.ts';

export interface SpinRequest {
  requestId: string;
  stake: number;
}

export interface SpinAnswer {
  round: RoundView;
  balance: number;
  seed: ReturnType<typeof seedView>;
  /** The win is over the brand's cap and waits for review: not in the balance yet. */
  held: boolean;
}

const newRoundId = () => `slot-${randomBytes(12).toString('base64url')}`;
const DUPLICATE = Symbol('duplicate request');

/**
 * One paid round, money first: the stake is bet through the seamless API (transaction id
 * unique to the round), the outcome is drawn from the player's seed pair at the nonce taken,
 * and the payout is sent as the win (0 for a loss). A refused bet moves nothing; any failure
 * after the bet rolls the bet back (settleOrRefund). The balance shown is the wallet's answer.
 */
export async function spinRound(
  deps: SlotDeps,
  session: SlotSession,
  request: SpinRequest,
  lang: Language,
): Promise<SpinAnswer> {
  const game = await loadGame(deps.db, session.gameCode, lang);
  if (!game.stakes.includes(request.stake)) throw new AppError('amount-out-of-range');
  const seen = await slotRepo(deps.db).byRequest(session.playerId, request.requestId);
  if (seen) return replay(deps, seen);
  const wallet = await deps.wallet().catch((error: unknown) => {
    throw walletError(error);
  });
  const reserved = await reserveRound(deps, session.playerId, game, request);
  if ('replay' in reserved) return replay(deps, reserved.replay);
  const { round, serverSeed, clientSeed } = reserved;
  const repo = slotRepo(deps.db);
  const { playerId, roundId } = round;

  try {
    await wallet.bet({
      playerId,
      transactionId: round.betTransactionId,
      roundId,
      gameCode: game.gameCode,
      amount: round.stake,
    });
  } catch (error) {
    if (error instanceof SeamlessError && !error.retryable) {
      await repo.markRefused(roundId, error.code);
      throw walletError(error);
    }
    // No answer: the bet may or may not have landed; the rollback settles which.
    await settleOrRefund(deps, round, failureCode(error));
    throw new AppError('game-maintenance');
  }

  try {
    const result = fairRound({ serverSeed, clientSeed, nonce: round.nonce }, game.table, round.stake);
    await repo.markPaying(roundId, result);
    const winId = `${roundId}:win`;
    const paid = await wallet.win({
      playerId,
      transactionId: winId,
      betTransactionId: round.betTransactionId,
      roundId,
      amount: result.win,
    });
    const held = paid.held === true;
    await repo.markSettled(roundId, winId, paid.balance, held);
    const seed = seedView(await ensureSeed(deps.db, playerId));
    return { round: roundView(roundId, game.gameCode, round.nonce, result), balance: paid.balance, seed, held };
  } catch (error) {
    const outcome = await settleOrRefund(deps, round, failureCode(error));
    if (outcome.status === 'settled') return replay(deps, outcome.row);
    throw new AppError('game-maintenance');
  }
}

/**
 * Takes the next nonce of the player's active pair and stores the round waiting for its bet,
 * in one transaction. A request id already stored (two identical requests at once) undoes
 * the nonce and hands back the first round.
 */
async function reserveRound(deps: SlotDeps, playerId: string, game: SlotGame, request: SpinRequest) {
  await ensureSeed(deps.db, playerId);
  const roundId = newRoundId();
  try {
    return await deps.db.tx(async (tx) => {
      const repo = slotRepo(tx);
      const seed = await repo.takeNonce(playerId);
      if (!seed) throw new AppError('conflict');
      const round = await repo.insertRound({
        roundId,
        requestId: request.requestId,
        playerId,
        gameCode: game.gameCode,
        seedId: seed.id,
        nonce: seed.nonce,
        stake: request.stake,
        betTransactionId: `${roundId}:bet`,
      });
      if (!round) throw DUPLICATE;
      return { round, serverSeed: seed.serverSeed, clientSeed: seed.clientSeed };
    });
  } catch (error) {
    if (error !== DUPLICATE) throw error;
    const first = await slotRepo(deps.db).byRequest(playerId, request.requestId);
    if (!first) throw new AppError('conflict');
    return { replay: first };
  }
}

/** The answer to a request id already played: the same round, or the same refusal. */
async function replay(deps: SlotDeps, row: RoundRow): Promise<SpinAnswer> {
  if (row.status === 'refused') throw new AppError(isErrorCode(row.error) ? row.error : 'game-maintenance');
  if (row.status === 'rolled-back') throw new AppError('game-maintenance');
  if (row.status !== 'settled' || !row.result) throw new AppError('conflict');
  return {
    round: roundView(row.roundId, row.gameCode, row.nonce, row.result),
    balance: row.balance ?? 0,
    seed: seedView(await ensureSeed(deps.db, row.playerId)),
    held: row.held,
  };
}
