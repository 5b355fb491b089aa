import * as crash from '../../../games/originals/crash.ts';
import * as dice from '../../../games/originals/dice.ts';
import type { OriginalCode, OriginalGame } from '../../../games/originals/game.ts';
import * as mines from '../../../games/originals/mines.ts';
import * as plinko from '../../../games/originals/plinko.ts';
import { gameOf, type HouseGame, register } from '../../catalogue.ts';

/** The four originals' descriptors, by code (their limits and stated RTP). */
export const ORIGINALS: Record<OriginalCode, OriginalGame> = {
  crash: crash.GAME,
  dice: dice.GAME,
  mines: mines.GAME,
  plinko: plinko.GAME,
};

export const gameCodeOf = (code: OriginalCode) => `ARC-${code}`;
export const ORIGINAL_CODES = Object.keys(ORIGINALS) as OriginalCode[];
export const ORIGINAL_GAME_CODES = ORIGINAL_CODES.map(gameCodeOf);

/** Their titles as players of each language know these games (TY is Filipino). */
const NAMES: Record<OriginalCode, HouseGame['names']> = {
  crash: { EN: 'Crash', CN: '火箭爆点', VI: 'Tên Lửa Crash', JA: 'クラッシュ', TH: 'จรวดแครช', TY: 'Crash Rocket' },
  dice: { EN: 'Dice', CN: '骰子', VI: 'Xúc Xắc', JA: 'ダイス', TH: 'ลูกเต๋า', TY: 'Dais' },
  mines: { EN: 'Mines', CN: '扫雷', VI: 'Dò Mìn', JA: 'マインズ', TH: 'ทุ่นระเบิด', TY: 'Mina' },
  plinko: { EN: 'Plinko', CN: '弹珠台', VI: 'Plinko', JA: 'プリンコ', TH: 'พลินโก', TY: 'Plinko' },
};

export const ORIGINAL_ENTRIES: HouseGame[] = ORIGINAL_CODES.map((code) => ({
  vendorCode: 'ARC',
  gameCode: gameCodeOf(code),
  family: code,
  category: 'RNG',
  names: NAMES[code],
  minBet: ORIGINALS[code].minStake,
  lines: 0,
  classify: 'AC',
  rtp: ORIGINALS[code].rtp,
  hot: code === 'crash' || code === 'mines',
}));

/** Adds the originals to the vendor's catalogue, once per process (every test app registers the module again). */
export function registerOriginals() {
  for (const game of ORIGINAL_ENTRIES) if (!gameOf(game.gameCode)) register(game);
}
