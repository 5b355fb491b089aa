import type { ElotteryResult, ElotteryTicket } from '@arcadia/contracts';
import type { DrawRow } from '../lottery/draws.repo.ts';
import { drawRef } from '../lottery/schedule.ts';
import type { TicketRow } from '../lottery/tickets.repo.ts';
import { ticketPayout, ticketStatus } from '../lottery/views.ts';
import { type ElotteryGame, type ElotteryPlay, timingOf } from './games.ts';

/** The answers' shapes of the e-lottery's draws and tickets. */

export const drawRefOf = (game: ElotteryGame, drawNo: number, seedHash: string) => ({
  ...drawRef(timingOf(game), drawNo),
  seedHash,
});

/** A drawn draw with its revealed seed and its result. */
export const drawnView = (game: ElotteryGame, draw: DrawRow) => ({
  ...drawRefOf(game, draw.drawNo, draw.seedHash),
  drawnAt: new Date(draw.drawnAt ?? draw.drawAt).toISOString(),
  seed: draw.seed ?? '',
  result: (draw.result ?? {}) as ElotteryResult,
});

export function ticketView(game: ElotteryGame, ticket: TicketRow): ElotteryTicket {
  const play = ticket.play as unknown as ElotteryPlay;
  const payout = ticketPayout(ticket);
  return {
    ticketId: `R${ticket.id}`,
    gameCode: ticket.gameCode,
    drawNo: ticket.drawNo,
    issue: drawRef(timingOf(game), ticket.drawNo).issue,
    bets: play.bets.map(({ payout: betPayout, ...bet }) => ({
      ...bet,
      faces: bet.faces ? [...bet.faces] : undefined,
      digits: bet.digits ? [...bet.digits] : undefined,
      spots: bet.spots ? [...bet.spots] : undefined,
      payout: payout === null ? null : (betPayout ?? 0),
    })),
    stake: ticket.stake,
    payout,
    status: ticketStatus(ticket),
    held: ticket.held,
    createdAt: new Date(ticket.createdAt).toISOString(),
    result: ticket.result ? (ticket.result as ElotteryResult) : null,
  };
}
