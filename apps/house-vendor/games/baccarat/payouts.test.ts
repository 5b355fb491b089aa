import { describe, expect, it } from 'vitest';
import { betsProblem, returnOf, sameBets, settle, stakedOnly } from './payouts.ts';

const playerWins = { winner: 'P', playerPair: false, bankerPair: false } as const;
const bankerWins = { winner: 'B', playerPair: false, bankerPair: false } as const;
const tie = { winner: 'T', playerPair: false, bankerPair: false } as const;

describe('returns per spot (stake included)', () => {
  it('pays Player 1:1', () => {
    expect(returnOf('player', 1000, playerWins)).toBe(2000);
    expect(returnOf('player', 1000, bankerWins)).toBe(0);
  });

  it('pays Banker 0.95:1, the commission fraction of a minor unit kept by the house', () => {
    expect(returnOf('banker', 1000, bankerWins)).toBe(1950);
    expect(returnOf('banker', 100, bankerWins)).toBe(195);
    // 0.95 × 33 = 31.35 → 31.
    expect(returnOf('banker', 33, bankerWins)).toBe(64);
    expect(returnOf('banker', 1, bankerWins)).toBe(1);
    expect(returnOf('banker', 1000, playerWins)).toBe(0);
  });

  it('pushes Player and Banker on a tie and pays Tie 8:1', () => {
    expect(returnOf('player', 1000, tie)).toBe(1000);
    expect(returnOf('banker', 1000, tie)).toBe(1000);
    expect(returnOf('tie', 1000, tie)).toBe(9000);
    expect(returnOf('tie', 1000, bankerWins)).toBe(0);
  });

  it('pays either pair 11:1 whoever wins the hand', () => {
    const pairs = { winner: 'B', playerPair: true, bankerPair: false } as const;
    expect(returnOf('playerPair', 500, pairs)).toBe(6000);
    expect(returnOf('bankerPair', 500, pairs)).toBe(0);
    expect(returnOf('bankerPair', 500, { winner: 'T', playerPair: true, bankerPair: true })).toBe(6000);
  });
});

describe('settling a hand', () => {
  it('adds every spot into one stake and one return', () => {
    const settled = settle({ player: 1000, tie: 200, bankerPair: 100 }, { ...tie, bankerPair: true });
    expect(settled.spots).toEqual([
      { spot: 'player', stake: 1000, outcome: 'push', returned: 1000 },
      { spot: 'tie', stake: 200, outcome: 'win', returned: 1800 },
      { spot: 'bankerPair', stake: 100, outcome: 'win', returned: 1200 },
    ]);
    expect(settled).toMatchObject({ stake: 1300, returned: 4000 });
  });

  it('returns 0 when every spot lost, and skips empty spots', () => {
    expect(settle({ player: 500, banker: 0, tie: 100 }, bankerWins)).toEqual({
      spots: [
        { spot: 'player', stake: 500, outcome: 'lose', returned: 0 },
        { spot: 'tie', stake: 100, outcome: 'lose', returned: 0 },
      ],
      stake: 600,
      returned: 0,
    });
  });

  it('lets both sides be bet: one wins, the other loses', () => {
    expect(settle({ player: 1000, banker: 1000 }, bankerWins)).toMatchObject({ stake: 2000, returned: 1950 });
    expect(settle({ player: 1000, banker: 1000 }, tie)).toMatchObject({ stake: 2000, returned: 2000 });
  });
});

describe('the table limits', () => {
  const limits = { minBet: 100, maxBet: 500_000 };

  it('take every staked spot within min and max, at least one spot', () => {
    expect(betsProblem(limits, { player: 100, tie: 500_000 })).toBeNull();
    expect(betsProblem(limits, { player: 100, banker: 0 })).toBeNull();
    expect(betsProblem(limits, { player: 99 })).toBe('out-of-range');
    expect(betsProblem(limits, { tie: 500_001 })).toBe('out-of-range');
    expect(betsProblem(limits, { tie: -100 })).toBe('out-of-range');
    expect(betsProblem(limits, { tie: 150.5 })).toBe('out-of-range');
    expect(betsProblem(limits, {})).toBe('empty');
    expect(betsProblem(limits, { player: 0 })).toBe('empty');
  });

  it('compare bets by their staked spots only', () => {
    expect(sameBets({ player: 100, tie: 0 }, { player: 100 })).toBe(true);
    expect(sameBets({ player: 100 }, { player: 200 })).toBe(false);
    expect(stakedOnly({ tie: 0, banker: 300, player: 100 })).toEqual({ player: 100, banker: 300 });
  });
});
