import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FairRandom } from '../fair/random.ts';
import { crashPoint } from './crash.ts';
import { mineMask } from './mines.ts';
import { playRound, type RoundInput, verifyRound } from './verify.ts';

const fair = { serverSeed: 'f'.repeat(64), clientSeed: 'lucky-7', nonce: 42 };

/** The stream's first words, computed with node's own HMAC rather than the engine's. */
function words(input: typeof fair, count: number): number[] {
  const out: number[] = [];
  for (let k = 0; out.length < count; k++) {
    const block = createHmac('sha256', input.serverSeed).update(`${input.clientSeed}:${input.nonce}:${k}`).digest();
    for (let i = 0; i < 8; i++) out.push(block.readUInt32BE(i * 4));
  }
  return out.slice(0, count);
}

describe('verifying a round', () => {
  it('finds the crash point a verifier gets by hand from the first two words', () => {
    const [high = 0, low = 0] = words(fair, 2);
    const units = 2 ** 52 - (high * 2 ** 20 + (low >>> 12)); // (1 − r) · 2^52
    const byHand = Math.min(1_000_000, Math.max(100, Number((99n * 2n ** 52n) / BigInt(units))));
    const result = verifyRound(fair, { game: 'crash', stakeMinor: 1_000, cashOut: 150 });
    expect(result).toMatchObject({ game: 'crash', point: byHand, payout: byHand >= 150 ? 1_500 : 0 });
  });

  it('finds the dice roll a verifier gets by hand from the first word', () => {
    const stream = words(fair, 8);
    const roll = (stream.find((w) => w < 2 ** 32 - (2 ** 32 % 10_000)) ?? 0) % 10_000;
    const result = verifyRound(fair, { game: 'dice', stakeMinor: 1_000, bet: { direction: 'over', target: 4_999 } });
    expect(result).toMatchObject({ game: 'dice', roll, win: roll > 4_999, payout: roll > 4_999 ? 1_980 : 0 });
  });

  it('finds the plinko path and mines a verifier gets by hand from the words', () => {
    const stream = words(fair, 64);
    const byHandPath = stream.slice(0, 12).reduce((path, w, row) => path | ((w % 2) << row), 0);
    expect(verifyRound(fair, { game: 'plinko', stakeMinor: 100, rows: 12, risk: 'low' })).toMatchObject({
      path: byHandPath,
    });
    const deck = Array.from({ length: 25 }, (_, c) => c);
    let next = 0;
    const int = (n: number) => {
      for (;;) {
        const w = stream[next++] ?? 0;
        if (w < 2 ** 32 - (2 ** 32 % n)) return w % n;
      }
    };
    for (let i = 0; i < 7; i++) {
      const j = i + int(25 - i);
      [deck[i], deck[j]] = [deck[j] ?? 0, deck[i] ?? 0];
    }
    const byHandMines = deck.slice(0, 7).sort((a, b) => a - b);
    expect(verifyRound(fair, { game: 'mines', stakeMinor: 100, mines: 7, revealed: [byHandMines[0] ?? 0] })).toEqual({
      game: 'mines',
      mineCells: byHandMines,
      payout: 0,
    });
  });

  it('draws the same crash point and board the server drew before the round, whatever the player did', () => {
    const pointAtStart = crashPoint(new FairRandom(fair));
    for (const cashOut of [null, 101, 5_000]) {
      expect(verifyRound(fair, { game: 'crash', stakeMinor: 100, cashOut })).toMatchObject({ point: pointAtStart });
    }
    const drawnAtStart = mineMask(new FairRandom(fair), 3);
    const cells = Array.from({ length: 25 }, (_, c) => c).filter((c) => ((drawnAtStart >>> c) & 1) === 0);
    const safe = verifyRound(fair, { game: 'mines', stakeMinor: 1_000, mines: 3, revealed: cells.slice(0, 2) });
    const mine = Array.from({ length: 25 }, (_, c) => c).find((c) => ((drawnAtStart >>> c) & 1) === 1) ?? 0;
    const lost = verifyRound(fair, { game: 'mines', stakeMinor: 1_000, mines: 3, revealed: [mine] });
    expect(safe).toEqual({ game: 'mines', mineCells: lost.game === 'mines' ? lost.mineCells : [], payout: 1_285 });
    expect(lost.payout).toBe(0);
  });

  it('is playRound on FairRandom: the same call as play, and another nonce is another round', () => {
    const rounds: RoundInput[] = [
      { game: 'crash', stakeMinor: 500, cashOut: 200 },
      { game: 'dice', stakeMinor: 500, bet: { direction: 'under', target: 2_500 } },
      { game: 'mines', stakeMinor: 500, mines: 24, revealed: [12] },
      { game: 'plinko', stakeMinor: 500, rows: 16, risk: 'high' },
    ];
    for (const round of rounds) {
      expect(verifyRound(fair, round)).toEqual(playRound(new FairRandom(fair), round));
    }
    const paths = Array.from({ length: 20 }, (_, nonce) => {
      const result = verifyRound({ ...fair, nonce }, rounds[3] as RoundInput);
      return result.game === 'plinko' ? result.path : -1;
    });
    expect(new Set(paths).size).toBeGreaterThan(15);
  });
});
