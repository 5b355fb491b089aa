import type { RandomSource } from '../fair/random.ts';
import { type Checked, checkAbsent, checked, checkKey, checkPicks, checkStake } from './check.ts';
import { type BetType, betType, byKey, type GameInfo, NO_PICKS, payAt, rtpRange } from './odds.ts';

/**
 * Fast 3 (K3): three dice a minute. Every bet is priced from the 216 equally likely ordered
 * throws, counted by the same `levelOf` that settles tickets, so the stated chances and the
 * payouts cannot drift apart.
 */

/** The dice in the order thrown (the draw animation shows them so). */
export interface K3Result {
  dice: readonly [number, number, number];
}

/** Three `random.int(6) + 1`, first die first: the order a verifier replays. */
export const draw = (random: RandomSource): K3Result => ({
  dice: [random.int(6) + 1, random.int(6) + 1, random.int(6) + 1],
});

const SUMS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18] as const;
type SumKey = `sum-${(typeof SUMS)[number]}`;

export type K3Key =
  | SumKey
  | 'big'
  | 'small'
  | 'odd'
  | 'even'
  | 'triple'
  | 'triple-any'
  | 'double'
  | 'two-faces'
  | 'three-faces'
  | 'straight'
  | 'single';

/** A validated bet; `faces` only for the bet types that take a choice (ascending). */
export interface K3Bet {
  key: K3Key;
  stake: number;
  faces?: readonly number[];
}

/** How many different faces each bet type takes (a bet slip's picker); the rest take none. */
export const FACES_TAKEN: Partial<Record<K3Key, number>> = {
  triple: 1,
  double: 1,
  single: 1,
  'two-faces': 2,
  'three-faces': 3,
};

const win = (won: boolean) => (won ? 1 : 0);

const shown = (dice: K3Result['dice'], face: number | undefined) =>
  (dice[0] === face ? 1 : 0) + (dice[1] === face ? 1 : 0) + (dice[2] === face ? 1 : 0);

/** The sum each `sum-N` key bets on. */
const SUM_OF_KEY: ReadonlyMap<string, number> = new Map(SUMS.map((sum) => [`sum-${sum}`, sum]));

/**
 * The level a throw puts a bet at: 1 won, 0 lost; `single` counts the dice showing its face.
 * Big, small, odd and even lose on any triple (the house rule of K3 and sic bo alike).
 * Plain loops, no closures: a draw settles every open ticket through here.
 */
export function levelOf(bet: Pick<K3Bet, 'key' | 'faces'>, { dice }: K3Result): number {
  const a = dice[0];
  const b = dice[1];
  const c = dice[2];
  const sum = a + b + c;
  const triple = a === b && b === c;
  const faces = bet.faces ?? NO_PICKS;
  switch (bet.key) {
    case 'big':
      return win(!triple && sum >= 11);
    case 'small':
      return win(!triple && sum <= 10);
    case 'odd':
      return win(!triple && sum % 2 === 1);
    case 'even':
      return win(!triple && sum % 2 === 0);
    case 'triple':
      return win(triple && a === faces[0]);
    case 'triple-any':
      return win(triple);
    case 'double':
      return win(shown(dice, faces[0]) >= 2);
    case 'single':
      return shown(dice, faces[0]);
    case 'two-faces':
    case 'three-faces':
      for (const face of faces) if (shown(dice, face) === 0) return 0;
      return win(faces.length > 0);
    case 'straight':
      return win(a !== b && b !== c && a !== c && Math.max(a, b, c) - Math.min(a, b, c) === 2);
    default:
      return win(sum === SUM_OF_KEY.get(bet.key));
  }
}

/**
 * The price list: decimal odds in hundredths per paying level (level 1 = a win), each the
 * largest hundredth within TARGET_RTP (odds.ts; k3.test.ts checks every one), except single.
 */
const SUM_ODDS: Record<(typeof SUMS)[number], number> = {
  3: 20952,
  4: 6984,
  5: 3492,
  6: 2095,
  7: 1396,
  8: 997,
  9: 838,
  10: 776,
  11: 776,
  12: 838,
  13: 997,
  14: 1396,
  15: 2095,
  16: 3492,
  17: 6984,
  18: 20952,
};

const PRICES: readonly { key: K3Key; name: string; family: string; odds: Record<number, number> }[] = [
  ...SUMS.map((sum) => ({ key: `sum-${sum}` as const, name: `Sum ${sum}`, family: 'sum', odds: { 1: SUM_ODDS[sum] } })),
  { key: 'big', name: 'Big (sum 11–17)', family: 'big-small', odds: { 1: 199 } },
  { key: 'small', name: 'Small (sum 4–10)', family: 'big-small', odds: { 1: 199 } },
  { key: 'odd', name: 'Odd sum', family: 'odd-even', odds: { 1: 199 } },
  { key: 'even', name: 'Even sum', family: 'odd-even', odds: { 1: 199 } },
  { key: 'triple', name: 'Specific triple', family: 'triple', odds: { 1: 20952 } },
  { key: 'triple-any', name: 'Any triple', family: 'triple', odds: { 1: 3492 } },
  { key: 'double', name: 'Specific double', family: 'double', odds: { 1: 1309 } },
  { key: 'two-faces', name: 'Two different faces', family: 'two-faces', odds: { 1: 698 } },
  { key: 'three-faces', name: 'Three different faces', family: 'three-faces', odds: { 1: 3492 } },
  { key: 'straight', name: 'Three consecutive faces', family: 'straight', odds: { 1: 873 } },
  // Sic bo's classic single: even money for one die, 2:1 for two, 3:1 for three (199/216, 92.13%).
  { key: 'single', name: 'Single face', family: 'single', odds: { 1: 200, 2: 300, 3: 400 } },
];

/** Every ordered throw, once: the 216 equally likely outcomes. */
export const ALL_THROWS: readonly K3Result[] = Array.from({ length: 216 }, (_, i) => ({
  dice: [Math.floor(i / 36) + 1, (Math.floor(i / 6) % 6) + 1, (i % 6) + 1] as const,
}));

/** A choice to count with: every choice of faces has the same chance (k3.test.ts checks each). */
const sampleFaces = (key: K3Key) => [1, 2, 3].slice(0, FACES_TAKEN[key] ?? 0);

function counted({ key, name, family, odds }: (typeof PRICES)[number]): BetType<K3Key> {
  const bet = { key, faces: sampleFaces(key) };
  const pays = Object.entries(odds).map(([level, price]) => ({
    level: Number(level),
    odds: price,
    ways: BigInt(ALL_THROWS.filter((throw_) => levelOf(bet, throw_) === Number(level)).length),
  }));
  return betType(key, name, family, 216n, pays);
}

/** The bet types with their odds and exact RTPs, in the order a page lists them. */
export const BET_TYPES: readonly BetType<K3Key>[] = PRICES.map(counted);
const ROWS = byKey(BET_TYPES);
const KEYS = BET_TYPES.map((row) => row.key);

export const GAME: GameInfo = {
  code: 'k3',
  category: 'ELOTT',
  name: 'Fast 3',
  drawSeconds: 60,
  minStake: 100,
  maxStake: 1_000_000,
  rtp: rtpRange(BET_TYPES),
};

export type K3BetInput = { readonly [F in keyof K3Bet]?: unknown };

/** Checks a bet as sent (key, stake, faces) and returns it with its faces ascending, or the first refusal. */
export function validateBet(input: K3BetInput): Checked<K3Bet> {
  const keyRefused = checkKey(input.key, KEYS);
  if (keyRefused) return { ok: false, refusal: keyRefused };
  const key = input.key as K3Key;
  const count = FACES_TAKEN[key];
  const failed =
    checkStake(input.stake, GAME) ??
    (count
      ? checkPicks('faces', input.faces, { count, min: 1, max: 6, distinct: true })
      : checkAbsent('faces', input.faces, key));
  const stake = input.stake as number;
  return checked(failed, () =>
    count ? { key, stake, faces: [...(input.faces as number[])].sort((x, y) => x - y) } : { key, stake },
  );
}

/** What a validated bet returns for a draw, in minor units (0 when it loses). */
export function settle(bet: K3Bet, result: K3Result): number {
  const row = ROWS.get(bet.key);
  if (!row) throw new RangeError(`k3: no bet type ${bet.key}`);
  return payAt(row, levelOf(bet, result), bet.stake);
}

/** Settles any number of bets against one draw (its tickets), as keno's settler does. */
export const settler =
  (result: K3Result) =>
  (bet: K3Bet): number =>
    settle(bet, result);
