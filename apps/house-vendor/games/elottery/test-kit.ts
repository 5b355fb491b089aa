import type { RandomSource } from '../fair/random.ts';

/** A random source that answers `int(n)` with `answer(n)` and records each n asked: a draw's order of calls, pinned. */
export function scriptedRandom(answer: (n: number) => number) {
  const asked: number[] = [];
  const random: RandomSource = {
    int(n) {
      asked.push(n);
      return answer(n);
    },
    float: () => 0,
  };
  return { random, asked };
}

/** Answers from a list in turn, then 0. */
export const fromList = (answers: number[]) => scriptedRandom(() => answers.shift() ?? 0);
