import { type ContractKind, type ContractTerms, MAX_TIERS, WAGE_PERIODS, type WagePeriod } from '@arcadia/contracts';
import { parseMoneyInput } from '../../../lib/money-input.ts';

/**
 * Contract terms as a person types them (text fields), and their reading into the
 * contract's terms: money in major units, rates in percent with at most three decimals.
 */
export interface TierDraft {
  betAmount: string;
  validBet: string;
  profitLoss: string;
  activeMembers: string;
  rate: string;
}

export interface TermsDraft {
  period: WagePeriod;
  tiers: TierDraft[];
  profitRate: string;
  lossRate: string;
  singleBet: string;
}

export const emptyTier = (): TierDraft => ({
  betAmount: '0',
  validBet: '0',
  profitLoss: '0',
  activeMembers: '0',
  rate: '',
});

export const emptyDraft = (): TermsDraft => ({
  period: WAGE_PERIODS[0],
  tiers: [emptyTier()],
  profitRate: '0',
  lossRate: '',
  singleBet: '0',
});

/** Field errors by name: `period`, `profitRate`…, or `tiers.<n>.<field>`; values are text keys under `form.`. */
export type DraftErrors = Record<string, 'rateFormat' | 'moneyFormat' | 'countFormat'>;

const RATE = /^\d{1,3}(\.\d{1,3})?$/;
const rateOf = (text: string, allowZero: boolean): number | null => {
  const trimmed = text.trim();
  if (!RATE.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= 100 && (allowZero ? value >= 0 : value > 0) ? value : null;
};
const moneyOf = (text: string): number | null => {
  const read = parseMoneyInput(text);
  return read.ok ? read.minor : null;
};
const countOf = (text: string): number | null => (/^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : null);

export function readDraft(kind: ContractKind, draft: TermsDraft): { terms?: ContractTerms; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const take = <V>(name: string, value: V | null, error: DraftErrors[string]): V => {
    if (value === null) errors[name] = error;
    return value as V;
  };
  if (kind === 'realtime') {
    const terms: ContractTerms = {
      kind,
      profitRate: take('profitRate', rateOf(draft.profitRate, true), 'rateFormat'),
      lossRate: take('lossRate', rateOf(draft.lossRate, true), 'rateFormat'),
      singleBet: take('singleBet', moneyOf(draft.singleBet), 'moneyFormat'),
    };
    return Object.keys(errors).length ? { errors } : { terms, errors };
  }
  const tiers = draft.tiers.slice(0, MAX_TIERS).map((tier, n) => ({
    betAmount: take(`tiers.${n}.betAmount`, kind === 'dividend' ? 0 : moneyOf(tier.betAmount), 'moneyFormat'),
    validBet: take(`tiers.${n}.validBet`, kind === 'dividend' ? moneyOf(tier.validBet) : 0, 'moneyFormat'),
    profitLoss: take(`tiers.${n}.profitLoss`, kind === 'dividend' ? moneyOf(tier.profitLoss) : 0, 'moneyFormat'),
    activeMembers: take(
      `tiers.${n}.activeMembers`,
      kind === 'dividend' ? countOf(tier.activeMembers) : 0,
      'countFormat',
    ),
    rate: take(`tiers.${n}.rate`, rateOf(tier.rate, false), 'rateFormat'),
  }));
  if (Object.keys(errors).length) return { errors };
  if (kind === 'dividend') {
    return {
      errors,
      terms: {
        kind,
        period: draft.period,
        tiers: tiers.map(({ validBet, profitLoss, activeMembers, rate }) => ({
          validBet,
          profitLoss,
          activeMembers,
          rate,
        })),
      },
    };
  }
  const wageTiers = tiers.map(({ betAmount, rate }) => ({ betAmount, rate }));
  return {
    errors,
    terms: kind === 'daily' ? { kind, period: draft.period, tiers: wageTiers } : { kind, tiers: wageTiers },
  };
}
