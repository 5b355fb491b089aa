import type { Paytable } from '../paytable-types.ts';
import { strip } from '../symbols.ts';

/**
 * Medium volatility, 20 lines: symbols in pairs, so wins come in bunches across lines
 * (about one spin in five pays), 10 free spins at ×3. Exact RTP 95.93%; simulated σ ≈ 5.7.
 */
export const MEDIUM: Paytable = {
  id: 'medium',
  lines: 20,
  reels: [
    strip(
      'J J T T A A K K Q Q P1 P1 P2 P2 P3 P3 P4 P4 J J T T W W A A K K S Q Q J J T T P1 P2 P3 P3 P4 P4 A A K K Q Q J T',
    ),
    strip(
      'T T J J A A K K Q Q W W P1 P1 T T S P2 P2 P3 P3 P4 P4 J J T T A A K K Q Q T T J J W W P1 P2 T T S P3 P3 P4 P4 A A K K Q Q J T',
    ),
    strip(
      'J J T T A A K K Q Q W W P1 P1 J J S P2 P2 P3 P3 P4 P4 T T J J A A K K Q Q J J T T W W P1 P2 J J S P3 P3 P4 P4 A A K K Q Q T J',
    ),
    strip(
      'A A J J T T K K Q Q W W P1 P1 P2 P2 S P3 P3 P4 P4 A A J J T T K K Q Q A A J J T T W W P1 P2 P3 P3 S P4 P4 K K Q Q A J T',
    ),
    strip(
      'J J T T A A K K Q Q P1 P1 P2 P2 P3 P3 P4 P4 J J T T W W A A K K S Q Q J J T T P1 P2 P3 P3 P4 P4 A A K K Q Q J T',
    ),
  ],
  pays: {
    W: [0, 100, 500, 2500],
    P1: [0, 50, 200, 1000],
    P2: [0, 40, 150, 500],
    P3: [0, 30, 100, 300],
    P4: [0, 20, 75, 200],
    A: [0, 10, 30, 120],
    K: [0, 10, 25, 100],
    Q: [0, 8, 20, 80],
    J: [0, 5, 15, 60],
    T: [0, 5, 15, 60],
  },
  scatterPays: [0, 0, 0, 2, 20, 100],
  freeSpins: { awarded: 10, multiplier: 3 },
  rtp: 0.9593,
  tolerance: 0.01,
  simulationSpins: 6_000_000,
};
