import { slotGameCode } from '@arcadia/contracts';
import { TITLE_CODES, TITLES, type TitleCode } from '../../../games/slots/titles.ts';
import { gameOf, type HouseGame, register } from '../../catalogue.ts';

/** The lobby's hot slots: the flagship and the pick-bonus title. */
const HOT: ReadonlySet<TitleCode> = new Set(['golden-dragon', 'pharaohs-sun']);

/** A ways title counts every way as a line, as lobbies list "243 ways" beside "25 lines". */
const linesOf = (code: TitleCode) => {
  const evaluation = TITLES[code].math.evaluation;
  return evaluation.kind === 'lines' ? evaluation.lines : 3 ** 5;
};

export const SLOT_ENTRIES: HouseGame[] = TITLE_CODES.map((code) => ({
  vendorCode: 'ARC',
  gameCode: slotGameCode(code),
  family: 'slot',
  category: 'RNG',
  names: TITLES[code].names,
  minBet: Math.min(...TITLES[code].stakes),
  lines: linesOf(code),
  classify: null,
  rtp: TITLES[code].rtp,
  hot: HOT.has(code),
}));

export const SLOT_GAME_CODES = SLOT_ENTRIES.map((game) => game.gameCode);

/** The title a game code plays, or undefined. */
export const titleOfGame = (gameCode: string): TitleCode | undefined =>
  TITLE_CODES.find((code) => slotGameCode(code) === gameCode);

/** Adds the slots to the vendor's catalogue, once per process (every test app registers the module again). */
export function registerSlots() {
  for (const game of SLOT_ENTRIES) if (!gameOf(game.gameCode)) register(game);
}
