import type { LotteryRegion, OpenedDraw } from '@arcadia/contracts';
import { drawRandom } from '../../../../games/elottery/fairness.ts';
import { drawPrizes } from '../../../../server/games/lottery/prize-table.ts';

/**
 * Recomputes a drawn result from its revealed seed with the code that drew it: the seeded stream
 * (games/elottery/fairness.ts) filling the prize table in its one order (prize-table.ts, pure and
 * browser-safe). True when every number of every tier is the one shown.
 */
export function prizesMatch(region: LotteryRegion, gameCode: string, draw: OpenedDraw, seed: string): boolean {
  const random = drawRandom(seed, gameCode, draw.drawNo);
  const made = drawPrizes(region, () => random.int(10));
  if (made.length !== draw.prizes.length) return false;
  return made.every((prize, i) => {
    const shown = draw.prizes[i];
    return shown?.tier === prize.tier && shown.numbers.join(',') === prize.numbers.join(',');
  });
}
