import type { lotteryPageBuy, lotteryPageDraws } from '@arcadia/contracts';
import {
  type BodyOf,
  LOTTERY_MAX_NUMBERS,
  LOTTERY_MAX_STAKE,
  LOTTERY_MIN_STAKE,
  type LotteryTicket,
  type ValueOf,
} from '@arcadia/contracts';
import { VendorError } from '../../http/errors.ts';
import type { MoneyDeps } from '../../rounds/money.ts';
import type { Session } from '../../sessions/sessions.ts';
import { drawsRepo } from './draws.repo.ts';
import { commitDraw } from './draws.ts';
import { betTypesOf, LOTTERY_VENDOR, type VietnamGame, vietnamGame } from './games.ts';
import { validPick } from './payout.ts';
import { drawRef, openDrawNo } from './schedule.ts';
import { ticketsRepo } from './tickets.repo.ts';
import { buyTickets } from './tickets.ts';
import { type VietnamPlay, vietnamDrawGame } from './vietnam.ts';
import { gameView, openedView, ticketView } from './views.ts';

/** The Vietnam lottery page's rules: the session's player, the game's draws, tickets and results. */

/** The game asked for, played from a session of the lottery vendor (any of its games: the page switches between them). */
function gameFor(session: Session, gameCode: string): VietnamGame {
  const game = vietnamGame(gameCode);
  if (!game) throw new VendorError('game-not-found');
  if (session.vendorCode !== LOTTERY_VENDOR) throw new VendorError('forbidden');
  return game;
}

/** The draw taking bets and the one after, committed (their hashes published), and the game's bet types. */
export async function drawsOf(
  deps: MoneyDeps,
  session: Session,
  gameCode: string,
  now: number,
): Promise<ValueOf<typeof lotteryPageDraws>> {
  const game = gameFor(session, gameCode);
  const drawGame = vietnamDrawGame(game);
  const open = openDrawNo(game, now);
  const [current, next] = [await commitDraw(deps.db, drawGame, open), await commitDraw(deps.db, drawGame, open + 1)];
  const [last] = await drawsRepo(deps.db).lastPerGame([game.code]);
  return {
    serverTime: new Date(now).toISOString(),
    game: gameView(game, session.language, last, now),
    current: { ...drawRef(game, open), seedHash: current.seedHash },
    next: { ...drawRef(game, open + 1), seedHash: next.seedHash },
    betTypes: betTypesOf(game),
    limits: { minStake: LOTTERY_MIN_STAKE, maxStake: LOTTERY_MAX_STAKE, maxNumbers: LOTTERY_MAX_NUMBERS },
  };
}

/** Buys one ticket per number on the draw taking bets: numbers fitting the bet type, none twice. */
export async function buy(
  deps: MoneyDeps,
  session: Session,
  body: BodyOf<typeof lotteryPageBuy>,
  now: number,
): Promise<{ tickets: LotteryTicket[]; balance: number | null }> {
  const game = gameFor(session, body.gameCode);
  if (new Set(body.numbers).size !== body.numbers.length || !body.numbers.every((n) => validPick(body.betType, n))) {
    throw new VendorError('lottery-invalid-number');
  }
  const bought = await buyTickets(deps, {
    session,
    game: vietnamDrawGame(game),
    drawNo: body.drawNo,
    requestId: body.requestId,
    tickets: body.numbers.map((number) => {
      const play: VietnamPlay = { drawNo: body.drawNo, betType: body.betType, number, odds: game.odds[body.betType] };
      return { stake: body.stake, play: { ...play } };
    }),
    now,
  });
  return { tickets: bought.tickets.map((ticket) => ticketView(game, ticket)), balance: bought.balance };
}

/** The player's tickets of a game, newest first. */
export async function ticketsOf(deps: MoneyDeps, session: Session, gameCode: string, count: number) {
  const game = gameFor(session, gameCode);
  const rows = await ticketsRepo(deps.db).ofPlayer(session.playerId, game.code, count);
  return { list: rows.map((ticket) => ticketView(game, ticket)) };
}

/** A game's latest results with their seeds, newest first. */
export async function resultsOf(deps: MoneyDeps, session: Session, gameCode: string, count: number) {
  const game = gameFor(session, gameCode);
  const draws = await drawsRepo(deps.db).latest([game.code], count);
  return { draws: draws.map((draw) => openedView(game, draw)) };
}
