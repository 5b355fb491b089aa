import type { Paytable } from '../paytable-types.ts';
import { strip } from '../symbols.ts';

/**
 * High volatility, 25 lines: symbols stacked in threes and a 10,000× line-bet top pay,
 * so about one spin in six pays but wins come big; 12 free spins at ×2.
 * Exact RTP 96.01%; simulated σ ≈ 10 stakes per round.
 */
export const HIGH: Paytable = {
  id: 'high',
  lines: 25,
  reels: [
    strip(
      'Q Q Q J J J T T T P4 P4 P4 A A A K K K W P1 P1 P2 P2 P2 Q Q Q S J J J T T T P3 P3 P3 P4 A A A K K K Q J J T T T',
    ),
    strip(
      'Q Q Q J J J T T T P4 P4 P4 A A A S K K K W W W P1 P1 P2 P2 P2 Q Q Q J J J T T T P3 P3 P3 P4 A A S K K K Q J J T T T',
    ),
    strip(
      'Q Q Q J J J T T T P4 P4 P4 A A A S K K K W W W P1 P1 P2 P2 P2 Q Q Q J J J T T T P3 P3 P3 P4 A A S K K K Q J J T T T',
    ),
    strip(
      'Q Q Q J J J T T T P4 P4 P4 A A A S K K K W W W P1 P1 P2 P2 P2 Q Q Q J J J T T T P3 P3 P3 P4 A A A S K K K Q J J T T T',
    ),
    strip(
      'Q Q Q J J J T T T P4 P4 P4 A A A K K K W P1 P1 P2 P2 P2 Q Q Q S J J J T T T P3 P3 P3 P4 A A A K K K Q J J T T',
    ),
  ],
  pays: {
    W: [10, 250, 2500, 10000],
    P1: [0, 100, 1000, 5000],
    P2: [0, 75, 300, 1500],
    P3: [0, 50, 200, 750],
    P4: [0, 40, 150, 500],
    A: [0, 5, 25, 150],
    K: [0, 5, 25, 150],
    Q: [0, 5, 20, 100],
    J: [0, 5, 20, 100],
    T: [0, 5, 20, 100],
  },
  scatterPays: [0, 0, 0, 5, 25, 200],
  freeSpins: { awarded: 12, multiplier: 2 },
  rtp: 0.9601,
  tolerance: 0.018,
  simulationSpins: 6_000_000,
};
