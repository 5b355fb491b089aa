import type { Language, LotteryGame, OpenedDraw } from '@arcadia/contracts';
import type { Db } from '../../../platform/db/db.ts';
import { type GameRow, lotteryRepo } from './lottery.repo.ts';
import { gameName, gameView, openedView } from './views.ts';

/**
 * What the lottery vendor publishes to the operator: its games, results and
 * popularity. The site's lottery endpoints read through this, the way they would
 * call a third-party vendor's results API; no money and no tickets of others leak.
 */
export function lotteryFeed(db: Db, now: () => number = Date.now) {
  const repo = lotteryRepo(db);

  async function games(lang: Language, codes?: readonly string[]): Promise<LotteryGame[]> {
    const rows = (await repo.games()).filter((game) => !codes || codes.includes(game.code));
    const last = new Map((await repo.lastDrawPerGame(rows.map((g) => g.code))).map((d) => [d.gameCode, d]));
    return rows.map((game) => gameView(game, lang, last.get(game.code), now()));
  }

  return {
    games,
    gameRows: () => repo.games(),

    /** One game's latest draws with every tier, or null when the game is unknown. */
    async opened(gameCode: string, count: number, lang: Language) {
      const game = await repo.game(gameCode);
      if (!game) return null;
      const draws = await repo.latestDraws([game.code], count);
      return { game, name: gameName(game, lang), draws: draws.map((draw): OpenedDraw => openedView(game, draw)) };
    },

    /** The latest draws across games, newest first, with the special prize. */
    async latest(gameRows: readonly GameRow[], count: number, lang: Language) {
      const byCode = new Map(gameRows.map((game) => [game.code, game]));
      const draws = await repo.latestDraws([...byCode.keys()], count);
      return draws.flatMap((draw) => {
        const game = byCode.get(draw.gameCode);
        if (!game) return [];
        const { prizes: _prizes, ...rest } = openedView(game, draw);
        return [{ ...rest, gameCode: game.code, name: gameName(game, lang), region: game.region }];
      });
    },

    /** Tickets bought per game in the last 24 hours. */
    async popularity(): Promise<Map<string, number>> {
      const rows = await repo.ticketCounts(new Date(now() - 24 * 3600_000));
      return new Map(rows.map((row) => [row.gameCode, row.tickets]));
    },

    /** The games a seamless player bought tickets in, latest first. */
    playerGames: (playerId: string, count: number) => repo.playerGames(playerId, count),
  };
}

export type LotteryFeed = ReturnType<typeof lotteryFeed>;
