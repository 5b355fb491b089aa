import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useMoneyText } from '../../../lib/money-text.ts';
import { useRequestId } from '../../../lib/request-id.ts';
import { useUniqueId } from '../../../lib/use-unique-id.ts';
import { ErrorAlert } from '../../../ui/form/form-parts.tsx';
import { useMerchantWallet } from './api/merchant-wallet.ts';
import { useWalletTransfer } from './api/wallet-transfer.ts';
import './game-wallets-recall.css';

/**
 * Money left in game wallets, shown where only the main wallet counts (withdraw, deposit),
 * with "Recall all to main" on the spot: a win in a game wallet is otherwise invisible
 * there. Nothing shows while every game wallet is empty, except the word that the
 * recall just brought everything home.
 */
export function GameWalletsRecall({ purpose }: { purpose: 'withdraw' | 'deposit' }) {
  const { t } = useTranslation('wallet');
  const money = useMoneyText();
  const id = useUniqueId();
  const { data } = useMerchantWallet();
  const recall = useWalletTransfer();
  const recallId = useRequestId();
  const [recalled, setRecalled] = useState(false);
  const funded = data?.wallets.filter((wallet) => wallet.balance > 0) ?? [];
  if (funded.length === 0 && !recalled && !recall.error) return null;

  const recallAll = () => {
    setRecalled(false);
    recall.mutate(
      { type: 'recall', requestId: recallId.idFor('recall') },
      {
        onSuccess: () => {
          recallId.done();
          setRecalled(true);
        },
      },
    );
  };

  return (
    <section className="game-wallets-recall" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`} className="game-wallets-recall-heading">
        {t('recall.heading')}
      </h4>
      {funded.length > 0 && (
        <>
          <p className="form-hint">{t(purpose === 'withdraw' ? 'recall.withdrawHint' : 'recall.depositHint')}</p>
          <ul className="game-wallets-recall-list" aria-labelledby={`${id}-heading`}>
            {funded.map((wallet) => (
              <li key={wallet.vendorCode} aria-label={wallet.name}>
                <span>{wallet.name}</span>
                <span className="game-wallets-recall-balance">{money(wallet.balance)}</span>
              </li>
            ))}
          </ul>
          <button type="button" className="button" onClick={recallAll} disabled={recall.isPending}>
            {t('recall.button')}
          </button>
        </>
      )}
      {recalled && (
        <p className="form-success" role="status">
          {t('vendors.recalled')}
        </p>
      )}
      <ErrorAlert error={recall.error} />
    </section>
  );
}
