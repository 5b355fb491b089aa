import { type ContractKind, MAX_TIERS, WAGE_PERIODS, type WagePeriod } from '@arcadia/contracts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useUniqueId } from '../../../lib/use-unique-id.ts';
import { TextField } from '../../../ui/form/form-parts.tsx';
import { type DraftErrors, emptyTier, type TermsDraft, type TierDraft } from './terms-draft.ts';

interface TermsFieldsProps {
  kind: ContractKind;
  draft: TermsDraft;
  onChange: (draft: TermsDraft) => void;
  errors: DraftErrors;
}

/** The fields of a contract's terms: how often it pays, then tiers to add and remove, or the real-time rates. */
export function TermsFields({ kind, draft, onChange, errors }: TermsFieldsProps) {
  const { t } = useTranslation('contracts');
  const periodId = useUniqueId();
  const error = (name: string) => (errors[name] ? t(`form.${errors[name]}`) : undefined);
  const set = (change: Partial<TermsDraft>) => onChange({ ...draft, ...change });
  const setTier = (n: number, change: Partial<TierDraft>) =>
    set({ tiers: draft.tiers.map((tier, index) => (index === n ? { ...tier, ...change } : tier)) });

  if (kind === 'realtime') {
    return (
      <>
        <TextField
          label={t('terms.profitRate')}
          inputMode="decimal"
          value={draft.profitRate}
          onChange={(profitRate) => set({ profitRate })}
          error={error('profitRate')}
        />
        <TextField
          label={t('terms.lossRate')}
          inputMode="decimal"
          value={draft.lossRate}
          onChange={(lossRate) => set({ lossRate })}
          error={error('lossRate')}
        />
        <TextField
          label={t('terms.singleBet')}
          inputMode="decimal"
          value={draft.singleBet}
          onChange={(singleBet) => set({ singleBet })}
          error={error('singleBet')}
        />
      </>
    );
  }
  return (
    <>
      {kind !== 'hourly' && (
        <div className="form-field">
          <label htmlFor={periodId}>{t('period.label')}</label>
          <select
            id={periodId}
            value={draft.period}
            onChange={(event) => set({ period: event.target.value as WagePeriod })}
          >
            {WAGE_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`period.${period}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {draft.tiers.map((tier, n) => (
        // Tiers have no identity but their place in the list.
        // biome-ignore lint/suspicious/noArrayIndexKey: a tier is its position
        <fieldset key={n} className="contract-tier">
          <legend>{t('form.tier', { n: n + 1 })}</legend>
          {kind === 'dividend' ? (
            <>
              <TextField
                label={t('terms.validBet')}
                inputMode="decimal"
                value={tier.validBet}
                onChange={(validBet) => setTier(n, { validBet })}
                error={error(`tiers.${n}.validBet`)}
              />
              <TextField
                label={t('terms.profitLoss')}
                inputMode="decimal"
                value={tier.profitLoss}
                onChange={(profitLoss) => setTier(n, { profitLoss })}
                error={error(`tiers.${n}.profitLoss`)}
              />
              <TextField
                label={t('terms.activeMembers')}
                inputMode="numeric"
                value={tier.activeMembers}
                onChange={(activeMembers) => setTier(n, { activeMembers })}
                error={error(`tiers.${n}.activeMembers`)}
              />
            </>
          ) : (
            <TextField
              label={t(kind === 'daily' ? 'terms.dailyBet' : 'terms.hourlyBet')}
              inputMode="decimal"
              value={tier.betAmount}
              onChange={(betAmount) => setTier(n, { betAmount })}
              error={error(`tiers.${n}.betAmount`)}
            />
          )}
          <TextField
            label={t('terms.ratePercent')}
            inputMode="decimal"
            value={tier.rate}
            onChange={(rate) => setTier(n, { rate })}
            error={error(`tiers.${n}.rate`)}
          />
          {draft.tiers.length > 1 && (
            <button
              type="button"
              className="button button-ghost"
              onClick={() => set({ tiers: draft.tiers.filter((_, index) => index !== n) })}
            >
              {t('form.removeTier', { n: n + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      {draft.tiers.length < MAX_TIERS && (
        <button
          type="button"
          className="button button-ghost"
          onClick={() => set({ tiers: [...draft.tiers, emptyTier()] })}
        >
          {t('form.addTier')}
        </button>
      )}
    </>
  );
}
