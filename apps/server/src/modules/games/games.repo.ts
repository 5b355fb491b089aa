import { createHash } from 'node:crypto';
import type { GameCategory, Language } from '@arcadia/contracts';
import type { Db, SqlParam } from '../../platform/db/db.ts';

/** A game as the brand sees it, before the image URL and favourite mark are added. */
export interface GameRow {
  nodeId: number;
  gameCode: string;
  code: string;
  name: string;
  vassalage: string;
  gameType: GameCategory;
  /** The vendor's stored type (SPORTS for e-sports), the join key to game_vendors. */
  vendorGameType: string;
  accountTypeName: string;
  isGame: string;
  defaultPlayType: string | null;
  gameClassify: 'JP' | 'TG' | 'AC' | 'BG' | null;
  minBet: string;
  lineNum: number;
  isHot: boolean;
  isFavourite: boolean;
  variant: string | null;
  total: string;
}

export interface GameFilter {
  merchantId: number;
  language: Language;
  /** Marks favourites; null for a visitor. */
  memberId: string | number | null;
  category?: GameCategory;
  categories?: readonly GameCategory[];
  vendor?: string;
  classify?: string;
  minBet?: number;
  minLines?: number;
  /** A tsquery literal of word prefixes (search-terms.ts). */
  search?: string;
  hotOnly?: boolean;
  /** Only the member's favourites (newest first) or recent plays (latest first). */
  source?: 'favourites' | 'recent';
  gameId?: number;
  gameCode?: string;
}

/**
 * Matches are counted up to this many past the page's first row; past that the total is that
 * bound plus one ("more than"), so the count stops growing with the catalogue while the page
 * count still offers every next page (docs/decisions.md). The seeded catalogue (about 2,300
 * games) is always counted exactly.
 */
export const COUNT_AHEAD = 2_500;

/**
 * Builds the one catalogue query every list uses, in two steps: the matching
 * games are filtered and cut to the page on games and vendors alone; names and
 * favourite marks are then read for the page's rows only. With `count`, the page's rows also carry
 * the number of matches, counted up to `count` (a bounded scan, not a window
 * over every match).
 */
function catalogueQuery(
  filter: GameFilter,
  page: { limit: number; offset: number } | null,
  count: number | null = null,
) {
  const params: SqlParam[] = [filter.merchantId, filter.language, filter.memberId];
  const add = (value: SqlParam) => `$${params.push(value)}`;
  const where = ['g.enabled'];
  let join = '';
  // Sort keys: selected as k0, k1, … in the page step and sorted again after the joins.
  let keys: [string, 'ASC' | 'DESC'][] = [
    ['v.sort', 'ASC'],
    ['g.sort', 'ASC'],
    ['g.id', 'ASC'],
  ];
  if (filter.category) where.push(`g.category = ${add(filter.category)}`);
  if (filter.categories) where.push(`g.category = ANY(${add(filter.categories)}::text[])`);
  if (filter.vendor) where.push(`g.vendor = ${add(filter.vendor)}`);
  if (filter.classify) where.push(`g.classify = ${add(filter.classify)}`);
  if (filter.minBet) where.push(`g.min_bet = ${add(filter.minBet)}`);
  if (filter.minLines) where.push(`g.line_num >= ${add(filter.minLines)}`);
  if (filter.hotOnly) where.push('g.is_hot');
  if (filter.gameId !== undefined) where.push(`g.id = ${add(filter.gameId)}`);
  if (filter.gameCode !== undefined) where.push(`g.game_code = ${add(filter.gameCode)}`);
  // Names in every language are searched; the GIN index answers the prefixes.
  if (filter.search) where.push(`g.search @@ ${add(filter.search)}::tsquery`);
  if (filter.source) {
    const [table, at] =
      filter.source === 'favourites' ? ['game_favourites', 'created_at'] : ['game_recents', 'play_order'];
    join = `JOIN ${table} s ON s.game_id = g.id AND s.member_id = $3`;
    keys = [
      [`s.${at}`, 'DESC'],
      ['g.id', 'DESC'],
    ];
  }
  const keyList = keys.map(([expression], index) => `${expression} AS k${index}`).join(', ');
  const order = (prefix: string) => keys.map(([, direction], index) => `${prefix}k${index} ${direction}`).join(', ');
  const limit = page ? `LIMIT ${add(page.limit)} OFFSET ${add(page.offset)}` : '';
  const vendorJoin = 'v.merchant_id = $1 AND v.vassalage = g.vendor AND v.game_type = g.game_type';
  const matching = `FROM games g JOIN game_vendors v ON ${vendorJoin} AND v.listed ${join}
      WHERE ${where.join(' AND ')}`;
  const counted =
    count === null
      ? ''
      : `, counted AS (SELECT count(*) AS total FROM (SELECT 1 ${matching} LIMIT ${add(count)}) AS m)`;
  const sql = `
    WITH page AS (
      SELECT g.id, ${keyList} ${matching}
      ORDER BY ${order('')} ${limit}
    )${counted}
    SELECT g.id AS "nodeId", g.game_code AS "gameCode", g.code,
           COALESCE(n.name, en.name, g.game_code) AS name, g.vendor AS vassalage, g.category AS "gameType",
           g.game_type AS "vendorGameType", v.account_type_name AS "accountTypeName", g.is_game AS "isGame",
           g.default_play_type AS "defaultPlayType", g.classify AS "gameClassify", g.min_bet AS "minBet",
           g.line_num AS "lineNum", g.is_hot AS "isHot", g.variant,
           EXISTS (SELECT 1 FROM game_favourites f WHERE f.member_id = $3 AND f.game_id = g.id) AS "isFavourite",
           ${count === null ? 'NULL' : '(SELECT total FROM counted)'} AS total
    FROM page p
    JOIN games g ON g.id = p.id
    JOIN game_vendors v ON ${vendorJoin}
    LEFT JOIN game_names n ON n.game_id = g.id AND n.language = $2
    LEFT JOIN game_names en ON en.game_id = g.id AND en.language = 'EN'
    ORDER BY ${order('p.')}`;
  return { sql, params, options: prepared(sql) };
}

/**
 * The catalogue's statements are prepared per connection (PostgreSQL), named by their text: the
 * filters make a few dozen shapes at most, each parsed and planned once instead of on every call.
 */
const prepared = (sql: string) => ({ name: `games_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}` });

export const gamesRepo = (db: Db) => ({
  /**
   * One page of games and the total that matched, counted up to COUNT_AHEAD past the page's
   * first row (past that: the bound plus one). One statement for a page with rows.
   */
  async page(filter: GameFilter, pageNo: number, pageSize: number): Promise<{ rows: GameRow[]; total: number }> {
    const offset = (pageNo - 1) * pageSize;
    const cap = offset + COUNT_AHEAD + 1;
    const { sql, params, options } = catalogueQuery(filter, { limit: pageSize, offset }, cap);
    const rows = await db.query<GameRow>(sql, params, options);
    if (rows[0]) return { rows, total: Number(rows[0].total) };
    if (pageNo === 1) return { rows, total: 0 };
    // Past the last page the count has no row to ride on: the matches up to the bound, counted alone.
    const all = catalogueQuery(filter, { limit: cap, offset: 0 });
    const counting = `SELECT count(*) AS n FROM (${all.sql}) AS matched`;
    const counted = await db.one<{ n: string }>(counting, all.params);
    return { rows, total: Number(counted?.n ?? 0) };
  },

  /** Every matching game, in catalogue order (bounded lists: hot games). */
  all: (filter: GameFilter) => {
    const { sql, params, options } = catalogueQuery(filter, null);
    return db.query<GameRow>(sql, params, options);
  },

  /** One game by id or game code as the brand sees it (enabled, its vendor enabled), or undefined. */
  async find(filter: GameFilter): Promise<GameRow | undefined> {
    const { sql, params } = catalogueQuery(filter, { limit: 1, offset: 0 });
    return db.one<GameRow>(sql, params);
  },

  /** What a game's tile shows (any brand: images are public): the provider's art, or what to draw one from. */
  art: (gameCode: string) =>
    db.one<{ gameCode: string; name: string; vendor: string; category: string; artUrl: string | null }>(
      `SELECT g.game_code AS "gameCode", COALESCE(en.name, g.game_code) AS name, g.vendor, g.category,
              g.art_url AS "artUrl"
       FROM games g LEFT JOIN game_names en ON en.game_id = g.id AND en.language = 'EN'
       WHERE g.game_code = $1`,
      [gameCode],
    ),

  /** Which of these games the member has as favourites. */
  favouriteIds: async (memberId: string | number, gameIds: readonly number[]) =>
    new Set(
      (
        await db.query<{ id: number }>(
          'SELECT game_id AS id FROM game_favourites WHERE member_id = $1 AND game_id = ANY($2::int[])',
          [memberId, gameIds],
        )
      ).map((row) => row.id),
    ),

  addFavourite: (memberId: string | number, gameId: number) =>
    db.query('INSERT INTO game_favourites (member_id, game_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      memberId,
      gameId,
    ]),

  removeFavourite: (memberId: string | number, gameId: number) =>
    db.query('DELETE FROM game_favourites WHERE member_id = $1 AND game_id = $2', [memberId, gameId]),

  /** Moves the game to the top of the member's recent plays, keeping the newest `keep`. */
  async touchRecent(memberId: string | number, gameId: number, keep: number) {
    await db.query(
      `INSERT INTO game_recents (member_id, game_id) VALUES ($1, $2)
       ON CONFLICT (member_id, game_id)
       DO UPDATE SET played_at = clock_timestamp(), play_order = nextval('game_recents_order')`,
      [memberId, gameId],
    );
    await db.query(
      `DELETE FROM game_recents WHERE member_id = $1 AND game_id IN (
         SELECT game_id FROM game_recents WHERE member_id = $1 ORDER BY play_order DESC OFFSET $2)`,
      [memberId, keep],
    );
  },

  /** Types and classifications of a vendor's games the brand shows. */
  vendorTypes: (merchantId: number, vendor: string, category: GameCategory | null) =>
    db.query<{ gameType: GameCategory; gameClassify: GameRow['gameClassify']; total: string }>(
      `SELECT g.category AS "gameType", g.classify AS "gameClassify", count(*) AS total
       FROM games g
       JOIN game_vendors v ON v.merchant_id = $1 AND v.vassalage = g.vendor AND v.game_type = g.game_type AND v.listed
       WHERE g.enabled AND g.vendor = $2 AND ($3::text IS NULL OR g.category = $3)
       GROUP BY g.category, g.classify
       ORDER BY g.category, g.classify NULLS LAST`,
      [merchantId, vendor, category],
    ),
});
