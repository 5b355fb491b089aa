import type { ContractTerms } from '@arcadia/contracts';
import type { TFunction } from '../../i18n/translator.ts';

/** How often a contract pays, as its period key under `period.` in the contracts texts. */
export const periodKey = (terms: ContractTerms) =>
  terms.kind === 'realtime' ? 'Realtime' : terms.kind === 'hourly' ? 'Hourly' : terms.period;

/** A contract's terms in one line, for lists: "₱0.00+ 1% · ₱1,000.00+ 2% · Daily". */
export function termsSummary(terms: ContractTerms, t: TFunction, money: (minor: number) => string): string {
  const rate = (value: number) => t('contracts:terms.percent', { rate: value });
  const period = t(`contracts:period.${periodKey(terms)}`);
  switch (terms.kind) {
    case 'daily':
    case 'hourly':
      return [...terms.tiers.map((tier) => `${money(tier.betAmount)}+ ${rate(tier.rate)}`), period].join(' · ');
    case 'dividend':
      return [...terms.tiers.map((tier) => `${money(tier.profitLoss)}+ ${rate(tier.rate)}`), period].join(' · ');
    case 'realtime':
      return [
        t('contracts:terms.wins', { rate: terms.profitRate }),
        t('contracts:terms.losses', { rate: terms.lossRate }),
        `${money(terms.singleBet)}+`,
        period,
      ].join(' · ');
  }
}
