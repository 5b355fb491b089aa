import type { LotteryBetType, LotteryPrize } from '@arcadia/contracts';
import { drawFromSeed } from './fairness.ts';
import { LOTTERY_VENDOR, VIETNAM_GAMES, type VietnamGame } from './games.ts';
import { ticketOutcome } from './payout.ts';
import { specialOf } from './prize-table.ts';
import type { TicketGame } from './tickets.ts';

/** What a Vietnam ticket played (its round's play): the draw, the bet type, the number, the odds it was sold at. */
export interface VietnamPlay {
  drawNo: number;
  betType: LotteryBetType;
  number: string;
  odds: number;
  /** Written at settlement: LO counts every prize number ending in the pick. */
  hits?: number;
}

/** A Vietnam draw's result as kept: the special prize and the whole table, highest tier first. */
export interface VietnamResult {
  special: string;
  prizes: LotteryPrize[];
}

export const vietnamResultOf = (result: Record<string, unknown>) => result as unknown as VietnamResult;

/** A Vietnam lottery as the draw sweep runs it: drawn from its seed, each ticket paid by its odds per hit. */
export const vietnamDrawGame = (game: VietnamGame): TicketGame => ({
  code: game.code,
  vendorCode: LOTTERY_VENDOR,
  timing: { intervalSeconds: game.intervalSeconds, closeSeconds: game.closeSeconds },
  draw(seed, drawNo) {
    const prizes = drawFromSeed(game.region, seed, game.code, drawNo);
    return { special: specialOf(prizes), prizes };
  },
  settle(ticket, result) {
    const play = ticket.play as unknown as VietnamPlay;
    const outcome = ticketOutcome({ ...play, stake: ticket.stake }, vietnamResultOf(result).prizes);
    return { payout: outcome.payout, play: { ...play, hits: outcome.hits } };
  },
});

export const VIETNAM_DRAW_GAMES: readonly TicketGame[] = VIETNAM_GAMES.map(vietnamDrawGame);
