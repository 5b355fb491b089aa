import type { MissionGoal } from '@arcadia/contracts';
import type { DayTotals } from '../stats/day-stats.repo.ts';

/** How far a period's day totals go toward a goal. */
export function progressToward(goal: MissionGoal, totals: DayTotals): number {
  switch (goal) {
    case 'valid-bet':
      return totals.validBet;
    case 'deposit':
      return totals.depositAmount;
    case 'games':
      return totals.betCount;
    case 'logins':
      // Days with a login, so logging in ten times in one day is still one.
      return totals.loginDays;
  }
}
