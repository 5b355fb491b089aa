import * as z from 'zod/mini';
import {
  CLIENT_TYPE,
  FAVOURITE_PLATFORM,
  GAME_CATEGORIES,
  GAME_CLASSIFICATIONS,
  GAME_PAGE_SIZE,
  MIN_BET_OPTIONS,
  PLATFORM,
} from '../constants.ts';
import { endpoint } from '../endpoint.ts';
import { languageSchema } from '../languages.ts';
import { blankAsAbsent, queryInt, text, trimmedText } from '../schema.ts';

/**
 * The game catalogue (site-shell §3, §4; endpoints §7 Games). Names come in the
 * requested `language` (else the request's language), falling back to EN when a
 * game has no name in it. Money is integer minor units.
 */

/** The minimum-bet filter's options as minor units; 'all' is no filter. A game matches its exact minimum bet. */
export const MIN_BET_MINOR: Record<Exclude<(typeof MIN_BET_OPTIONS)[number], 'all'>, number> = {
  '0.01': 1,
  '0.05': 5,
  '0.1': 10,
  '0.5': 50,
  '0.75': 75,
};
/** Hot list: at most this many games per game type. */
export const HOT_GAMES_PER_TYPE = 30;
/** Recent games kept per member (older plays drop off). */
export const RECENT_GAMES_KEPT = 60;
/** Winners board: wins of the last this many days, largest first. */
export const RANK_LIST_DAYS = 7;

export const gameItemSchema = z.object({
  nodeId: z.int(),
  gameCode: z.string(),
  /** The vendor's own code for the game (what its launch API takes). */
  code: z.string(),
  name: z.string(),
  vassalage: z.string(),
  vendor: z.string(),
  /** The lobby category (e-sports and DS88 are split out of SPORTS as the menu does). */
  gameType: z.enum(GAME_CATEGORIES),
  accountTypeName: z.string(),
  /** GAME for a single game; VASSALAGE when it opens a popup list. */
  isGame: z.string(),
  defaultPlayType: z.nullable(z.string()),
  gameClassify: z.nullable(z.enum(GAME_CLASSIFICATIONS)),
  minBet: z.int(),
  lineNum: z.int(),
  /** Absolute path on one of the brand's image CDNs (the same host for a game every time). */
  image: z.string(),
  isHot: z.boolean(),
  /** Always false for a visitor. */
  isFavourite: z.boolean(),
  /** The original front end reads the name as gameName or nodeName and the image as showIcon or iconUrl. */
  gameName: z.string(),
  nodeName: z.string(),
  showIcon: z.string(),
  iconUrl: z.string(),
});
export type GameItem = z.infer<typeof gameItemSchema>;

const pageNo = queryInt(1, 10_000, 1);
const pageSize = queryInt(1, 100, GAME_PAGE_SIZE);
const vendorCode = trimmedText(1, 32);
/** Informational client fields the original front end sends; accepted and not used to filter. */
const clientFields = {
  clientType: queryInt(0, 99, CLIENT_TYPE),
  platform: z._default(text(0, 64), PLATFORM),
  language: z.optional(languageSchema),
};

export const gameList = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  summary: 'Games of a category/vendor, filtered by name, classification, minimum bet and lines; 15 a page',
  auth: 'optional',
  query: z.object({
    ...clientFields,
    channel: z.optional(text(0, 64)),
    /** The brand is the request's tenant; a merchant code here is accepted and ignored. */
    merchant: z.optional(text(0, 64)),
    gameType: blankAsAbsent(z.enum(GAME_CATEGORIES)),
    // The original front end sends unused filters empty (vassalage=, gameClassify=): absent.
    vassalage: blankAsAbsent(vendorCode),
    gameClassify: blankAsAbsent(z.enum(GAME_CLASSIFICATIONS)),
    /** Matches the start of any word of the name (any character for CN/JA), in the language or EN. */
    gameName: z.optional(trimmedText(0, 64)),
    minBet: z._default(z.enum(MIN_BET_OPTIONS), 'all'),
    /** At least this many lines (0 = any). */
    minLineNum: queryInt(0, 1000, 0),
    pageNo,
    pageSize,
  }),
  value: z.object({ games: z.array(gameItemSchema), totalPages: z.int(), total: z.int() }),
});

export const vendorGameTypeSchema = z.object({
  gameType: z.enum(GAME_CATEGORIES),
  /** null: games without a classification. */
  gameClassify: z.nullable(z.enum(GAME_CLASSIFICATIONS)),
  total: z.int(),
});
export type VendorGameType = z.infer<typeof vendorGameTypeSchema>;

export const vendorGameTypes = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  summary: "A vendor's game types and the classifications present in each, with counts",
  auth: 'none',
  query: z.object({ vassalage: vendorCode, gameType: z.optional(z.enum(GAME_CATEGORIES)) }),
  value: z.array(vendorGameTypeSchema),
});

export const hotGames = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  summary: 'Hot games of the hot game types (one page; favourites marked when a token comes)',
  auth: 'optional',
  query: z.object({
    /** The brand is the request's tenant; accepted for the original front end. */
    merchantCode: z.optional(text(0, 64)),
    /** Informational; the original front end sends 2. */
    isPlatform: z.optional(z.enum(['true', 'false', '0', '1', '2'])),
    /** Empty (the original front end's "any vendor") is absent. */
    vassalage: blankAsAbsent(vendorCode),
    /** Narrows to one lobby category (an addition to the spec's request). */
    gameType: blankAsAbsent(z.enum(GAME_CATEGORIES)),
    platform: z._default(text(0, 64), PLATFORM),
    language: z.optional(languageSchema),
  }),
  value: z.object({ list: z.array(gameItemSchema) }),
});

/** The largest favourites page (the original front end reads all favourites in one page of 999). */
export const FAVOURITE_PAGE_SIZE_MAX = 999;

export const favouriteGameList = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  summary: "The member's favourite games, newest first",
  auth: 'member',
  trialAllowed: true,
  query: z.object({
    ...clientFields,
    platform: z._default(text(0, 64), FAVOURITE_PLATFORM),
    gameType: blankAsAbsent(z.enum(GAME_CATEGORIES)),
    pageNo,
    /** Up to 999: the original front end asks for all favourites in one page. */
    pageSize: queryInt(1, FAVOURITE_PAGE_SIZE_MAX, GAME_PAGE_SIZE),
  }),
  value: z.object({ content: z.array(gameItemSchema), pageNum: z.int(), totalPages: z.int(), total: z.int() }),
});

export const favouriteActionSchema = z.object({
  // A game id is a PostgreSQL integer: a larger number is no game, and must not reach the query.
  nodeId: z.int().check(z.positive(), z.maximum(2_147_483_647)),
  vendor: vendorCode,
  gameType: z.enum(GAME_CATEGORIES),
});
export const favouriteStateSchema = z.object({ nodeId: z.int(), isFavourite: z.boolean() });

/** Adding twice is fine (still a favourite); trial accounts get in_need_true_account. */
export const addFavouriteGame = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  summary: 'Marks a game as a favourite',
  auth: 'member',
  body: favouriteActionSchema,
  value: favouriteStateSchema,
});

/** Same path, DELETE with the same JSON body; removing a non-favourite is fine. */
export const removeFavouriteGame = endpoint({
  method: 'DELETE',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  summary: 'Removes a game from the favourites',
  auth: 'member',
  body: favouriteActionSchema,
  value: favouriteStateSchema,
});

export const recentGameList = endpoint({
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  summary: 'Games the member launched, most recent first',
  auth: 'member',
  trialAllowed: true,
  query: z.object({
    clientType: clientFields.clientType,
    vassalage: z.optional(vendorCode),
    /** Narrows to one lobby category (an addition to the spec's request); absent lists every category. */
    gameType: z.optional(z.enum(GAME_CATEGORIES)),
    language: z.optional(languageSchema),
    pageNo,
    pageSize,
  }),
  value: z.object({ list: z.array(gameItemSchema), totalPages: z.int(), total: z.int() }),
});

export const rankEntrySchema = z.object({
  /** Masked: first two and last character kept (de***o). */
  account: z.string(),
  gameName: z.string(),
  gameCode: z.string(),
  /** The payout of the winning bet, minor units. */
  amount: z.int(),
  /** year-month-day hour:minute:second in the brand's time zone. */
  time: z.string(),
});
export type RankEntry = z.infer<typeof rankEntrySchema>;

export const winnerRankList = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getRankList',
  summary: `Winners board: the largest settled wins of the last ${RANK_LIST_DAYS} days`,
  auth: 'none',
  query: z.object({
    gameType: z.optional(z.enum(GAME_CATEGORIES)),
    language: z.optional(languageSchema),
    size: queryInt(1, 50, 20),
  }),
  value: z.array(rankEntrySchema),
});
