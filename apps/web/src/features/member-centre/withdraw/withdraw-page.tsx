import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useUi } from '../../../lib/ui-store.ts';
import { ErrorAlert } from '../../../ui/form/form-parts.tsx';
import { PanelPage } from '../../../ui/panel/panel-page.tsx';
import { GameWalletsRecall } from '../wallet/game-wallets-recall.tsx';
import { useWithdrawSettings } from './api/withdraw-settings.ts';
import { BindAccountForm } from './bind-account-form.tsx';
import { WithdrawForm } from './withdraw-form.tsx';
import { WithdrawLimits, type WithdrawSettings } from './withdraw-limits.tsx';
import { WithdrawalHistory } from './withdrawal-history.tsx';
import '../../../ui/money/money-parts.css';
import './withdraw.css';

/** What the member sees above the list: first a payment password, then an account, then the form. */
function WithdrawSteps({ settings }: { settings: WithdrawSettings }) {
  const { t } = useTranslation('cashier');
  const openMemberPanel = useUi((ui) => ui.openMemberPanel);
  const [adding, setAdding] = useState(false);

  if (!settings.hasPaymentPassword) {
    return (
      <div className="cashier-notice">
        <p>{t('withdraw.needPassword')}</p>
        <button type="button" className="button" onClick={() => openMemberPanel('securityCenter')}>
          {t('withdraw.goToAccount')}
        </button>
      </div>
    );
  }
  if (settings.accounts.length === 0) return <BindAccountForm />;
  if (adding) return <BindAccountForm onCancel={() => setAdding(false)} onDone={() => setAdding(false)} />;
  return (
    <>
      <WithdrawForm settings={settings} />
      <button type="button" className="link-button withdraw-add-account" onClick={() => setAdding(true)}>
        {t('withdraw.addAccount')}
      </button>
    </>
  );
}

/** Withdraw: the limits and balance, money left in game wallets, the steps to a withdrawal, and the member's withdrawals. */
export function WithdrawPage() {
  const { t } = useTranslation('cashier');
  const settings = useWithdrawSettings();
  return (
    <PanelPage id="centre-page-withdraw" title={t('memberCentre:page.withdraw')} className="centre-page cashier-page">
      {settings.isPending && <div className="cashier-loading" aria-busy="true" />}
      {settings.isError && <ErrorAlert error={settings.error} />}
      {settings.data && (
        <>
          <WithdrawLimits settings={settings.data} />
          <GameWalletsRecall purpose="withdraw" />
          <WithdrawSteps settings={settings.data} />
        </>
      )}
      <WithdrawalHistory />
    </PanelPage>
  );
}
