import { describe, expect, it } from 'vitest';
import { drawFromSeed } from '../../../../server/games/lottery/fairness.ts';
import { prizesMatch } from './lottery-verify.ts';

const SEED = '2b0cc9fe460d23feb3442395e5785a97621f35b8320ded92c843876a7407a263';
const drawn = (prizes: ReturnType<typeof drawFromSeed>) => ({
  drawNo: 59889254,
  issue: '20261208-0495',
  drawAt: '',
  closeAt: '',
  drawnAt: '',
  special: prizes[0]?.numbers[0] ?? '',
  prizes,
  seedHash: null,
  seed: SEED,
});

describe('a lottery draw checked in the browser', () => {
  it('recomputes the prize table the server drew from the seed, and catches one changed number', () => {
    const prizes = drawFromSeed('NORTH', SEED, 'ARCV-VN-1', 59889254);
    expect(prizesMatch('NORTH', 'ARCV-VN-1', drawn(prizes), SEED)).toBe(true);
    const changed = prizes.map((prize) =>
      prize.tier === 'g7' ? { ...prize, numbers: ['00', ...prize.numbers.slice(1)] } : prize,
    );
    const g7 = prizes.find((prize) => prize.tier === 'g7')?.numbers[0];
    expect(prizesMatch('NORTH', 'ARCV-VN-1', drawn(changed), SEED)).toBe(g7 === '00');
    expect(prizesMatch('NORTH', 'ARCV-VN-3', drawn(prizes), SEED)).toBe(false);
  });
});
