import type { GameCategory, Language } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import type { GameRow } from './games.repo.ts';

/** A game the brand lists, with what the list filters on and shows (names come apart). */
export interface CatalogueRow {
  id: number;
  gameCode: string;
  code: string;
  vendor: string;
  category: GameCategory;
  accountTypeName: string;
  isGame: string;
  defaultPlayType: string | null;
  classify: GameRow['gameClassify'];
  minBet: string;
  lineNum: number;
  isHot: boolean;
  /** The stored search words as PostgreSQL writes a tsvector (search-terms.ts vectorWords). */
  search: string;
}

export interface CatalogueName {
  gameId: number;
  language: Language;
  name: string;
}

/** The listable games: enabled, of a vendor the brand lists (switched on, with an adapter), on the same join as games.repo. */
const LISTED = `FROM games g
  JOIN game_vendors v ON v.merchant_id = $1 AND v.vassalage = g.vendor AND v.game_type = g.game_type AND v.listed
  WHERE g.enabled`;

export const catalogueRepo = (db: Db) => ({
  /** The brand's listable games in list order (vendor's sort, game's sort, id). */
  games: (merchantId: number) =>
    db.query<CatalogueRow>(
      `SELECT g.id, g.game_code AS "gameCode", g.code, g.vendor, g.category, v.account_type_name AS "accountTypeName",
              g.is_game AS "isGame", g.default_play_type AS "defaultPlayType", g.classify, g.min_bet AS "minBet",
              g.line_num AS "lineNum", g.is_hot AS "isHot", g.search::text AS search
       ${LISTED}
       ORDER BY v.sort, g.sort, g.id`,
      [merchantId],
    ),

  /** The names, in every language, of the brand's listable games. */
  names: (merchantId: number) =>
    db.query<CatalogueName>(
      `SELECT n.game_id AS "gameId", n.language, n.name
       FROM game_names n JOIN (SELECT g.id ${LISTED}) l ON l.id = n.game_id`,
      [merchantId],
    ),
});
