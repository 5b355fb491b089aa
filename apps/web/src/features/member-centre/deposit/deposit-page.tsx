import { useTranslation } from '../../../i18n/react.tsx';
import { PanelPage } from '../../../ui/panel/panel-page.tsx';
import { GameWalletsRecall } from '../wallet/game-wallets-recall.tsx';
import { useDepositFocus } from './deposit-focus.ts';
import { DepositForm } from './deposit-form.tsx';
import { DepositHistory } from './deposit-history.tsx';
import { DepositOrderView } from './deposit-order-view.tsx';
import '../../../ui/money/money-parts.css';
import './deposit.css';

/** Deposit (depositv2): money left in game wallets, a new order, or the order in hand; the member's orders below. */
export function DepositPage() {
  const { t } = useTranslation('cashier');
  const reference = useDepositFocus((focus) => focus.reference);
  return (
    <PanelPage id="centre-page-depositv2" title={t('memberCentre:page.depositv2')} className="centre-page cashier-page">
      <GameWalletsRecall purpose="deposit" />
      {reference ? <DepositOrderView key={reference} reference={reference} /> : <DepositForm />}
      <DepositHistory />
    </PanelPage>
  );
}
