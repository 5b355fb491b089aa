import type { ContractKind, ContractTerms } from '@arcadia/contracts';
import { AppError } from '../../platform/errors.ts';

/**
 * The arithmetic of contract terms, without a database. Rates travel as percentages
 * with at most three decimals; here they are whole thousandths of a percent ("milli"),
 * so 1.5% is 1500 and an amount is floor(base × milli / 100 000), computed in BigInt.
 */

export const milli = (rate: number) => Math.round(rate * 1000);

/** floor(base × rate), base in minor units (≥ 0), rate in milli-percent. */
export const share = (base: number, rateMilli: number): number =>
  base <= 0 || rateMilli <= 0 ? 0 : Number((BigInt(base) * BigInt(rateMilli)) / 100_000n);

/** A tier as a point (its minimums) and the rate it pays there. */
interface Step {
  point: number[];
  rate: number;
}

function steps(terms: ContractTerms): Step[] {
  switch (terms.kind) {
    case 'dividend':
      return terms.tiers.map((tier) => ({
        point: [tier.validBet, tier.profitLoss, tier.activeMembers],
        rate: milli(tier.rate),
      }));
    case 'daily':
    case 'hourly':
      return terms.tiers.map((tier) => ({ point: [tier.betAmount], rate: milli(tier.rate) }));
    case 'realtime':
      return [];
  }
}

/**
 * The rate a tiered contract pays at a point: the best tier whose every minimum the
 * point reaches, else 0. It never falls as the point grows, which is what makes
 * checking a contract against its cap at the contract's own tiers enough.
 */
export function rateAt(terms: ContractTerms, point: readonly number[]): number {
  let best = 0;
  for (const step of steps(terms)) {
    if (step.point.every((minimum, index) => (point[index] ?? 0) >= minimum)) best = Math.max(best, step.rate);
  }
  return best;
}

/**
 * Whether `terms` would ever pay more than `cap` (the upline's contract of the kind;
 * null: none, so anything pays more). Dividend thresholds count over a period, so
 * dividends over different periods cannot be compared and count as more.
 */
export function exceeds(terms: ContractTerms, cap: ContractTerms | null): boolean {
  if (!cap || cap.kind !== terms.kind) return true;
  if (terms.kind === 'realtime' && cap.kind === 'realtime') {
    const pays = terms.profitRate > 0 || terms.lossRate > 0;
    return (
      milli(terms.profitRate) > milli(cap.profitRate) ||
      milli(terms.lossRate) > milli(cap.lossRate) ||
      (pays && terms.singleBet < cap.singleBet)
    );
  }
  if (terms.kind === 'dividend' && cap.kind === 'dividend' && terms.period !== cap.period) return true;
  return steps(terms).some((step) => step.rate > rateAt(cap, step.point));
}

/** What the schema cannot say: the terms fit the kind of the path, tiers are distinct, something is paid. */
export function checkTerms(terms: ContractTerms, kind: ContractKind): void {
  if (terms.kind !== kind) throw new AppError('contract-terms-invalid');
  if (terms.kind === 'realtime') {
    if (terms.profitRate <= 0 && terms.lossRate <= 0) throw new AppError('contract-terms-invalid');
    return;
  }
  const keys = steps(terms).map((step) => step.point.join(':'));
  if (new Set(keys).size !== keys.length) throw new AppError('contract-terms-invalid');
}

/** A day's or an hour's wage: the tier the team's valid bet reaches, applied to that valid bet. */
export function wage(terms: ContractTerms, validBet: number): { rate: number; amount: number } {
  const rate = rateAt(terms, [validBet]);
  return { rate, amount: share(validBet, rate) };
}

export interface DividendFigures {
  validBet: number;
  /** Players' profit and loss over the period: negative when the team lost. */
  profitLoss: number;
  activeMembers: number;
}

/** A period's dividend: the rate of the best tier reached, applied to the team's net loss (nothing when it won). */
export function dividend(terms: ContractTerms, figures: DividendFigures): { rate: number; amount: number } {
  const loss = Math.max(0, -figures.profitLoss);
  const rate = rateAt(terms, [figures.validBet, loss, figures.activeMembers]);
  return { rate, amount: share(loss, rate) };
}

/** A 5-minute window's real-time salary on the qualifying stakes the players won and lost. */
export function realtimeSalary(terms: ContractTerms, stakes: { won: number; lost: number }): number {
  if (terms.kind !== 'realtime') return 0;
  const total =
    BigInt(stakes.won) * BigInt(milli(terms.profitRate)) + BigInt(stakes.lost) * BigInt(milli(terms.lossRate));
  return Number(total / 100_000n);
}
