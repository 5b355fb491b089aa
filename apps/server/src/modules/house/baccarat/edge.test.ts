import { describe, expect, it } from 'vitest';
import { FairRandom, type RandomSource } from '../slot/engine/random.ts';
import { exactEdges, exactOdds, simulate } from './edge.ts';
import { BET_SPOTS, HOUSE_EDGE } from './payouts.ts';

describe('exact house edge (8 decks)', () => {
  it('matches the published probabilities of a hand', () => {
    const odds = exactOdds();
    expect(odds.player + odds.banker + odds.tie).toBeCloseTo(1, 10);
    expect(odds.banker).toBeCloseTo(0.458597, 6);
    expect(odds.player).toBeCloseTo(0.446247, 6);
    expect(odds.tie).toBeCloseTo(0.095156, 6);
  });

  it('gives the stated edges: Banker 1.06%, Player 1.24%, Tie 14.36%, pairs 10.36%', () => {
    const edges = exactEdges();
    for (const spot of BET_SPOTS) expect(edges[spot], spot).toBeCloseTo(HOUSE_EDGE[spot], 6);
    expect(edges.banker).toBeCloseTo(0.0106, 4);
    expect(edges.player).toBeCloseTo(0.0124, 4);
    expect(edges.tie).toBeCloseTo(0.1436, 4);
  });
});

describe('simulation of 1,000,000 hands through the real fair shuffle', () => {
  it('lands on the exact edges within four standard errors', () => {
    // A new fair stream per shoe (shoe number = nonce), exactly as the table shuffles.
    let shoe = 0;
    let stream = new FairRandom('simulation-server-seed', 'simulation-client-seed', shoe);
    const random: RandomSource = {
      int: (n) => {
        if (n === 416) stream = new FairRandom('simulation-server-seed', 'simulation-client-seed', ++shoe);
        return stream.int(n);
      },
    };
    const run = simulate(1_000_000, random);
    expect(run.hands).toBe(1_000_000);
    expect(run.shoes).toBeGreaterThan(12_000);
    // Standard errors at 1M hands: about 0.09% (Banker, Player), 0.26% (Tie), 0.33% (pairs).
    const tolerance = { banker: 0.004, player: 0.004, tie: 0.011, playerPair: 0.014, bankerPair: 0.014 };
    for (const spot of BET_SPOTS) {
      expect(Math.abs(run.edge[spot] - HOUSE_EDGE[spot]), `${spot} edge ${run.edge[spot]}`).toBeLessThan(
        tolerance[spot],
      );
    }
    expect(Math.abs(run.frequency.tie - 0.0952)).toBeLessThan(0.0015);
  });
});
