import { describe, expect, it } from 'vitest';
import { FastRandom } from '../fair/random.ts';
import { exactEdges, exactOdds, simulate } from './edge.ts';
import { BET_SPOTS, HOUSE_EDGE, RTP, STATED_RTP } from './payouts.ts';

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
    for (const spot of BET_SPOTS) {
      expect(edges[spot], spot).toBeCloseTo(HOUSE_EDGE[spot], 6);
      expect(RTP[spot] + HOUSE_EDGE[spot]).toBe(1);
    }
    expect(edges.banker).toBeCloseTo(0.0106, 4);
    expect(edges.player).toBeCloseTo(0.0124, 4);
    expect(edges.tie).toBeCloseTo(0.1436, 4);
    // The catalogue states the best bet's return.
    expect(STATED_RTP).toBe(0.9894);
  });
});

describe('simulation of 2,000,000 hands through whole shoes', () => {
  it('lands on the exact edges within four standard errors', () => {
    const run = simulate(2_000_000, new FastRandom(20_250_601));
    expect(run.hands).toBe(2_000_000);
    expect(run.shoes).toBeGreaterThan(24_000);
    // Standard errors at 2M hands: about 0.07% (Banker, Player), 0.19% (Tie), 0.24% (pairs); 4σ each.
    const tolerance = { banker: 0.0028, player: 0.0028, tie: 0.0076, playerPair: 0.0096, bankerPair: 0.0096 };
    for (const spot of BET_SPOTS) {
      expect(Math.abs(run.edge[spot] - HOUSE_EDGE[spot]), `${spot} edge ${run.edge[spot]}`).toBeLessThan(
        tolerance[spot],
      );
    }
    expect(Math.abs(run.frequency.tie - 0.0952)).toBeLessThan(0.001);
  });
});
