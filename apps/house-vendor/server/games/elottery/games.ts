import type { ElotteryGameCode } from '@arcadia/contracts';
import type { Checked } from '../../../games/elottery/check.ts';
import { drawRandom } from '../../../games/elottery/fairness.ts';
import * as fiveD from '../../../games/elottery/five-d.ts';
import * as k3 from '../../../games/elottery/k3.ts';
import * as keno from '../../../games/elottery/keno.ts';
import type { BetType, GameInfo } from '../../../games/elottery/odds.ts';
import type { RandomSource } from '../../../games/fair/random.ts';
import { gameOf, type HouseGame, register } from '../../catalogue.ts';
import type { ArtLook } from '../lottery/art.ts';
import type { DrawTiming } from '../lottery/schedule.ts';
import type { TicketGame } from '../lottery/tickets.ts';

/**
 * The e-lottery (vendor ARCE): K3, 5D and keno, a draw a minute each, from the engines in
 * games/elottery (draw, validateBet, settler, BET_TYPES, GAME), drawn and settled by the draw
 * sweep the Vietnam lottery runs on (../lottery: schedule, commitments, tickets).
 */

export const ELOTTERY_VENDOR = 'ARCE';
/** Betting on a draw closes this long before its time: the last bets are in before the draw is drawn. */
export const CLOSE_SECONDS = 5;

export type ChoiceField = 'faces' | 'position' | 'digits' | 'spots';

/** A bet as the engines validate it and a ticket keeps it. */
export interface StoredBet {
  key: string;
  stake: number;
  faces?: readonly number[];
  position?: number;
  digits?: readonly number[];
  spots?: readonly number[];
}

export interface ElotteryGame {
  gameCode: ElotteryGameCode;
  family: 'k3' | '5d' | 'keno';
  info: GameInfo;
  betTypes: readonly BetType[];
  /** The choices its bets may carry; any other is refused. */
  fields: readonly ChoiceField[];
  validate(input: Record<string, unknown>): Checked<StoredBet>;
  draw(random: RandomSource): Record<string, unknown>;
  settler(result: Record<string, unknown>): (bet: StoredBet) => number;
  takes(key: string): { faces: number; position: boolean; digits: number; spots: number };
  names: HouseGame['names'];
  look: ArtLook;
}

const NONE = { faces: 0, position: false, digits: 0, spots: 0 };

export const ELOTTERY_GAMES: readonly ElotteryGame[] = [
  {
    gameCode: 'ARCE-k3',
    family: 'k3',
    info: k3.GAME,
    betTypes: k3.BET_TYPES,
    fields: ['faces'],
    validate: (input) => k3.validateBet(input),
    draw: (random) => ({ ...k3.draw(random) }),
    settler: (result) => k3.settler(result as unknown as k3.K3Result) as (bet: StoredBet) => number,
    takes: (key) => ({ ...NONE, faces: k3.FACES_TAKEN[key as k3.K3Key] ?? 0 }),
    names: { EN: 'Fast 3', CN: '快三', VI: 'Xúc Xắc Nhanh K3', JA: 'ファスト3', TH: 'ไฮโลด่วน K3', TY: 'Fast 3 Dais' },
    look: { colours: ['#7b1fa2', '#311b92'], balls: ['3', '5', '5'] },
  },
  {
    gameCode: 'ARCE-5d',
    family: '5d',
    info: fiveD.GAME,
    betTypes: fiveD.BET_TYPES,
    fields: ['position', 'digits'],
    validate: (input) => fiveD.validateBet(input),
    draw: (random) => ({ ...fiveD.draw(random) }),
    settler: (result) => fiveD.settler(result as unknown as fiveD.FiveDResult) as (bet: StoredBet) => number,
    takes: (key) => {
      const takes = fiveD.TAKES[key as fiveD.FiveDKey];
      return { ...NONE, position: takes?.position ?? false, digits: takes?.digits ?? 0 };
    },
    names: { EN: '5D Lotto', CN: '5D彩', VI: 'Xổ Số 5D', JA: '5Dロト', TH: 'หวย 5D', TY: '5D Lotto' },
    look: { colours: ['#00897b', '#004d40'], balls: ['0', '4', '9', '1', '7'] },
  },
  {
    gameCode: 'ARCE-keno',
    family: 'keno',
    info: keno.GAME,
    betTypes: keno.BET_TYPES,
    fields: ['spots'],
    validate: (input) => keno.validateBet(input),
    draw: (random) => ({ ...keno.draw(random) }),
    settler: (result) => keno.settler(result as unknown as keno.KenoResult) as (bet: StoredBet) => number,
    takes: (key) => ({ ...NONE, spots: keno.spotsTaken(key as keno.KenoKey) }),
    names: { EN: 'Keno', CN: '快乐8', VI: 'Keno', JA: 'キノ', TH: 'คีโน', TY: 'Keno' },
    look: { colours: ['#f9a825', '#e65100'], balls: ['7', '19', '42', '80'] },
  },
];

export const elotteryGame = (gameCode: string) => ELOTTERY_GAMES.find((game) => game.gameCode === gameCode);

export const timingOf = (game: ElotteryGame): DrawTiming => ({
  intervalSeconds: game.info.drawSeconds,
  closeSeconds: CLOSE_SECONDS,
});

/** A ticket's bets as its round keeps them, each with its payout once settled. */
export interface ElotteryPlay {
  drawNo: number;
  bets: (StoredBet & { payout?: number })[];
}

/** An e-lottery game as the draw sweep runs it: drawn from its seed by the engine, each bet settled by the engine's settler. */
export const elotteryDrawGame = (game: ElotteryGame): TicketGame => ({
  code: game.gameCode,
  vendorCode: ELOTTERY_VENDOR,
  timing: timingOf(game),
  draw: (seed, drawNo) => game.draw(drawRandom(seed, game.gameCode, drawNo)),
  settle(ticket, result) {
    const play = ticket.play as unknown as ElotteryPlay;
    const pay = game.settler(result);
    const bets = play.bets.map(({ payout: _unsettled, ...bet }) => ({ ...bet, payout: pay(bet) }));
    return { payout: bets.reduce((sum, bet) => sum + bet.payout, 0), play: { ...play, bets } };
  },
});

export const ELOTTERY_DRAW_GAMES: readonly TicketGame[] = ELOTTERY_GAMES.map(elotteryDrawGame);

/** What the catalogue states: the best bet type's RTP (the engine's range's top), to the hundredth of a percent. */
export const statedRtp = (game: ElotteryGame) => Math.round(game.info.rtp.max * 10_000) / 10_000;

export const ELOTTERY_ENTRIES: HouseGame[] = ELOTTERY_GAMES.map((game) => ({
  vendorCode: ELOTTERY_VENDOR,
  gameCode: game.gameCode,
  family: game.family,
  category: 'ELOTT',
  names: game.names,
  minBet: game.info.minStake,
  lines: 0,
  classify: null,
  rtp: statedRtp(game),
  hot: game.family === 'k3',
}));

/** Adds the e-lottery games to the vendor's catalogue, once per process (every test app registers the module again). */
export function registerElottery() {
  for (const game of ELOTTERY_ENTRIES) if (!gameOf(game.gameCode)) register(game);
}
