import { LANGUAGES } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';
import { artOf } from './art.ts';
import { betTypeRtp, LOTTERY_ENTRIES, VIETNAM_GAMES } from './games.ts';

describe('the lotteries in the catalogue', () => {
  it('keep the platform’s codes, state the best bet type’s RTP and the minimum ticket', () => {
    expect(
      LOTTERY_ENTRIES.map((game) => [game.gameCode, game.vendorCode, game.category, game.family, game.minBet]),
    ).toEqual([
      ['ARCV-VN-1', 'ARCV', 'LOTT', 'lottery', 100],
      ['ARCV-VN-3', 'ARCV', 'LOTT', 'lottery', 100],
      ['ARCV-VN-5', 'ARCV', 'LOTT', 'lottery', 100],
    ]);
    for (const game of LOTTERY_ENTRIES) {
      expect(game.rtp).toBe(0.95);
      expect(Object.keys(game.names).sort()).toEqual([...LANGUAGES].sort());
    }
  });

  it('price each bet type on its prize table: LO by the numbers drawn, DE and CANG3 by their digits', () => {
    const [north, south] = VIETNAM_GAMES;
    if (!north || !south) throw new Error('games');
    expect(betTypeRtp(north, 'LO')).toBeCloseTo(0.945, 10); // 27 numbers × 3.5 / 100
    expect(betTypeRtp(south, 'LO')).toBeCloseTo(0.936, 10); // 18 numbers × 5.2 / 100
    expect(betTypeRtp(north, 'DE')).toBeCloseTo(0.95, 10);
    expect(betTypeRtp(south, 'CANG3')).toBeCloseTo(0.95, 10);
  });

  it('draw their art with the name in the language asked, escaped', () => {
    const [game] = LOTTERY_ENTRIES;
    if (!game) throw new Error('games');
    const look = { colours: ['#000', '#fff'] as const, balls: ['1'] };
    expect(artOf(game, look, 'tile', 'VI')).toContain('Xổ Số Siêu Tốc 1 Phút (Miền Bắc)');
    expect(artOf(game, look, 'banner')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 1200 400"/);
    const tricky = { ...game, names: { EN: '<b>&"x"' } };
    expect(artOf(tricky, look, 'tile')).toContain('&lt;b&gt;&amp;&quot;x&quot;');
  });
});
