import type { ContractTerms } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { dayStatsRepo } from '../stats/day-stats.repo.ts';
import { daysOf, type Period } from './periods.ts';
import { settlementRepo } from './settlement.repo.ts';
import { dividend, realtimeSalary, wage } from './terms.ts';

export interface Earned {
  amount: number;
  /** What the amount came from, for the settlement report. Rates in percent. */
  figures: Record<string, number>;
}

const percent = (rateMilli: number) => rateMilli / 1000;

/**
 * What a contract earned in one closed period, from the team's aggregates: days and
 * longer periods read member_day_stats (kept by triggers as bets are decided, counted
 * on the day a bet was placed); hours and 5-minute windows read the bets decided in
 * the window (a bounded range of an index), since no day row can split them.
 */
export async function contractAmount(
  db: Db,
  brand: { id: number; gmtOffsetMinutes: number },
  terms: ContractTerms,
  team: readonly string[],
  period: Period,
): Promise<Earned> {
  const repo = settlementRepo(db);
  switch (terms.kind) {
    case 'daily': {
      // Each day's wage from that day's team valid bet; the period pays the days' sum.
      let validBet = 0;
      let amount = 0;
      let bestRate = 0;
      for (const day of daysOf(period, brand.gmtOffsetMinutes)) {
        const totals = await dayStatsRepo(db).members(team, day, day);
        const dayBet = [...totals.values()].reduce((sum, row) => sum + row.validBet, 0);
        const earned = wage(terms, dayBet);
        validBet += dayBet;
        amount += earned.amount;
        bestRate = Math.max(bestRate, earned.rate);
      }
      return {
        amount,
        figures: { validBet, days: daysOf(period, brand.gmtOffsetMinutes).length, rate: percent(bestRate) },
      };
    }
    case 'dividend': {
      const days = daysOf(period, brand.gmtOffsetMinutes);
      const totals = [...(await dayStatsRepo(db).members(team, days[0] ?? null, days.at(-1) ?? null)).values()];
      const figures = {
        validBet: totals.reduce((sum, row) => sum + row.validBet, 0),
        profitLoss: totals.reduce((sum, row) => sum + row.payout - row.validBet, 0),
        activeMembers: totals.filter((row) => row.validBet > 0).length,
      };
      const earned = dividend(terms, figures);
      return { amount: earned.amount, figures: { ...figures, rate: percent(earned.rate) } };
    }
    case 'hourly': {
      const validBet = await repo.decidedStake(brand.id, team, period.start, period.end);
      const earned = wage(terms, validBet);
      return { amount: earned.amount, figures: { validBet, rate: percent(earned.rate) } };
    }
    case 'realtime': {
      const stakes = await repo.decidedByOutcome(brand.id, team, period.start, period.end, terms.singleBet);
      return {
        amount: realtimeSalary(terms, stakes),
        figures: { wonStake: stakes.won, lostStake: stakes.lost, bets: stakes.bets },
      };
    }
  }
}
