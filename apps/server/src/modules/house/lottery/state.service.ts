import type { Language } from '@arcadia/contracts';
import type { Db } from '../../../platform/db/db.ts';
import { AppError } from '../../../platform/errors.ts';
import { SeamlessError } from '../seamless-client.ts';
import { commitDraw } from './draws.ts';
import { lotteryFeed } from './feed.ts';
import { lotteryRepo } from './lottery.repo.ts';
import type { PageState } from './page.ts';
import { issueOf, openDrawNo } from './schedule.ts';
import type { HouseSession } from './session.ts';
import { ticketView, type Wallet } from './tickets.service.ts';
import { openedView } from './views.ts';

export const PAGE_RESULTS = 10;
export const PAGE_TICKETS = 20;

/** The player's balance; an unreachable wallet is game-maintenance, a refusal its own code. */
export async function balanceOf(wallet: Wallet, playerId: string): Promise<number> {
  try {
    return (await wallet.balance({ playerId })).balance;
  } catch (error) {
    if (error instanceof SeamlessError && !error.retryable && error.code === 'unknown-player')
      throw new AppError(error.code);
    throw new AppError('game-maintenance');
  }
}

/** Everything the page shows for one game: the open draw, results, odds, the player's tickets and balance. */
export async function pageState(
  deps: { db: Db; now: () => number },
  session: Pick<HouseSession, 'playerId' | 'currency'>,
  gameCode: string,
  lang: Language,
  balance: () => Promise<number>,
): Promise<PageState> {
  const repo = lotteryRepo(deps.db);
  const games = await lotteryFeed(deps.db, deps.now).games(lang);
  const game = await repo.game(gameCode);
  const view = games.find((g) => g.gameCode === gameCode);
  if (!game || !view) throw new AppError('game-not-found');
  // The open draw's seed is made the first time the draw is shown: its hash is public before any bet.
  const openNo = openDrawNo(game, deps.now());
  const committed = await commitDraw(deps.db, game.code, openNo);
  const [draws, tickets] = await Promise.all([
    repo.latestDraws([game.code], PAGE_RESULTS),
    repo.playerTickets(session.playerId, game.code, PAGE_TICKETS),
  ]);
  return {
    serverTime: new Date(deps.now()).toISOString(),
    game: view,
    games,
    odds: game.odds,
    balance: await balance(),
    currency: session.currency,
    results: draws.map((draw) => openedView(game, draw)),
    tickets: tickets.map((ticket) => ticketView(game, ticket)),
    commitment: committed && { drawNo: openNo, issue: issueOf(game, openNo), seedHash: committed.seedHash },
  };
}
