import type { GameCategory, HouseFamily, ProviderGame } from '@arcadia/contracts';

/**
 * Every game the house vendor offers: what the platform's catalogue lists (GET /v1/games) and
 * what a launch may open. Each vendor code is one of the platform's vendors (a lobby tile): ARC
 * the slots and originals (RNG), ARCL the live tables, ARCP the card rooms, ARCV the lotteries,
 * ARCE the e-lottery. A game's family is its page.
 */
export interface HouseGame {
  vendorCode: 'ARC' | 'ARCL' | 'ARCP' | 'ARCV' | 'ARCE';
  gameCode: string;
  family: HouseFamily;
  category: GameCategory;
  names: ProviderGame['names'];
  minBet: number;
  lines: number;
  classify: ProviderGame['classify'];
  rtp: number;
  hot: boolean;
}

const games: HouseGame[] = [];

/** Adds a family's games (each game module registers its own). */
export function register(...added: HouseGame[]) {
  for (const game of added) {
    if (games.some((known) => known.gameCode === game.gameCode)) throw new Error(`game ${game.gameCode} twice`);
    games.push(game);
  }
}

export const allGames = (): readonly HouseGame[] => games;
export const gameOf = (gameCode: string) => games.find((game) => game.gameCode === gameCode);

/** The catalogue as the platform reads it, the art addressed on this vendor's public host. */
export const catalogueOf = (publicUrl: string): ProviderGame[] =>
  games.map((game) => ({
    vendorCode: game.vendorCode,
    gameCode: game.gameCode,
    category: game.category,
    names: game.names,
    minBet: game.minBet,
    lines: game.lines,
    classify: game.classify,
    rtp: game.rtp,
    tile: `${publicUrl}/art/${game.gameCode}/tile.svg`,
    banner: `${publicUrl}/art/${game.gameCode}/banner.svg`,
    hot: game.hot,
  }));
