import { type FairInput, FairRandom, type RandomSource } from '../fair/random.ts';
import { playRound, type RoundResult } from './round.ts';
import { isTitleCode, TITLES, type TitleCode } from './titles.ts';

export interface TitleRound extends RoundResult {
  title: TitleCode;
}

/**
 * Plays one paid round of a title at one of its stakes (minor units). The server passes a
 * FairRandom for real money, a simulation a FastRandom; every number the round uses comes
 * from `random`, in the order the engine documents (playUnits).
 */
export function play(title: TitleCode, stake: number, random: RandomSource): TitleRound {
  if (!isTitleCode(title)) throw new RangeError(`unknown title ${title}`);
  const found = TITLES[title];
  if (!found.stakes.includes(stake)) throw new RangeError(`stake ${stake} is not offered on ${title}`);
  return { title, ...playRound(found.math, random, stake) };
}

/**
 * The round a seed pair and nonce give: the server plays real rounds with this very call, and
 * the verifier page recomputes one from the revealed server seed and compares it with what was paid.
 */
export const verify = (title: TitleCode, stake: number, input: FairInput): TitleRound =>
  play(title, stake, new FairRandom(input));
