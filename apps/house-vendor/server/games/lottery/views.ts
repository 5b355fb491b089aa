import { type Language, type LotteryGame, type LotteryTicket, type OpenedDraw, pickText } from '@arcadia/contracts';
import type { DrawRow } from './draws.repo.ts';
import { LOTTERY_VENDOR, PRIZE_MODE, type VietnamGame } from './games.ts';
import { drawRef, openDrawNo } from './schedule.ts';
import type { TicketRow } from './tickets.repo.ts';
import { type VietnamPlay, vietnamResultOf } from './vietnam.ts';

/** The answers' shapes of the Vietnam lottery's games, draws and tickets (lottery.ts's, as the platform reads them). */

export const gameName = (game: VietnamGame, lang: Language) => pickText(game.names, lang);

/** A drawn result with its revealed seed. */
export function openedView(game: VietnamGame, draw: DrawRow): OpenedDraw {
  const result = vietnamResultOf(draw.result ?? {});
  return {
    ...drawRef(game, draw.drawNo),
    drawnAt: new Date(draw.drawnAt ?? draw.drawAt).toISOString(),
    special: result.special,
    prizes: result.prizes,
    seedHash: draw.seedHash,
    seed: draw.seed,
  };
}

export function gameView(game: VietnamGame, lang: Language, last: DrawRow | undefined, nowMs: number): LotteryGame {
  return {
    gameCode: game.code,
    vendor: LOTTERY_VENDOR,
    name: gameName(game, lang),
    region: game.region,
    prizeMode: PRIZE_MODE,
    intervalSeconds: game.intervalSeconds,
    closeSeconds: game.closeSeconds,
    next: drawRef(game, openDrawNo(game, nowMs)),
    lastSpecial: last ? vietnamResultOf(last.result ?? {}).special : null,
    lastIssue: last ? drawRef(game, last.drawNo).issue : null,
  };
}

/**
 * A ticket's status from its round: being staked, bought, settled (won or lost: its win call is
 * written, acknowledged or on its way), refused by the wallet, or rolled back (or its win refused).
 */
export function ticketStatus(ticket: TicketRow): LotteryTicket['status'] {
  switch (ticket.state) {
    case 'betting':
      return 'pending';
    case 'open':
      return 'open';
    case 'settling':
    case 'settled':
      if (ticket.winState === 'refused') return 'void';
      return (ticket.payout ?? 0) > 0 ? 'won' : 'lost';
    case 'refused':
      return 'rejected';
    default:
      return 'void';
  }
}

/** What a ticket paid once settled; null before (and for one that never was). */
export const ticketPayout = (ticket: TicketRow) => {
  const status = ticketStatus(ticket);
  return status === 'won' || status === 'lost' ? (ticket.payout ?? 0) : null;
};

export function ticketView(game: VietnamGame, ticket: TicketRow): LotteryTicket {
  const play = ticket.play as unknown as VietnamPlay;
  return {
    ticketId: `R${ticket.id}`,
    gameCode: ticket.gameCode,
    drawNo: ticket.drawNo,
    issue: drawRef(game, ticket.drawNo).issue,
    betType: play.betType,
    number: play.number,
    stake: ticket.stake,
    odds: play.odds,
    status: ticketStatus(ticket),
    payout: ticketPayout(ticket),
    hits: play.hits ?? null,
    held: ticket.held,
    createdAt: new Date(ticket.createdAt).toISOString(),
  };
}
