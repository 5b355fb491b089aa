import { type BodyOf, ERROR_STATUS, type houseLotteryBuy, type LotteryTicket } from '@arcadia/contracts';
import type { Db } from '../../../platform/db/db.ts';
import { AppError } from '../../../platform/errors.ts';
import type { SeamlessClient } from '../seamless-client.ts';
import { SeamlessError } from '../seamless-client.ts';
import { commitDraw } from './draws.ts';
import { betTxId, roundIdOf } from './ids.ts';
import { type GameRow, lotteryRepo, type TicketRow } from './lottery.repo.ts';
import { validPick } from './payout.ts';
import { bettingOpen, issueOf } from './schedule.ts';
import type { HouseSession } from './session.ts';

export type Wallet = Pick<SeamlessClient, 'bet' | 'win' | 'rollback' | 'balance'>;

export const ticketView = (game: Pick<GameRow, 'intervalSeconds' | 'closeSeconds'>, t: TicketRow): LotteryTicket => ({
  ticketId: t.id,
  gameCode: t.gameCode,
  drawNo: t.drawNo,
  issue: issueOf(game, t.drawNo),
  betType: t.betType,
  number: t.number,
  stake: t.stake,
  odds: t.odds,
  status: t.status,
  payout: t.payout,
  hits: t.hits,
  held: t.held,
  createdAt: t.createdAt.toISOString(),
});

/**
 * Buys one ticket per number: the tickets are written first (pending), then each
 * stake is sent as a seamless bet with the ticket's own transaction id. A purchase
 * repeated with the same requestId finds its tickets and only re-sends the bets not
 * yet confirmed. A bet over the balance rejects that ticket and every later one.
 */
export async function buyTickets(
  deps: { db: Db; wallet: Wallet; now: () => number },
  session: HouseSession,
  body: BodyOf<typeof houseLotteryBuy>,
): Promise<{ tickets: LotteryTicket[]; balance: number }> {
  const repo = lotteryRepo(deps.db);
  const game = await repo.game(body.game);
  if (!game) throw new AppError('game-not-found');
  let rows = await repo.byRequest(session.playerId, body.requestId);
  if (rows.length === 0) {
    if (new Set(body.numbers).size !== body.numbers.length || !body.numbers.every((n) => validPick(body.betType, n))) {
      throw new AppError('lottery-invalid-number');
    }
    if (!bettingOpen(game, body.drawNo, deps.now())) throw new AppError('lottery-betting-closed');
    // No bet without a committed seed (its hash is fixed before the ticket exists), and none on a
    // draw whose result is out, even if a drawing process's clock ran ahead of this one.
    if (!(await commitDraw(deps.db, game.code, body.drawNo)) || (await repo.draw(game.code, body.drawNo)))
      throw new AppError('lottery-betting-closed');
    await repo.insertTickets(
      body.numbers.map((number) => ({
        playerId: session.playerId,
        currency: session.currency,
        gameCode: game.code,
        drawNo: body.drawNo,
        betType: body.betType,
        number,
        stake: body.stake,
        odds: game.odds[body.betType],
        requestId: body.requestId,
      })),
    );
    rows = await repo.byRequest(session.playerId, body.requestId);
  }
  let balance: number | null = null;
  let refused: SeamlessError | null = null;
  for (const ticket of rows.filter((row) => row.status === 'pending')) {
    if (refused) {
      await repo.transition(ticket.id, 'pending', 'rejected');
      continue;
    }
    try {
      const answer = await deps.wallet.bet({
        playerId: ticket.playerId,
        transactionId: betTxId(ticket.id),
        roundId: roundIdOf(ticket),
        gameCode: ticket.gameCode,
        amount: ticket.stake,
      });
      balance = answer.balance;
      await repo.transition(ticket.id, 'pending', 'open');
    } catch (error) {
      // Unreachable wallet: the ticket stays pending; the settler rolls it back if it never confirms.
      if (!(error instanceof SeamlessError) || error.retryable) throw new AppError('game-maintenance');
      refused = error;
      await repo.transition(ticket.id, 'pending', 'rejected');
    }
  }
  const final = await repo.byRequest(session.playerId, body.requestId);
  if (refused && final.every((row) => row.status === 'rejected'))
    throw new AppError(refused.code in ERROR_STATUS ? refused.code : 'game-maintenance');
  balance ??= (await deps.wallet.balance({ playerId: session.playerId })).balance;
  return { tickets: final.map((row) => ticketView(game, row)), balance };
}
