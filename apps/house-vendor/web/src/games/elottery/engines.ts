import type { ElotteryResult } from '@arcadia/contracts';
import { useEffect, useState } from 'react';
import type { Checked } from '../../../../games/elottery/check.ts';
import type { RandomSource } from '../../../../games/fair/random.ts';

export type ElotteryFamily = 'k3' | '5d' | 'keno';

/** What a page uses of a game's engine (games/elottery): the bet check the server runs, and the draw a verifier replays. */
export interface Engine {
  validateBet(input: Record<string, unknown>): Checked<unknown>;
  draw(random: RandomSource): ElotteryResult;
}

/**
 * The engine, loaded after the page's first paint: keno's side bets are priced by counting every
 * draw's sum at load (some 100 ms), which the page's start need not wait for.
 */
export function loadEngine(family: ElotteryFamily): Promise<Engine> {
  switch (family) {
    case 'k3':
      return import('../../../../games/elottery/k3.ts').then((k3) => ({
        validateBet: (input) => k3.validateBet(input),
        draw: (random) => ({ dice: [...k3.draw(random).dice] }),
      }));
    case '5d':
      return import('../../../../games/elottery/five-d.ts').then((fiveD) => ({
        validateBet: (input) => fiveD.validateBet(input),
        draw: (random) => ({ digits: [...fiveD.draw(random).digits] }),
      }));
    case 'keno':
      return import('../../../../games/elottery/keno.ts').then((keno) => ({
        validateBet: (input) => keno.validateBet(input),
        draw: (random) => {
          const drawn = keno.draw(random);
          return { order: [...drawn.order], numbers: [...drawn.numbers] };
        },
      }));
  }
}

export function useEngine(family: ElotteryFamily): Engine | null {
  const [engine, setEngine] = useState<Engine | null>(null);
  useEffect(() => {
    let live = true;
    void loadEngine(family).then((loaded) => live && setEngine(loaded));
    return () => {
      live = false;
    };
  }, [family]);
  return engine;
}

const same = (a: readonly number[] | undefined, b: readonly number[] | undefined) =>
  (a ?? []).join(',') === (b ?? []).join(',');

/** Whether a recomputed result is exactly the one shown (dice in the order thrown, keno's in the order drawn). */
export const sameResult = (shown: ElotteryResult, made: ElotteryResult) =>
  same(shown.dice, made.dice) &&
  same(shown.digits, made.digits) &&
  same(shown.order, made.order) &&
  same(shown.numbers, made.numbers);
