import type { ValueOf, withdrawSettings } from '@arcadia/contracts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useMoneyText } from '../../../lib/money-text.ts';

export type WithdrawSettings = ValueOf<typeof withdrawSettings>;

/** What the member can withdraw: the main balance, the amount range and today's count. */
export function WithdrawLimits({ settings }: { settings: WithdrawSettings }) {
  const { t } = useTranslation('cashier');
  const money = useMoneyText();
  const { limits } = settings;
  const left = Math.max(0, limits.dailyCount - limits.usedToday);
  return (
    <dl className="cashier-facts withdraw-limits">
      <div className="cashier-fact">
        <dt>{t('withdraw.mainBalance')}</dt>
        <dd data-testid="withdraw-main-balance">{money(settings.mainBalance)}</dd>
      </div>
      <div className="cashier-fact">
        <dt>{t('withdraw.perWithdrawal')}</dt>
        <dd>{t('deposit.range', { min: money(limits.minAmount), max: money(limits.maxAmount) })}</dd>
      </div>
      <div className="cashier-fact">
        <dt>{t('withdraw.today')}</dt>
        <dd>{t('withdraw.todayCount', { used: limits.usedToday, count: limits.dailyCount, left })}</dd>
      </div>
      {settings.turnoverRemaining > 0 && (
        <div className="cashier-fact">
          <dt>{t('withdraw.turnover')}</dt>
          <dd data-testid="withdraw-turnover">{money(settings.turnoverRemaining)}</dd>
        </div>
      )}
    </dl>
  );
}
