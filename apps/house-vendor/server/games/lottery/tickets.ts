import type { Db } from '../../db/db.ts';
import { VendorError } from '../../http/errors.ts';
import { type MoneyDeps, settle, stake } from '../../rounds/money.ts';
import { type RoundRow, roundsRepo } from '../../rounds/rounds.repo.ts';
import type { Session } from '../../sessions/sessions.ts';
import { drawsRepo } from './draws.repo.ts';
import { commitDraw, type DrawGame } from './draws.ts';
import { bettingOpen } from './schedule.ts';
import { type TicketRow, ticketsRepo } from './tickets.repo.ts';

/**
 * Tickets on scheduled draws, their money by the aggregator rules through rounds/money.ts: each
 * ticket is a round, staked by its bet call once it is written (refused: nothing owed; no answer:
 * rolled back), and settled after its draw by its win call (0 for a loss), which the vendor's
 * sweep sends again until the wallet acknowledges it.
 */

/** A game whose tickets are settled against its draws' results. */
export interface TicketGame extends DrawGame {
  vendorCode: string;
  /** What a ticket returns for the draw's result, and its play with the outcome written in. */
  settle(ticket: RoundRow, result: Record<string, unknown>): { payout: number; play: Record<string, unknown> };
}

export interface Purchase {
  session: Session;
  game: TicketGame;
  drawNo: number;
  requestId: string;
  /** One round each, in order. */
  tickets: readonly { stake: number; play: Record<string, unknown> }[];
  now: number;
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/**
 * Writes a purchase's tickets on a draw still taking bets, in one transaction that holds the draw
 * (it cannot be drawn before they are written, nor bought into after). The draw is committed first,
 * so no ticket exists without its hash published. A repeated purchase id finds its tickets.
 */
async function writeTickets(db: Db, purchase: Purchase): Promise<{ tickets: TicketRow[]; fresh: boolean }> {
  const { session, game, drawNo, requestId } = purchase;
  const existing = () => ticketsRepo(db).byRequest(session.vendorCode, session.playerId, requestId);
  const found = await existing();
  if (found.length > 0) return { tickets: found, fresh: false };
  if (!bettingOpen(game.timing, drawNo, purchase.now)) throw new VendorError('lottery-betting-closed');
  await commitDraw(db, game, drawNo);
  try {
    await db.tx(async (tx) => {
      if (!(await drawsRepo(tx).holdUndrawn(game.code, drawNo))) throw new VendorError('lottery-betting-closed');
      for (const [line, ticket] of purchase.tickets.entries()) {
        const round = await roundsRepo(tx).insert({
          vendorCode: session.vendorCode,
          playerId: session.playerId,
          currency: session.currency,
          gameCode: game.code,
          seedId: null,
          nonce: null,
          stake: ticket.stake,
          play: ticket.play,
        });
        if (!round) throw new Error('ticket round not inserted');
        await ticketsRepo(tx).insert({
          roundId: round.id,
          vendorCode: session.vendorCode,
          playerId: session.playerId,
          gameCode: game.code,
          drawNo,
          requestId,
          line,
        });
      }
    });
  } catch (error) {
    // The same purchase sent twice at once: the other request wrote it.
    if (isUniqueViolation(error)) return { tickets: await existing(), fresh: false };
    throw error;
  }
  return { tickets: await existing(), fresh: true };
}

/**
 * Buys: writes the tickets, then sends each one's bet in turn. After a refusal or a bet without
 * an answer the rest are not sent (refused, nothing owed). Throws the refusal when no ticket was
 * bought; answers the tickets as they ended and the wallet after the last bet answered.
 */
export async function buyTickets(deps: MoneyDeps, purchase: Purchase) {
  const { tickets, fresh } = await writeTickets(deps.db, purchase);
  if (!fresh) return { tickets, balance: null };
  let balance: number | null = null;
  let refusal: unknown = null;
  for (const ticket of tickets) {
    if (refusal) {
      await roundsRepo(deps.db).move(ticket.id, 'refused');
      continue;
    }
    try {
      balance = (await stake(deps, ticket)).balance;
    } catch (error) {
      refusal = error;
    }
  }
  const after = await ticketsRepo(deps.db).byRequest(
    purchase.session.vendorCode,
    purchase.session.playerId,
    purchase.requestId,
  );
  if (refusal && !after.some((ticket) => ticket.state === 'open')) throw refusal;
  return { tickets: after, balance };
}

/**
 * Settles the tickets of drawn draws: each open one is claimed (one process wins it), then its win
 * call is written and sent; one without an answer stays due for the vendor's sweep. Tickets whose
 * bet was refused or rolled back are marked done. Returns how many tickets it settled.
 */
export async function settleDrawn(deps: MoneyDeps, games: readonly TicketGame[], limit = 200): Promise<number> {
  const byCode = new Map(games.map((game) => [game.code, game]));
  let settled = 0;
  for (const ticket of await ticketsRepo(deps.db).drawnUnsettled([...byCode.keys()], limit)) {
    const game = byCode.get(ticket.gameCode);
    if (!game || !ticket.result) continue;
    if (ticket.state !== 'open') {
      await ticketsRepo(deps.db).done(ticket.id);
      continue;
    }
    const { payout, play } = game.settle(ticket, ticket.result);
    const claimed = await deps.db.tx((tx) => ticketsRepo(tx).claim(ticket.id, payout, play));
    if (!claimed) continue;
    await settle(deps, ticket, payout, play);
    settled += 1;
  }
  return settled;
}

/**
 * Finishes what a stopped process left: a claimed ticket without its win call gets it (the same
 * payout, decided by the draw); a ticket whose bet call was never written is refused (nothing moved).
 */
export async function recoverTickets(deps: MoneyDeps, gameCodes: readonly string[], limit = 50) {
  const repo = ticketsRepo(deps.db);
  for (const { id } of await repo.strandedWins(gameCodes, limit)) {
    const round = await roundsRepo(deps.db).byId(id);
    if (round) await settle(deps, round, round.payout ?? 0);
  }
  for (const { id } of await repo.strandedBets(gameCodes, limit)) {
    await repo.refuseUnsent(id);
  }
}
