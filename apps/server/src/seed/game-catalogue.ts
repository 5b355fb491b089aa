import type { GameCategory } from '@arcadia/contracts';
import { categoryOf } from '../modules/games/menu.service.ts';
import { VENDORS, type VendorSeed } from './demo-data.ts';
import { houseDrafts } from './game-house.ts';
import {
  fill,
  JACKPOT_SUFFIXES,
  MEGAWAYS_SUFFIX,
  type Names,
  names,
  type Phrase,
  SLOT_ADJECTIVES,
  SLOT_NOUNS,
  SLOT_SUFFIXES,
} from './game-words.ts';
import * as more from './game-words-more.ts';

/**
 * The demo catalogue, generated deterministically (a seeded random stream per
 * vendor): about 2,300 games, RNG most, with names in all six languages,
 * classifications, minimum bets from the lobby's filter options and lines.
 */
export interface GameSeed {
  vendor: string;
  /** The vendor's stored type (the game_vendors join key). */
  gameType: GameCategory;
  category: GameCategory;
  gameCode: string;
  code: string;
  names: Names;
  classify: 'JP' | 'TG' | 'AC' | 'BG' | null;
  minBet: number;
  lineNum: number;
  hot: boolean;
  variant: string | null;
  sort: number;
}

/** Games per third-party vendor (house vendors have fixed lists). */
const COUNTS: Record<string, number> = {
  PG: 230,
  JILI: 210,
  PP: 260,
  FC: 140,
  CQ9: 170,
  JDB: 150,
  KA: 190,
  RT: 170,
  NS: 110,
  BNG: 120,
  EVO: 70,
  SEXY: 24,
  DG: 26,
  WM: 24,
  SA: 28,
  JILIF: 22,
  FCF: 18,
  KAF: 20,
  KM: 48,
  V8: 36,
  TP: 36,
};

export type Draft = Pick<GameSeed, 'names' | 'classify' | 'minBet' | 'lineNum'> & Partial<GameSeed>;

/** mulberry32: a small seeded generator, so every run builds the same catalogue. */
function randomStream(seedText: string) {
  let state = [...seedText].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  return { next, int, pick };
}
type Stream = ReturnType<typeof randomStream>;

const BETS = [1, 5, 10, 50, 75];
const LINES = [5, 9, 10, 15, 20, 20, 25, 25, 30, 40, 50, 243, 1024];
const withMinutes = (base: Names, minutes: number) =>
  Object.fromEntries(
    Object.entries(fill(more.DRAW_MINUTES, base)).map(([lang, text]) => [lang, text.replace('#', String(minutes))]),
  ) as Names;
const numbered = (template: Phrase, n: number | string) =>
  names(template.map((text) => text.replace('{}', String(n))) as unknown as Phrase);
const en = (phrase: Phrase) => phrase[0];

/** Slot names are unique across the catalogue, so a search's answer is easy to reason about. */
const usedSlots = new Set<string>();
function slotDraft(random: Stream): Draft {
  for (;;) {
    const [adjective, noun, suffix] = [
      random.int(SLOT_ADJECTIVES.length),
      random.int(SLOT_NOUNS.length),
      random.next() < 0.45 ? 0 : random.int(SLOT_SUFFIXES.length),
    ];
    const key = `${adjective}.${noun}.${suffix}`;
    if (usedSlots.has(key)) continue;
    usedSlots.add(key);
    const base = fill(SLOT_ADJECTIVES[adjective] as Phrase, names(SLOT_NOUNS[noun] as Phrase));
    const jackpot = JACKPOT_SUFFIXES.has(suffix) || random.next() < 0.06;
    return {
      names: fill(SLOT_SUFFIXES[suffix] as Phrase, base),
      classify: jackpot ? 'JP' : null,
      minBet: random.pick(BETS),
      lineNum: suffix === MEGAWAYS_SUFFIX ? 117649 : random.pick(LINES),
    };
  }
}

/**
 * A base game with a variant ("European Roulette"); a repeat within the vendor
 * gets a number ("European Roulette 2"), and live tables are always numbered.
 */
function variantDraft(
  random: Stream,
  bases: Phrase[],
  variants: Phrase[],
  seen: Map<string, number>,
  alwaysNumber = false,
): Names {
  const base = random.pick(bases);
  const variant = random.pick(variants);
  const key = `${en(variant)}|${en(base)}`;
  const count = (seen.get(key) ?? 0) + 1;
  seen.set(key, count);
  const result = fill(variant, names(base));
  return count > 1 || alwaysNumber ? appendAll(result, ` ${count}`) : result;
}

const appendAll = (value: Names, tail: string) =>
  Object.fromEntries(Object.entries(value).map(([lang, text]) => [lang, `${text}${tail}`])) as Names;

function thirdPartyDrafts(vendor: VendorSeed, random: Stream): Draft[] {
  const count = COUNTS[vendor.code] ?? 0;
  const seen = new Map<string, number>();
  const drafts: Draft[] = [];
  for (let i = 0; i < count; i++) {
    const roll = random.next();
    if (vendor.type === 'RNG') {
      if (roll < 0.06)
        drafts.push({
          names: variantDraft(random, more.TABLE_GAMES, more.TABLE_VARIANTS, seen),
          classify: 'TG',
          minBet: random.pick(BETS),
          lineNum: 0,
        });
      else if (roll < 0.14)
        drafts.push({
          names: variantDraft(random, more.ARCADE_GAMES, more.ARCADE_VARIANTS, seen),
          classify: 'AC',
          minBet: random.pick(BETS),
          lineNum: 0,
        });
      else if (roll < 0.17) {
        drafts.push({
          names: variantDraft(random, more.BINGO_GAMES, more.BINGO_VARIANTS, seen),
          classify: 'BG',
          minBet: random.pick(BETS),
          lineNum: 0,
        });
      } else drafts.push(slotDraft(random));
    } else if (vendor.type === 'LIVE') {
      const gameNames = variantDraft(random, more.LIVE_GAMES, more.LIVE_VARIANTS, seen, true);
      drafts.push({ names: gameNames, classify: null, minBet: random.pick([50, 75]), lineNum: 0 });
    } else if (vendor.type === 'FISH') {
      const gameNames = variantDraft(random, more.FISH_GAMES, more.FISH_VARIANTS, seen);
      drafts.push({
        names: gameNames,
        classify: gameNames.EN.endsWith('Jackpot') ? 'JP' : 'AC',
        minBet: random.pick([1, 5, 10]),
        lineNum: 0,
      });
    } else {
      drafts.push({
        names: variantDraft(random, more.CARD_GAMES, more.CARD_VARIANTS, seen),
        classify: null,
        minBet: random.pick([10, 50, 75]),
        lineNum: 0,
      });
    }
  }
  return drafts;
}

/** Lotteries, e-lotteries, sportsbooks, sabong and e-sports: fixed products. */
function productDrafts(vendor: VendorSeed, random: Stream): Draft[] {
  const plain = (gameNames: Names): Draft => ({
    names: gameNames,
    classify: null,
    minBet: random.pick([1, 5, 10]),
    lineNum: 0,
  });
  const lotteries = (products: Phrase[], minutes: number[], limit: number) =>
    products.flatMap((product) => minutes.map((m) => plain(withMinutes(names(product), m)))).slice(0, limit);
  switch (vendor.code) {
    case 'TCG':
      return lotteries(more.VN_LOTTERIES, [1, 2, 3, 5, 10], 30);
    case 'SEA':
      return lotteries(more.SEA_LOTTERIES, [1, 3, 5, 10, 15], 24);
    case 'ELOTT':
      return lotteries(more.E_LOTTERIES, [1, 3, 5, 10, 15, 20], 36);
    case 'FB':
    case 'SABA':
      return more.SPORTSBOOK.map((template) => plain(numbered(template, vendor.name.split(' ')[0] ?? vendor.code)));
    case 'DS88':
      return [1, 2, 3, 4, 5, 6].map((n) => plain(numbered(more.SABONG, n)));
    default:
      if (vendor.type !== 'SPORTS') return [];
      return [
        plain(numbered(more.ESPORTS_TEMPLATE, vendor.code)),
        ...more.ESPORTS_TITLES.map((title) => plain(names(title))),
      ];
  }
}

export function buildCatalogue(): GameSeed[] {
  usedSlots.clear();
  const games: GameSeed[] = [];
  for (const vendor of VENDORS) {
    const random = randomStream(vendor.code);
    const house = houseDrafts(vendor.code);
    const drafts: Draft[] =
      house.length > 0 ? house : [...thirdPartyDrafts(vendor, random), ...productDrafts(vendor, random)];
    const category = categoryOf({ gameType: vendor.type, vassalage: vendor.code });
    const hotChance = vendor.type === 'RNG' ? 0.03 : 0.12;
    drafts.forEach((draft, index) => {
      const gameCode = draft.gameCode ?? `${vendor.code}-${String(index + 1).padStart(4, '0')}`;
      games.push({
        vendor: vendor.code,
        gameType: vendor.type,
        category,
        gameCode,
        code: draft.gameCode ?? String(1000 + index + 1),
        names: draft.names,
        classify: draft.classify,
        minBet: draft.minBet,
        lineNum: draft.lineNum,
        hot: draft.hot ?? random.next() < hotChance,
        variant: draft.variant ?? null,
        sort: index,
      });
    });
  }
  return games;
}
