import { STATED_RTP } from '../../../games/baccarat/payouts.ts';
import { gameOf, type HouseGame, register } from '../../catalogue.ts';

/**
 * The baccarat tables in the vendor's catalogue: ARCL's live tables (category LIVE) and ARCP's card
 * rooms (PVP, listed by the platform as rooms with seats), their game codes, names and minimum
 * bets as the platform's catalogue had them (apps/server seed: HOUSE_LIVE_TABLES, HOUSE_CARD_ROOMS,
 * game-house.ts). The limits a hand is held to are the table rows' (migrations-baccarat.ts); a test
 * keeps the two equal. RTP: the best bet's (Banker, 98.94%); every spot's is on the page.
 */

export const BACCARAT_FAMILY = 'baccarat';

type Names = HouseGame['names'];
const names = (EN: string, CN: string, VI: string, JA: string, TH: string, TY: string): Names => ({
  EN,
  CN,
  VI,
  JA,
  TH,
  TY,
});

const TABLES: { gameCode: string; names: Names; minBet: number; hot: boolean }[] = [
  {
    gameCode: 'ARCL-BAC-1',
    names: names(
      'Live Baccarat 1',
      '真人百家乐 1',
      'Baccarat Trực tiếp 1',
      'ライブバカラ 1',
      'บาคาร่าสด 1',
      'Live Baccarat 1',
    ),
    minBet: 100,
    hot: true,
  },
  {
    gameCode: 'ARCL-BAC-2',
    names: names(
      'Live Baccarat 2',
      '真人百家乐 2',
      'Baccarat Trực tiếp 2',
      'ライブバカラ 2',
      'บาคาร่าสด 2',
      'Live Baccarat 2',
    ),
    minBet: 1000,
    hot: true,
  },
  {
    gameCode: 'ARCL-BAC-3',
    names: names(
      'Live Baccarat VIP',
      '真人百家乐 VIP',
      'Baccarat Trực tiếp VIP',
      'ライブバカラ VIP',
      'บาคาร่าสด VIP',
      'Live Baccarat VIP',
    ),
    minBet: 10000,
    hot: false,
  },
  {
    gameCode: 'ARCP-BAC-1',
    names: names(
      'Baccarat Room 1',
      '百家乐房间 1',
      'Phòng Baccarat 1',
      'バカラルーム 1',
      'ห้องบาคาร่า 1',
      'Silid ng Baccarat 1',
    ),
    minBet: 100,
    hot: true,
  },
  {
    gameCode: 'ARCP-BAC-2',
    names: names(
      'Baccarat Room 2',
      '百家乐房间 2',
      'Phòng Baccarat 2',
      'バカラルーム 2',
      'ห้องบาคาร่า 2',
      'Silid ng Baccarat 2',
    ),
    minBet: 500,
    hot: true,
  },
  {
    gameCode: 'ARCP-BAC-3',
    names: names(
      'Baccarat Room 3',
      '百家乐房间 3',
      'Phòng Baccarat 3',
      'バカラルーム 3',
      'ห้องบาคาร่า 3',
      'Silid ng Baccarat 3',
    ),
    minBet: 2000,
    hot: false,
  },
  {
    gameCode: 'ARCP-BAC-4',
    names: names(
      'Baccarat High Room',
      '百家乐高额房',
      'Phòng Baccarat Cao cấp',
      'バカラ ハイルーム',
      'ห้องบาคาร่าไฮโรลเลอร์',
      'Silid ng Baccarat High',
    ),
    minBet: 10000,
    hot: false,
  },
];

export const BACCARAT_ENTRIES: HouseGame[] = TABLES.map((table) => {
  const live = table.gameCode.startsWith('ARCL-');
  return {
    vendorCode: live ? 'ARCL' : 'ARCP',
    gameCode: table.gameCode,
    family: BACCARAT_FAMILY,
    category: live ? 'LIVE' : 'PVP',
    names: table.names,
    minBet: table.minBet,
    lines: 0,
    classify: null,
    rtp: STATED_RTP,
    hot: table.hot,
  };
});

export const BACCARAT_GAME_CODES = BACCARAT_ENTRIES.map((game) => game.gameCode);

/** A table's name in a language (English when it has none in it). */
export function tableName(gameCode: string, lang: keyof Names): string {
  const entry = BACCARAT_ENTRIES.find((game) => game.gameCode === gameCode);
  return entry?.names[lang] ?? entry?.names.EN ?? gameCode;
}

/** Adds the tables to the vendor's catalogue, once per process (every test app registers the module again). */
export function registerBaccarat() {
  for (const game of BACCARAT_ENTRIES) if (!gameOf(game.gameCode)) register(game);
}
