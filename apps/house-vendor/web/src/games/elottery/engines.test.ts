import { describe, expect, it } from 'vitest';
import { verifyDraw } from '../../../../games/elottery/fairness.ts';
import { loadEngine, sameResult } from './engines.ts';

const SEED = '3c3341c1ac412f0f4d6f361582de1287007a09afc9f203a0ead97c9599186f56';

describe('an e-lottery draw checked in the browser', () => {
  it('recomputes each game’s result with its engine, the order drawn included', async () => {
    for (const [family, gameCode] of [
      ['k3', 'ARCE-k3'],
      ['5d', 'ARCE-5d'],
      ['keno', 'ARCE-keno'],
    ] as const) {
      const engine = await loadEngine(family);
      const proof = { seed: SEED, hash: '', gameCode, drawNo: 59889254 };
      const { result } = verifyDraw(proof, engine.draw);
      expect(sameResult(result, verifyDraw(proof, engine.draw).result)).toBe(true);
      expect(sameResult(result, verifyDraw({ ...proof, drawNo: 59889255 }, engine.draw).result)).toBe(false);
    }
    const keno = await loadEngine('keno');
    const { result } = verifyDraw({ seed: SEED, hash: '', gameCode: 'ARCE-keno', drawNo: 1 }, keno.draw);
    // The same twenty numbers in another order are not the draw shown.
    expect(sameResult({ ...result, order: [...(result.order ?? [])].reverse() }, result)).toBe(false);
  });

  it('refuses a bet the game’s rules refuse before it is sent', async () => {
    const k3 = await loadEngine('k3');
    expect(k3.validateBet({ key: 'two-faces', stake: 1_000, faces: [2, 2] }).ok).toBe(false);
    expect(k3.validateBet({ key: 'two-faces', stake: 1_000, faces: [5, 2] }).ok).toBe(true);
  });
});
