import { type Language, type LotteryGame, type OpenedDraw, pickText } from '@arcadia/contracts';
import type { DrawRow, GameRow } from './lottery.repo.ts';
import { drawRef, openDrawNo } from './schedule.ts';

/** The response shapes of the vendor's games and draws, shared by the page and the site's endpoints. */

export const gameName = (game: GameRow, lang: Language) => pickText(game.names, lang);

/** A drawn result; its seed goes with it (a row here means the draw has happened). */
export const openedView = (game: GameRow, draw: DrawRow): OpenedDraw => ({
  ...drawRef(game, draw.drawNo),
  drawnAt: draw.drawnAt.toISOString(),
  special: draw.special,
  prizes: draw.prizes,
  seedHash: draw.seedHash,
  seed: draw.seed,
});

export function gameView(game: GameRow, lang: Language, last: DrawRow | undefined, nowMs: number): LotteryGame {
  return {
    gameCode: game.code,
    vendor: game.vendor,
    name: gameName(game, lang),
    region: game.region,
    prizeMode: game.prizeMode,
    intervalSeconds: game.intervalSeconds,
    closeSeconds: game.closeSeconds,
    next: drawRef(game, openDrawNo(game, nowMs)),
    lastSpecial: last?.special ?? null,
    lastIssue: last ? drawRef(game, last.drawNo).issue : null,
  };
}
