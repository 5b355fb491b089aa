import { type ErrorCode, formatMoney } from '@arcadia/contracts';
import { codeOf } from '../../../games/baccarat/cards.ts';
import { fairShoe } from '../../../games/baccarat/fair.ts';
import {
  BET_SPOTS,
  type Bets,
  betsProblem,
  sameBets,
  settle as settleBets,
  stakedOnly,
} from '../../../games/baccarat/payouts.ts';
import { canDeal, dealAt } from '../../../games/baccarat/shoe.ts';
import type { Db } from '../../db/db.ts';
import { VendorError } from '../../http/errors.ts';
import { type Balance, type MoneyDeps, settle, stake } from '../../rounds/money.ts';
import { type RoundRow, roundsRepo } from '../../rounds/rounds.repo.ts';
import { type HandRow, handsRepo } from './hands.repo.ts';
import { type Seat, tableState } from './seat.ts';
import { ensureShoe } from './shoes.service.ts';
import type { TableRow } from './tables.repo.ts';
import { handView } from './views.ts';

/**
 * One hand: its cards worked out from the player's committed shoe and written with its round
 * (pending: the shoe's next cards kept for it) before any money moves; then ONE wallet bet for
 * the sum of the spots (placed whole or not at all), the shoe moved past the cards, and ONE
 * wallet win with the sum of the returns (0 when everything lost; a pushed spot returns its
 * stake). A refused or refunded bet voids the hand and uses no card; rounds/money.ts keeps every
 * wallet call until it is answered.
 */

export interface DealRequest {
  requestId: string;
  bets: Bets;
  /** The shoe's hash the page showed. */
  serverSeedHash?: string | undefined;
}

/** Every spot empty or within the table's limits, at least one staked; the hand's total stake. */
export function stakeOf(table: Pick<TableRow, 'minBet' | 'maxBet'>, bets: Bets): number {
  if (betsProblem(table, bets)) {
    throw new VendorError(
      'amount-out-of-range',
      { min: table.minBet, max: table.maxBet },
      { min: formatMoney(table.minBet), max: formatMoney(table.maxBet) },
    );
  }
  return BET_SPOTS.reduce((sum, spot) => sum + (bets[spot] ?? 0), 0);
}

const UNDONE: readonly string[] = ['refused', 'refunding', 'refunded'];
// The wallet's refusals a player can act on (rounds/money.ts tells the same two apart).
const REFUSALS: readonly string[] = ['insufficient-balance', 'unknown-player'];

export async function deal(deps: MoneyDeps, seat: Seat, request: DealRequest) {
  const total = stakeOf(seat.table, request.bets);
  const earlier = await handsRepo(deps.db).byRequest(seat.session.playerId, request.requestId);
  if (earlier) return replay(deps, seat, earlier, request.bets);

  const reserved = await reserveHand(deps.db, seat, request, total);
  if (reserved === 'taken') {
    const raced = await handsRepo(deps.db).byRequest(seat.session.playerId, request.requestId);
    if (raced) return replay(deps, seat, raced, request.bets);
    throw new VendorError('hand-in-progress');
  }
  const { round, returned } = reserved;
  let afterBet: Balance;
  try {
    afterBet = await stake(deps, round);
  } catch (error) {
    // Refused, or unanswered and rolled back: the cards stay the shoe's next ones.
    if (error instanceof VendorError) await handsRepo(deps.db).settlePending(round.id, 'void');
    throw error;
  }
  await commit(deps.db, round.id);
  const paid = await settle(deps, { ...round, state: 'open' }, returned);
  return answer(deps.db, seat, round.id, afterBet.balance, paid?.balance ?? null);
}

async function answer(db: Db, seat: Seat, roundId: string, balanceAfterBet: number | null, balance: number | null) {
  const hand = await handsRepo(db).byRound(roundId);
  if (!hand) throw new Error(`hand of round ${roundId} is gone`);
  return { hand: handView(hand), state: await tableState(db, seat), balanceAfterBet, balance };
}

/**
 * Writes the round (betting) and its hand (pending) in one transaction under the shoe's lock, the
 * cards being the shoe's next ones; 'taken' when the shoe already has a pending hand or the
 * request was written by another call at the same time.
 */
export async function reserveHand(
  db: Db,
  seat: Seat,
  request: DealRequest,
  total: number,
): Promise<{ round: RoundRow; returned: number } | 'taken'> {
  const { session, table } = seat;
  const taken = new Error('taken');
  try {
    return await db.tx(async (tx) => {
      const hands = handsRepo(tx);
      const shoe = await hands.lockShoe((await ensureShoe(tx, table, session.playerId)).id);
      if (shoe?.status !== 'open') throw taken;
      if (request.serverSeedHash && request.serverSeedHash !== shoe.serverSeedHash) throw new VendorError('conflict');
      const { position, used, result } = dealAt(fairShoe(shoe.serverSeed, shoe.clientSeed, shoe.shoeNo), shoe.position);
      const bets = stakedOnly(request.bets);
      const cards = { player: result.player.map(codeOf), banker: result.banker.map(codeOf) };
      const { player: _p, banker: _b, ...outcome } = result;
      const returned = settleBets(bets, result).returned;
      const handNo = shoe.hands + 1;
      const round = await roundsRepo(tx).insert({
        vendorCode: session.vendorCode,
        playerId: session.playerId,
        currency: session.currency,
        gameCode: table.gameCode,
        seedId: null,
        nonce: null,
        stake: total,
        // What /api/rounds shows of the hand.
        play: {
          shoeNo: shoe.shoeNo,
          handNo,
          serverSeedHash: shoe.serverSeedHash,
          bets,
          ...cards,
          ...outcome,
          returned,
        },
      });
      if (!round) throw new Error('round not inserted');
      const inserted = await hands.insertPending({
        roundId: round.id,
        requestId: request.requestId,
        playerId: session.playerId,
        tableId: table.id,
        shoeId: shoe.id,
        handNo,
        position,
        used,
        bets,
        cards,
        ...outcome,
        returned,
      });
      if (!inserted) throw taken;
      return { round, returned };
    });
  } catch (error) {
    if (error === taken) return 'taken';
    throw error;
  }
}

/** The bet was taken: the hand is dealt and the shoe moves past its cards (at the cut card, the next shoe is committed). */
export async function commit(db: Db, roundId: string) {
  await db.tx(async (tx) => {
    const hands = handsRepo(tx);
    const moved = await hands.settlePending(roundId, 'dealt');
    if (!moved) return;
    const shoe = await hands.lockShoe(moved.shoeId);
    if (shoe?.status !== 'open' || shoe.position !== moved.position) {
      throw new Error(`shoe ${moved.shoeId} is not where hand ${roundId} was dealt`);
    }
    const next = moved.position + moved.used;
    await hands.advanceShoe(shoe.id, next);
    if (!canDeal(next)) {
      // Cut card: the shoe is over, its seed may be shown; the next shoe's hash is committed at once.
      await hands.closeShoe(shoe.id, 'ended');
      await ensureShoe(tx, { id: shoe.tableId }, shoe.playerId);
    }
  });
}

/**
 * Takes a hand a failure left between steps as far as the wallet's answers allow: a refused or
 * refunded bet voids it; a taken bet deals it and settles it. `resend`: a win already written but
 * unanswered is sent again now (the same call) rather than left to the wallet sweep. Answers the
 * wallet after the win when it was sent and answered.
 */
export async function finish(deps: MoneyDeps, hand: HandRow, resend = false): Promise<Balance | null> {
  const round = await roundsRepo(deps.db).byId(hand.roundId);
  if (!round) throw new Error(`round ${hand.roundId} is gone`);
  if (hand.state === 'pending') {
    if (UNDONE.includes(round.state)) {
      await handsRepo(deps.db).settlePending(hand.roundId, 'void');
      return null;
    }
    if (round.state === 'betting') return null;
    await commit(deps.db, hand.roundId);
  }
  if (hand.state === 'void') return null;
  if (round.state === 'open' || (resend && round.state === 'settling')) return settle(deps, round, hand.returned);
  return null;
}

/** A request seen before: its outcome again, never a second hand. */
async function replay(deps: MoneyDeps, seat: Seat, hand: HandRow, bets: Bets) {
  if (!sameBets(hand.bets, bets)) throw new VendorError('idempotency-mismatch');
  if (hand.state === 'void' || UNDONE.includes(hand.roundState)) {
    if (hand.state === 'pending') await handsRepo(deps.db).settlePending(hand.roundId, 'void');
    if (hand.roundState !== 'refused') throw new VendorError('service-unavailable');
    throw new VendorError(
      hand.betError && REFUSALS.includes(hand.betError) ? (hand.betError as ErrorCode) : 'game-maintenance',
    );
  }
  if (hand.roundState === 'betting') throw new VendorError('hand-in-progress');
  const paid = await finish(deps, hand, true);
  const final = await handsRepo(deps.db).byRound(hand.roundId);
  return answer(deps.db, seat, hand.roundId, null, paid?.balance ?? final?.winBalance ?? null);
}
