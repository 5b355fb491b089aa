import {
  type GameCategory,
  type GameItem,
  HOT_GAME_TYPES,
  HOT_GAMES_PER_TYPE,
  type Language,
  MIN_BET_MINOR,
  type MIN_BET_OPTIONS,
  RECENT_GAMES_KEPT,
} from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/tenancy.ts';
import { catalogueOf } from './catalogue-cache.ts';
import type { CatalogueFilter } from './catalogue-index.ts';
import { gameImage } from './game-image.ts';
import { type GameFilter, type GameRow, gamesRepo } from './games.repo.ts';
import { searchQuery, searchTerms } from './search-terms.ts';

type MemberId = string | number;

export const toGameItem = (merchant: Pick<Merchant, 'imageCdns' | 'code'>, row: GameRow): GameItem => {
  const image = gameImage(merchant.imageCdns, row.nodeId, row.gameCode, merchant.code);
  // The original front end reads the name as gameName or nodeName, the image as showIcon or iconUrl.
  return { ...gameItemOf(row, image), gameName: row.name, nodeName: row.name, showIcon: image, iconUrl: image };
};

const gameItemOf = (row: GameRow, image: string) => ({
  nodeId: row.nodeId,
  gameCode: row.gameCode,
  code: row.code,
  name: row.name,
  vassalage: row.vassalage,
  vendor: row.vassalage,
  gameType: row.gameType,
  accountTypeName: row.accountTypeName,
  isGame: row.isGame,
  defaultPlayType: row.defaultPlayType,
  gameClassify: row.gameClassify,
  minBet: Number(row.minBet),
  lineNum: row.lineNum,
  image,
  isHot: row.isHot,
  isFavourite: row.isFavourite,
});

const totalPages = (total: number, pageSize: number) => Math.ceil(total / pageSize);

export interface ListInput {
  language: Language;
  gameType?: GameCategory;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  minBet: (typeof MIN_BET_OPTIONS)[number];
  minLineNum: number;
  pageNo: number;
  pageSize: number;
}

/**
 * The lobby list: the brand's games with every filter; an empty search means no search. Answered
 * from the brand's catalogue index (catalogue-cache.ts), with the member's favourites marked from
 * the database; from the database alone while change notices may be missed.
 */
export async function listGames(db: Db, merchant: Merchant, memberId: MemberId | null, input: ListInput) {
  const terms = input.gameName ? searchTerms(input.gameName) : null;
  const filter: CatalogueFilter = {
    ...(input.gameType ? { category: input.gameType } : {}),
    ...(input.vassalage ? { vendor: input.vassalage } : {}),
    ...(input.gameClassify ? { classify: input.gameClassify } : {}),
    ...(input.minBet !== 'all' ? { minBet: MIN_BET_MINOR[input.minBet] } : {}),
    ...(input.minLineNum > 0 ? { minLines: input.minLineNum } : {}),
    ...(terms ? { terms } : {}),
  };
  const index = await catalogueOf(db).of(merchant);
  if (!index) return listFromDb(db, merchant, memberId, input, filter);
  const { games, total } = index.page(filter, input.language, input.pageNo, input.pageSize);
  return {
    games: memberId === null ? games : await markFavourites(db, memberId, games),
    totalPages: totalPages(total, input.pageSize),
    total,
  };
}

async function listFromDb(
  db: Db,
  merchant: Merchant,
  memberId: MemberId | null,
  input: ListInput,
  filter: CatalogueFilter,
) {
  const { terms, ...rest } = filter;
  const search = input.gameName ? searchQuery(input.gameName) : null;
  const query: GameFilter = {
    merchantId: merchant.id,
    language: input.language,
    memberId,
    ...rest,
    ...(search ? { search } : {}),
  };
  const { rows, total } = await gamesRepo(db).page(query, input.pageNo, input.pageSize);
  return {
    games: rows.map((row) => toGameItem(merchant, row)),
    totalPages: totalPages(total, input.pageSize),
    total,
  };
}

/**
 * Hot games: of one category when asked, else of the hot game types, at most
 * HOT_GAMES_PER_TYPE each, in category then catalogue order. Favourites are not
 * marked here (the list is cached for everyone); see markFavourites.
 */
export async function hotGameList(
  db: Db,
  merchant: Merchant,
  input: { language: Language; vassalage?: string; gameType?: GameCategory },
): Promise<GameItem[]> {
  const rows = await gamesRepo(db).all({
    merchantId: merchant.id,
    language: input.language,
    memberId: null,
    hotOnly: true,
    ...(input.gameType ? { category: input.gameType } : { categories: HOT_GAME_TYPES }),
    ...(input.vassalage ? { vendor: input.vassalage } : {}),
  });
  const order = (type: GameCategory) => (HOT_GAME_TYPES as readonly string[]).indexOf(type);
  const perType = new Map<GameCategory, number>();
  const kept = rows.filter((row) => {
    const count = (perType.get(row.gameType) ?? 0) + 1;
    perType.set(row.gameType, count);
    return count <= HOT_GAMES_PER_TYPE;
  });
  kept.sort((a, b) => order(a.gameType) - order(b.gameType));
  return kept.map((row) => toGameItem(merchant, row));
}

/**
 * The same games with the member's favourites marked: a new list of kept items where a mark
 * changes, else the list itself (cached lists stay untouched, and their answers stay kept).
 */
export async function markFavourites(db: Db, memberId: MemberId | null, games: GameItem[]): Promise<GameItem[]> {
  const favourites =
    memberId === null || games.length === 0
      ? new Set<number>()
      : await gamesRepo(db).favouriteIds(
          memberId,
          games.map((game) => game.nodeId),
        );
  const list = games.map((game) => marked(game, favourites.has(game.nodeId)));
  return list.every((game, at) => game === games[at]) ? games : list;
}

/** Each item's copy with the other favourite mark, made once: kept items stay kept (list-json.ts writes each once). */
const twins = new WeakMap<GameItem, GameItem>();

/** The item as marked: itself when its mark is right, else its twin. Items are shared, never changed. */
function marked(game: GameItem, isFavourite: boolean): GameItem {
  if (game.isFavourite === isFavourite) return game;
  let twin = twins.get(game);
  if (!twin) {
    twin = { ...game, isFavourite };
    twins.set(game, twin);
    twins.set(twin, game);
  }
  return twin;
}

/** A member's favourites or recent plays, one page. */
export async function memberGameList(
  db: Db,
  merchant: Merchant,
  memberId: MemberId,
  source: 'favourites' | 'recent',
  input: { language: Language; gameType?: GameCategory; vassalage?: string; pageNo: number; pageSize: number },
) {
  const { rows, total } = await gamesRepo(db).page(
    {
      merchantId: merchant.id,
      language: input.language,
      memberId,
      source,
      ...(input.gameType ? { category: input.gameType } : {}),
      ...(input.vassalage ? { vendor: input.vassalage } : {}),
    },
    input.pageNo,
    input.pageSize,
  );
  return { items: rows.map((row) => toGameItem(merchant, row)), total, totalPages: totalPages(total, input.pageSize) };
}

export interface FavouriteAction {
  nodeId: number;
  vendor: string;
  gameType: GameCategory;
}

/**
 * Adds or removes a favourite. The game must be one the brand shows, and the
 * vendor and type sent must be the game's (the type as the lobby or the vendor
 * stores it), so a stale or forged tile is refused with game-not-found.
 */
export async function setFavourite(
  db: Db,
  merchant: Merchant,
  memberId: MemberId,
  action: FavouriteAction,
  favourite: boolean,
) {
  const repo = gamesRepo(db);
  const game = await repo.find({ merchantId: merchant.id, language: 'EN', memberId, gameId: action.nodeId });
  const matches =
    game !== undefined &&
    game.vassalage === action.vendor &&
    (game.gameType === action.gameType || game.vendorGameType === action.gameType);
  if (!matches) throw new AppError('game-not-found');
  if (favourite) await repo.addFavourite(memberId, action.nodeId);
  else await repo.removeFavourite(memberId, action.nodeId);
  return { nodeId: action.nodeId, isFavourite: favourite };
}

/**
 * Records that a member launched a game: it moves to the top of their recent
 * list, which keeps the newest RECENT_GAMES_KEPT. Called by the launch flow.
 */
export async function recordRecentGame(db: Db, memberId: MemberId, gameId: number): Promise<void> {
  await gamesRepo(db).touchRecent(memberId, gameId, RECENT_GAMES_KEPT);
}

/**
 * One game the brand shows, by id or game code (enabled, its vendor enabled),
 * for the launch flow; undefined when there is none.
 */
export async function findBrandGame(
  db: Db,
  merchant: Merchant,
  by: { nodeId: number } | { gameCode: string },
  language: Language = 'EN',
): Promise<(GameItem & { variant: string | null }) | undefined> {
  const row = await gamesRepo(db).find({
    merchantId: merchant.id,
    language,
    memberId: null,
    ...('nodeId' in by ? { gameId: by.nodeId } : { gameCode: by.gameCode }),
  });
  return row ? { ...toGameItem(merchant, row), variant: row.variant } : undefined;
}

export const vendorGameTypes = async (db: Db, merchant: Merchant, vendor: string, gameType: GameCategory | undefined) =>
  (await gamesRepo(db).vendorTypes(merchant.id, vendor, gameType ?? null)).map((row) => ({
    ...row,
    total: Number(row.total),
  }));
