import type { Paytable } from '../paytable-types.ts';
import { strip } from '../symbols.ts';

/**
 * Low volatility, 20 lines: many wilds, frequent small wins (about half of all spins pay
 * something), 10 free spins at ×2. Exact RTP 95.99%; simulated σ ≈ 2.9 stakes per spin.
 */
export const LOW: Paytable = {
  id: 'low',
  lines: 20,
  reels: [
    strip('Q J T A P3 P4 K W P1 P2 Q J T A P3 P4 K Q J T W P1 A S P2 Q J T P3 P4 K A Q J T W P1 P2 P3 P4 K A Q J T'),
    strip(
      'Q J T W A K P3 P4 P1 P2 Q J S T W A K P3 P4 Q J T P1 P2 W A K Q J T P3 P4 W A K Q J S T P1 P2 P3 P4 W A K Q J T',
    ),
    strip(
      'Q J T W A K P3 P4 P1 P2 Q J S T W A K P3 P4 Q J T P1 P2 W A K Q J T P3 P4 W A K Q J S T P1 P2 P3 P4 W A K Q J T',
    ),
    strip(
      'Q J T W A K P3 P4 P1 P2 Q J S T W A K P3 P4 Q J T P1 P2 W A K Q J T P3 P4 W A K Q J S T P1 P2 P3 P4 W A K Q J T',
    ),
    strip('Q J T A K P3 P4 W P1 P2 Q J T A K P3 P4 Q J T W P1 A S K P2 Q J T P3 P4 A K Q J T W P1 P2 P3 P4 A K Q J T'),
  ],
  pays: {
    W: [0, 50, 200, 500],
    P1: [0, 25, 100, 300],
    P2: [0, 20, 75, 200],
    P3: [0, 15, 50, 150],
    P4: [0, 10, 40, 100],
    A: [0, 5, 20, 80],
    K: [0, 5, 15, 60],
    Q: [0, 5, 15, 50],
    J: [0, 5, 10, 50],
    T: [0, 5, 10, 40],
  },
  scatterPays: [0, 0, 0, 2, 10, 50],
  freeSpins: { awarded: 10, multiplier: 2 },
  rtp: 0.9599,
  tolerance: 0.005,
  simulationSpins: 6_000_000,
};
