import { randomBytes } from 'node:crypto';
import { formatMoney, type Language } from '@arcadia/contracts';
import { AppError } from '../../../platform/errors.ts';
import { SeamlessError } from '../seamless-client.ts';
import type { HandView, StateView } from './baccarat.api.ts';
import { codeOf } from './cards.ts';
import { fairShoe } from './fair.ts';
import { type HandRow, handsRepo } from './hands.repo.ts';
import { BET_SPOTS, type Bets, settle } from './payouts.ts';
import { rollBack, settleHand } from './recovery.ts';
import { type BaccaratDeps, ensureShoe, isErrorCode, type Seat, tableStateOf, walletError } from './session.service.ts';
import { canDeal, dealAt } from './shoe.ts';
import type { TableRow } from './tables.repo.ts';
import { handView } from './views.ts';

/**
 * One hand: ONE seamless bet for the sum of the spots (so a hand is one betting
 * record, and is placed whole or not at all), cards dealt from the player's
 * committed shoe, then ONE seamless win with the sum of the returns (0 when
 * everything lost; a pushed spot returns its stake). A bet the wallet refused
 * leaves no trace but the refused hand; a bet whose answer was lost is rolled back.
 */

/** Every spot empty or within the table's limits, at least one staked; the hand's total stake. */
export function stakeOf(table: Pick<TableRow, 'minBet' | 'maxBet'>, bets: Bets): number {
  const stakes = BET_SPOTS.map((spot) => bets[spot] ?? 0);
  const outOfRange = stakes.some((stake) => stake !== 0 && (stake < table.minBet || stake > table.maxBet));
  const total = stakes.reduce((sum, stake) => sum + stake, 0);
  if (outOfRange || total === 0) {
    throw new AppError('amount-out-of-range', null, { min: formatMoney(table.minBet), max: formatMoney(table.maxBet) });
  }
  return total;
}

/** The same spots with the same stakes, ignoring empty ones and key order. */
const sameBets = (a: Bets, b: Bets) => BET_SPOTS.every((spot) => (a[spot] ?? 0) === (b[spot] ?? 0));

export async function deal(
  deps: BaccaratDeps,
  seat: Seat,
  request: { requestId: string; bets: Bets },
  lang: Language,
): Promise<{ hand: HandView; state: StateView }> {
  const { table, session } = seat;
  const stake = stakeOf(table, request.bets);
  const repo = handsRepo(deps.db);
  const earlier = await repo.handByRequest(session.playerId, request.requestId);
  if (earlier) return replay(deps, seat, earlier, request.bets, lang);

  const shoe = await ensureShoe(deps.db, table, session.playerId);
  const bets = Object.fromEntries(
    BET_SPOTS.filter((spot) => (request.bets[spot] ?? 0) > 0).map((s) => [s, request.bets[s]]),
  );
  const hand = await repo.insertBetting({
    roundId: `BAC-${randomBytes(10).toString('hex')}`,
    requestId: request.requestId,
    shoeId: shoe.id,
    tableId: table.id,
    sessionId: session.id,
    playerId: session.playerId,
    gameCode: table.gameCode,
    bets,
    stake,
  });
  if (!hand) {
    const raced = await repo.handByRequest(session.playerId, request.requestId);
    if (raced) return replay(deps, seat, raced, request.bets, lang);
    throw new AppError('hand-in-progress');
  }

  const wallet = await deps.wallet(table.vendor);
  try {
    await wallet.bet({
      playerId: session.playerId,
      transactionId: `${hand.roundId}:bet`,
      roundId: hand.roundId,
      gameCode: table.gameCode,
      amount: stake,
    });
  } catch (error) {
    if (error instanceof SeamlessError && !error.retryable) {
      // Refused (e.g. insufficient-balance): nothing was applied, no card is used.
      await repo.transition(hand.id, 'betting', 'refused', error.code);
      throw walletError(error);
    }
    await rollBack(deps, hand);
    throw new AppError('game-maintenance');
  }

  const dealt = await dealCards(deps, table, session.playerId, hand);
  if (!dealt) throw new AppError('game-maintenance');
  const final = (await settleHand(deps, dealt.row)) ?? dealt.row;
  const state = await tableStateOf(deps, seat, lang);
  return { hand: handView(final, dealt.shoeNo), state };
}

/** Deals the hand from the player's open shoe, under the shoe's lock; undefined when recovery took the hand. */
async function dealCards(deps: BaccaratDeps, table: TableRow, playerId: string, hand: HandRow) {
  return deps.db.tx(async (tx) => {
    const repo = handsRepo(tx);
    const shoe =
      (await repo.openShoe(table.id, playerId, true)) ??
      (await repo.lockShoe((await ensureShoe(tx, table, playerId)).id));
    if (!shoe) throw new Error('no open shoe');
    const { position, used, result } = dealAt(fairShoe(shoe.serverSeed, shoe.clientSeed, shoe.shoeNo), shoe.position);
    const row = await repo.markDealt(hand.id, {
      shoeId: shoe.id,
      handNo: shoe.hands + 1,
      position,
      cards: { player: result.player.map(codeOf), banker: result.banker.map(codeOf) },
      winner: result.winner,
      playerTotal: result.playerTotal,
      bankerTotal: result.bankerTotal,
      playerPair: result.playerPair,
      bankerPair: result.bankerPair,
      natural: result.natural,
      returned: settle(hand.bets, result).returned,
    });
    if (!row) return undefined;
    await repo.advanceShoe(shoe.id, position + used);
    if (!canDeal(position + used)) {
      // Cut card: the shoe is over, its seed may be shown; the next shoe's hash is committed at once.
      await repo.closeShoe(shoe.id, 'ended');
      await ensureShoe(tx, table, playerId);
    }
    return { row, shoeNo: shoe.shoeNo };
  });
}

/** A request seen before: its outcome again, never a second hand. */
async function replay(deps: BaccaratDeps, seat: Seat, hand: HandRow, bets: Bets, lang: Language) {
  if (!sameBets(hand.bets, bets)) throw new AppError('idempotency-mismatch');
  if (hand.status === 'refused')
    throw new AppError(hand.error && isErrorCode(hand.error) ? hand.error : 'game-maintenance');
  if (hand.status === 'betting') throw new AppError('hand-in-progress');
  if (hand.status === 'rolling-back' || hand.status === 'rolled-back') throw new AppError('game-maintenance');
  const final = hand.status === 'dealt' ? ((await settleHand(deps, hand)) ?? hand) : hand;
  const state = await tableStateOf(deps, seat, lang);
  const shoeNo = await handsRepo(deps.db).shoeNoOf(hand.shoeId);
  return { hand: handView(final, shoeNo), state };
}
