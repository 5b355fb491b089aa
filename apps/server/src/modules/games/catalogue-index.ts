import type { GameCategory, GameItem, Language } from '@arcadia/contracts';
import type { CatalogueName, CatalogueRow } from './catalogue.repo.ts';
import { vectorWords } from './search-terms.ts';
import { WordIndex } from './word-index.ts';

/** The lobby list's filters, as games.repo's GameFilter has them (the search as its words). */
export interface CatalogueFilter {
  category?: GameCategory;
  vendor?: string;
  classify?: string;
  minBet?: number;
  minLines?: number;
  /** Words each of which must start a search word of the game (search-terms.ts searchTerms). */
  terms?: readonly string[];
}

interface Game extends Omit<CatalogueRow, 'minBet' | 'search'> {
  minBet: number;
  names: Partial<Record<Language, string>>;
}

/** A page of a list: kept by the index and shared by every caller, so never changed. */
export interface CataloguePage {
  /** Frozen: a caller that tries to change it throws. */
  readonly games: GameItem[];
  readonly total: number;
}

/** Pages kept per index before they are dropped all at once (a few MB at most). */
const PAGES_KEPT = 2_000;
/**
 * Positions of matching games kept per index, over every filter, before they are dropped all at
 * once: 1 MB a brand (a search for "ma" in 50,000 games keeps 14,674). A search's matches are its
 * total and every page of it, so a page not seen yet is cut from them instead of scanning (and
 * allocating) every match again.
 */
const MATCHES_KEPT = 250_000;
const EMPTY = new Int32Array(0);
/** A value no game has (an unknown vendor): nothing matches. */
const NONE = -2;
/** Classifications as coded in the columns (0: none). */
const CLASSIFICATIONS = [null, 'JP', 'TG', 'AC', 'BG'];
const code = (values: readonly (string | null)[], value: string) => {
  const at = values.indexOf(value);
  return at < 0 ? NONE : at;
};

/** The filtered columns of every game by position, as typed arrays: a scan of them stays fast. */
interface Columns {
  categoryOf: Uint8Array;
  vendorOf: Int32Array;
  classifyOf: Uint8Array;
  minBetOf: Float64Array;
  linesOf: Int32Array;
}

/**
 * One brand's listable games in memory, in list order (vendor's sort, game's sort, id): the
 * positions of each category's and each vendor's games, the name search's words, and each
 * game's list item per language, built on first use. Answers a list page and its exact total
 * without the database. Favourite marks are the caller's (they are per member).
 */
export class CatalogueIndex {
  private readonly games: Game[];
  private readonly all: Int32Array;
  private readonly byCategory = new Map<string, Int32Array>();
  private readonly byVendor = new Map<string, Int32Array>();
  private readonly words: WordIndex;
  private readonly categories: string[] = [];
  private readonly vendors: string[] = [];
  private readonly columns: Columns;
  private readonly items = new Map<Language, GameItem[]>();
  private readonly pages = new Map<string, CataloguePage>();
  private readonly matches = new Map<string, Int32Array>();
  private matchesKept = 0;

  constructor(
    rows: readonly CatalogueRow[],
    names: readonly CatalogueName[],
    private readonly image: (nodeId: number, gameCode: string) => string,
  ) {
    const at = new Map<number, Game>();
    this.games = rows.map((row) => {
      const { search: _, ...rest } = row;
      const game: Game = { ...rest, minBet: Number(row.minBet), names: {} };
      at.set(row.id, game);
      return game;
    });
    for (const { gameId, language, name } of names) {
      const game = at.get(gameId);
      if (game) game.names[language] = name;
    }
    this.all = Int32Array.from(this.games.keys());
    group(this.games, (game) => game.category, this.byCategory);
    group(this.games, (game) => game.vendor, this.byVendor);
    this.columns = this.columnsOf();
    this.words = new WordIndex(rows.length, (position) => vectorWords((rows[position] as CatalogueRow).search));
  }

  private columnsOf(): Columns {
    const count = this.games.length;
    const columns: Columns = {
      categoryOf: new Uint8Array(count),
      vendorOf: new Int32Array(count),
      classifyOf: new Uint8Array(count),
      minBetOf: new Float64Array(count),
      linesOf: new Int32Array(count),
    };
    const codeOf = (values: string[], value: string) => {
      const at = values.indexOf(value);
      return at < 0 ? values.push(value) - 1 : at;
    };
    this.games.forEach((game, at) => {
      columns.categoryOf[at] = codeOf(this.categories, game.category);
      columns.vendorOf[at] = codeOf(this.vendors, game.vendor);
      columns.classifyOf[at] = CLASSIFICATIONS.indexOf(game.classify);
      columns.minBetOf[at] = game.minBet;
      columns.linesOf[at] = game.lineNum;
    });
    return columns;
  }

  get size(): number {
    return this.games.length;
  }

  /**
   * One page (pageNo from 1) of the matching games in list order, and how many match. The index
   * never changes, so a page asked for again is the same object (pages of the lobby's lists and
   * of common searches are asked for over and over); callers do not change it.
   */
  page(filter: CatalogueFilter, language: Language, pageNo: number, pageSize: number): CataloguePage {
    const filterKey = JSON.stringify([
      filter.category,
      filter.vendor,
      filter.classify,
      filter.minBet,
      filter.minLines,
      filter.terms,
    ]);
    const key = `${filterKey}${language}:${pageNo}:${pageSize}`;
    const known = this.pages.get(key);
    if (known) return known;
    const matched = this.matchingKept(filterKey, filter);
    const from = (pageNo - 1) * pageSize;
    const to = Math.min(from + pageSize, matched.length);
    const games: GameItem[] = [];
    for (let at = from; at < to; at++) games.push(this.item(matched[at] as number, language));
    Object.freeze(games);
    const page = { games, total: matched.length };
    if (this.pages.size >= PAGES_KEPT) this.pages.clear();
    this.pages.set(key, page);
    return page;
  }

  /** `matching`, kept by the filter's key (MATCHES_KEPT). */
  private matchingKept(filterKey: string, filter: CatalogueFilter): Int32Array {
    const known = this.matches.get(filterKey);
    if (known) return known;
    const matched = this.matching(filter);
    if (this.matchesKept + matched.length > MATCHES_KEPT) {
      this.matches.clear();
      this.matchesKept = 0;
    }
    this.matches.set(filterKey, matched);
    this.matchesKept += matched.length;
    return matched;
  }

  /** Positions of the games that pass every filter, ascending. */
  matching(filter: CatalogueFilter): Int32Array {
    const { category, vendor, classify, minBet, minLines } = filter;
    // The narrowest list at hand, then the remaining tests on each of its games.
    let base = this.all;
    if (category !== undefined) base = this.byCategory.get(category) ?? EMPTY;
    if (vendor !== undefined) {
      const ofVendor = this.byVendor.get(vendor) ?? EMPTY;
      if (ofVendor.length < base.length) base = ofVendor;
    }
    if (filter.terms) base = this.words.match(filter.terms);
    // What the base does not guarantee, as codes of the columns (-1: not tested).
    const categoryCode =
      category === undefined || base === this.byCategory.get(category) ? -1 : code(this.categories, category);
    const vendorCode = vendor === undefined || base === this.byVendor.get(vendor) ? -1 : code(this.vendors, vendor);
    const classifyCode = classify === undefined ? -1 : code(CLASSIFICATIONS, classify);
    const bet = minBet ?? -1;
    const lines = minLines ?? 0;
    if (categoryCode === -1 && vendorCode === -1 && classifyCode === -1 && bet === -1 && lines === 0) return base;
    if (categoryCode === NONE || vendorCode === NONE || classifyCode === NONE) return EMPTY;
    const { categoryOf, vendorOf, classifyOf, minBetOf, linesOf } = this.columns;
    const kept = new Int32Array(base.length);
    let count = 0;
    for (let i = 0; i < base.length; i++) {
      const at = base[i] as number;
      if (categoryCode !== -1 && categoryOf[at] !== categoryCode) continue;
      if (vendorCode !== -1 && vendorOf[at] !== vendorCode) continue;
      if (classifyCode !== -1 && classifyOf[at] !== classifyCode) continue;
      if (bet !== -1 && minBetOf[at] !== bet) continue;
      if ((linesOf[at] as number) < lines) continue;
      kept[count++] = at;
    }
    // A copy of its own size: the list is kept (matchingKept), and a view would keep all of `kept`.
    return count === kept.length ? kept : kept.slice(0, count);
  }

  /** The game's list item in a language (its name there, else in EN, else its code); one object, kept. */
  private item(position: number, language: Language): GameItem {
    let items = this.items.get(language);
    if (!items) {
      items = new Array<GameItem>(this.games.length);
      this.items.set(language, items);
    }
    const known = items[position];
    if (known) return known;
    const game = this.games[position] as Game;
    const name = game.names[language] ?? game.names.EN ?? game.gameCode;
    const image = this.image(game.id, game.gameCode);
    const item: GameItem = {
      nodeId: game.id,
      gameCode: game.gameCode,
      code: game.code,
      name,
      vassalage: game.vendor,
      vendor: game.vendor,
      gameType: game.category,
      accountTypeName: game.accountTypeName,
      isGame: game.isGame,
      defaultPlayType: game.defaultPlayType,
      gameClassify: game.classify,
      minBet: game.minBet,
      lineNum: game.lineNum,
      image,
      isHot: game.isHot,
      isFavourite: false,
      gameName: name,
      nodeName: name,
      showIcon: image,
      iconUrl: image,
    };
    items[position] = item;
    return item;
  }
}

function group(games: readonly Game[], key: (game: Game) => string, into: Map<string, Int32Array>) {
  const lists = new Map<string, number[]>();
  games.forEach((game, position) => {
    const list = lists.get(key(game));
    if (list) list.push(position);
    else lists.set(key(game), [position]);
  });
  for (const [name, list] of lists) into.set(name, Int32Array.from(list));
}
