import type { Language, lotteryFeedPopularity, lotteryFeedResults, ValueOf } from '@arcadia/contracts';
import type { Db } from '../../db/db.ts';
import { drawsRepo } from './draws.repo.ts';
import { VIETNAM_GAMES, vietnamGame } from './games.ts';
import { ticketsRepo } from './tickets.repo.ts';
import { gameName, gameView, openedView } from './views.ts';

/**
 * What the lottery publishes to operators, as a third-party lottery provider's feed: its games,
 * results and popularity; and, to the platform alone (signed), the games a player bought in. No
 * money and no other player's tickets leave through it.
 */

const CODES = VIETNAM_GAMES.map((game) => game.code);
const DAY_MS = 24 * 3600_000;

/** Every lottery in catalogue order with the draw taking bets and the last result. */
export async function feedGames(db: Db, lang: Language, now: number) {
  const last = new Map((await drawsRepo(db).lastPerGame(CODES)).map((draw) => [draw.gameCode, draw]));
  return { games: VIETNAM_GAMES.map((game) => gameView(game, lang, last.get(game.code), now)) };
}

/** The latest results of the games asked (every one when none), newest first, every tier and seed. */
export async function feedResults(
  db: Db,
  codes: readonly string[] | null,
  count: number,
  lang: Language,
): Promise<ValueOf<typeof lotteryFeedResults>> {
  const wanted = codes ? CODES.filter((code) => codes.includes(code)) : CODES;
  const draws = await drawsRepo(db).latest(wanted, count);
  return {
    draws: draws.flatMap((draw) => {
      const game = vietnamGame(draw.gameCode);
      if (!game) return [];
      return [{ ...openedView(game, draw), gameCode: game.code, name: gameName(game, lang), region: game.region }];
    }),
  };
}

/** Tickets bought per game in the last 24 hours. */
export async function feedPopularity(db: Db, now: number): Promise<ValueOf<typeof lotteryFeedPopularity>> {
  const since = new Date(now - DAY_MS);
  return { since: since.toISOString(), games: await ticketsRepo(db).counts(CODES, since) };
}

/** The games a player bought tickets in, the latest purchase first. */
export async function feedPlayerGames(db: Db, playerId: string, count: number) {
  const rows = await ticketsRepo(db).playerGames(CODES, playerId, count);
  return { games: rows.map((row) => ({ gameCode: row.gameCode, at: new Date(row.at).toISOString() })) };
}
