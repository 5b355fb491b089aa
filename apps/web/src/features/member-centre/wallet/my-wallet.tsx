import { useTranslation } from '../../../i18n/react.tsx';
import { ErrorAlert } from '../../../ui/form/form-parts.tsx';
import { PanelPage } from '../../../ui/panel/panel-page.tsx';
import { useMerchantWallet } from './api/merchant-wallet.ts';
import { FundsSummary } from './funds-summary.tsx';
import { VendorWallets } from './vendor-wallets.tsx';
import './wallet.css';

/** "My wallet": the member's funds and, on a transfer-wallet brand, moving money to and from game wallets. */
export function MyWallet() {
  const { t } = useTranslation('wallet');
  const { data, error } = useMerchantWallet();
  return (
    <PanelPage
      id="centre-page-transferFund"
      title={t('memberCentre:page.transferFund')}
      className="centre-page wallet-page"
    >
      <FundsSummary />
      <ErrorAlert error={error} />
      {data?.isSingle && <p className="wallet-note">{t('single')}</p>}
      {data?.isSingle && data.wallets.length > 0 && (
        <VendorWallets mainBalance={data.mainBalance} wallets={data.wallets} recallOnly />
      )}
      {data && !data.isSingle && <VendorWallets mainBalance={data.mainBalance} wallets={data.wallets} />}
    </PanelPage>
  );
}
