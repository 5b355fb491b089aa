import type { BodyOf, ValueOf } from '@arcadia/contracts';
import { ELOTTERY_MAX_BETS, type elotteryBetTypes, type elotteryBuy, type elotteryDraw } from '@arcadia/contracts';
import { VendorError } from '../../http/errors.ts';
import type { MoneyDeps } from '../../rounds/money.ts';
import type { Session } from '../../sessions/sessions.ts';
import { drawsRepo } from '../lottery/draws.repo.ts';
import { commitDraw } from '../lottery/draws.ts';
import { openDrawNo } from '../lottery/schedule.ts';
import { ticketsRepo } from '../lottery/tickets.repo.ts';
import { buyTickets } from '../lottery/tickets.ts';
import {
  type ChoiceField,
  ELOTTERY_VENDOR,
  type ElotteryGame,
  type ElotteryPlay,
  elotteryDrawGame,
  elotteryGame,
  type StoredBet,
} from './games.ts';
import { drawnView, drawRefOf, ticketView } from './views.ts';

/** The e-lottery pages' rules: the session's player, the game's draws, bet types, tickets and results. */

const CHOICES: readonly ChoiceField[] = ['faces', 'position', 'digits', 'spots'];

/** The game asked for, played from a session of the e-lottery vendor. */
function gameFor(session: Session, gameCode: string): ElotteryGame {
  const game = elotteryGame(gameCode);
  if (!game) throw new VendorError('game-not-found');
  if (session.vendorCode !== ELOTTERY_VENDOR) throw new VendorError('forbidden');
  return game;
}

const refused = (field: string, key: string, rule: string): never => {
  throw new VendorError('validation-failed', { fields: [{ field, key }] }, { field, rule });
};

/** The draw taking bets and the one after, committed (their hashes published), and the last result. */
export async function drawOf(
  deps: MoneyDeps,
  session: Session,
  gameCode: string,
  now: number,
): Promise<ValueOf<typeof elotteryDraw>> {
  const game = gameFor(session, gameCode);
  const drawGame = elotteryDrawGame(game);
  const open = openDrawNo(drawGame.timing, now);
  const [current, next] = [await commitDraw(deps.db, drawGame, open), await commitDraw(deps.db, drawGame, open + 1)];
  const [last] = await drawsRepo(deps.db).latest([game.gameCode], 1);
  return {
    serverTime: new Date(now).toISOString(),
    gameCode: game.gameCode,
    drawSeconds: drawGame.timing.intervalSeconds,
    closeSeconds: drawGame.timing.closeSeconds,
    current: drawRefOf(game, open, current.seedHash),
    next: drawRefOf(game, open + 1, next.seedHash),
    last: last ? drawnView(game, last) : null,
  };
}

/** A game's latest results with their seeds, newest first. */
export async function resultsOf(deps: MoneyDeps, gameCode: string, count: number) {
  const game = elotteryGame(gameCode);
  if (!game) throw new VendorError('game-not-found');
  const draws = await drawsRepo(deps.db).latest([game.gameCode], count);
  return { gameCode: game.gameCode, draws: draws.map((draw) => drawnView(game, draw)) };
}

/** The bet types as the engine prices them, with what each takes. */
export function betTypesOf(session: Session, gameCode: string): ValueOf<typeof elotteryBetTypes> {
  const game = gameFor(session, gameCode);
  return {
    gameCode: game.gameCode,
    minStake: game.info.minStake,
    maxStake: game.info.maxStake,
    maxTicketStake: game.info.maxStake,
    maxBets: ELOTTERY_MAX_BETS,
    rtp: game.info.rtp,
    betTypes: game.betTypes.map((row) => ({
      key: row.key,
      name: row.name,
      family: row.family,
      takes: game.takes(row.key),
      pays: row.pays.map((pay) => ({ ...pay })),
      rtp: row.rtp,
    })),
  };
}

/**
 * Each bet by the engine's rules (a choice the game does not take is refused, not ignored), then
 * the ticket's total: at most the game's largest stake, the exposure one ticket may carry.
 */
function validBets(game: ElotteryGame, bets: BodyOf<typeof elotteryBuy>['bets']): StoredBet[] {
  const valid = bets.map((input, i) => {
    for (const field of CHOICES) {
      if (input[field] !== undefined && !game.fields.includes(field)) {
        refused(`bets.${i}.${field}`, 'rule.unknown-keys', `${field}: not taken by ${game.gameCode}`);
      }
    }
    const checked = game.validate(input);
    if (!checked.ok) return refused(`bets.${i}.${checked.refusal.field}`, checked.refusal.key, checked.refusal.message);
    return checked.bet;
  });
  const total = valid.reduce((sum, bet) => sum + bet.stake, 0);
  if (total > game.info.maxStake) refused('bets', 'rule.too-big', `a ticket's stakes: ${game.info.maxStake} at most`);
  return valid;
}

/** Buys a ticket of one or more bets on the draw taking bets: its total staked by one bet call. */
export async function buy(
  deps: MoneyDeps,
  session: Session,
  gameCode: string,
  body: BodyOf<typeof elotteryBuy>,
  now: number,
) {
  const game = gameFor(session, gameCode);
  const bets = validBets(game, body.bets);
  const play: ElotteryPlay = { drawNo: body.drawNo, bets };
  const bought = await buyTickets(deps, {
    session,
    game: elotteryDrawGame(game),
    drawNo: body.drawNo,
    requestId: body.requestId,
    tickets: [{ stake: bets.reduce((sum, bet) => sum + bet.stake, 0), play: { ...play } }],
    now,
  });
  const [ticket] = bought.tickets;
  if (!ticket) throw new Error('e-lottery: no ticket written');
  return { ticket: ticketView(game, ticket), balance: bought.balance };
}

/** The player's tickets of a game, newest first. */
export async function ticketsOf(deps: MoneyDeps, session: Session, gameCode: string, count: number) {
  const game = gameFor(session, gameCode);
  const rows = await ticketsRepo(deps.db).ofPlayer(session.playerId, game.gameCode, count);
  return { list: rows.map((ticket) => ticketView(game, ticket)) };
}
