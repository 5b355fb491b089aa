import type { merchantWallet, ValueOf } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useMoneyText } from '../../../lib/money-text.ts';
import { useRequestId } from '../../../lib/request-id.ts';
import { ErrorAlert } from '../../../ui/form/form-parts.tsx';
import { useWalletTransfer } from './api/wallet-transfer.ts';
import { type Direction, TransferForm } from './transfer-form.tsx';

type VendorWallet = ValueOf<typeof merchantWallet>['wallets'][number];

interface VendorWalletsProps {
  mainBalance: number;
  wallets: VendorWallet[];
  /** A single-wallet brand lists only money left in game wallets: it can come home, nothing goes out. */
  recallOnly?: boolean;
}

/** The main wallet with "Recall all", then each vendor wallet with transfer in and out. */
export function VendorWallets({ mainBalance, wallets, recallOnly = false }: VendorWalletsProps) {
  const { t } = useTranslation('wallet');
  const money = useMoneyText();
  const recall = useWalletTransfer();
  const recallId = useRequestId();
  const [open, setOpen] = useState<{ vendorCode: string; direction: Direction } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const inVendors = wallets.reduce((sum, wallet) => sum + wallet.balance, 0);

  const toggle = (vendorCode: string, direction: Direction) => {
    setNotice(null);
    setOpen((current) =>
      current?.vendorCode === vendorCode && current.direction === direction ? null : { vendorCode, direction },
    );
  };

  const recallAll = () => {
    setNotice(null);
    setOpen(null);
    recall.mutate(
      { type: 'recall', requestId: recallId.idFor('recall') },
      {
        onSuccess: () => {
          recallId.done();
          setNotice(t('vendors.recalled'));
        },
      },
    );
  };

  const done = (wallet: VendorWallet, direction: Direction) => (minor: number) => {
    setOpen(null);
    const params = { amount: money(minor), name: wallet.name };
    setNotice(direction === 'in' ? t('vendors.movedIn', params) : t('vendors.movedOut', params));
  };

  return (
    <div className="wallet-section">
      <section className="wallet-main" aria-labelledby="wallet-main-heading">
        <div>
          <h4 id="wallet-main-heading" className="wallet-heading">
            {t('vendors.main')}
          </h4>
          <p className="wallet-main-balance">{money(mainBalance)}</p>
        </div>
        <button type="button" className="button" onClick={recallAll} disabled={recall.isPending || inVendors <= 0}>
          {t('vendors.recallAll')}
        </button>
      </section>
      <p className="form-hint">{t('vendors.recallHint')}</p>
      {notice && (
        <p className="form-success" role="status">
          {notice}
        </p>
      )}
      <ErrorAlert error={recall.error} />
      <section className="wallet-section" aria-labelledby="wallet-vendors-heading">
        <h4 id="wallet-vendors-heading" className="wallet-heading">
          {t('vendors.heading')}
        </h4>
        {wallets.length === 0 ? (
          <p className="wallet-empty">{t('vendors.none')}</p>
        ) : (
          <ul className="vendor-wallets" aria-labelledby="wallet-vendors-heading">
            {wallets.map((wallet) => {
              const active = open?.vendorCode === wallet.vendorCode ? open.direction : null;
              return (
                <li key={wallet.vendorCode} className="vendor-wallet" aria-label={wallet.name}>
                  <div className="vendor-wallet-line">
                    <span className="vendor-wallet-name">{wallet.name}</span>
                    <span className="vendor-wallet-balance">{money(wallet.balance)}</span>
                  </div>
                  <div className="vendor-wallet-actions">
                    {(recallOnly ? [] : (['in', 'out'] as const)).map((direction) => (
                      <button
                        key={direction}
                        type="button"
                        className={active === direction ? 'button' : 'button button-ghost'}
                        aria-label={t(direction === 'in' ? 'vendors.inTo' : 'vendors.outOf', { name: wallet.name })}
                        aria-expanded={active === direction}
                        onClick={() => toggle(wallet.vendorCode, direction)}
                      >
                        {t(direction === 'in' ? 'vendors.in' : 'vendors.out')}
                      </button>
                    ))}
                  </div>
                  {active && (
                    <TransferForm
                      direction={active}
                      vendorCode={wallet.vendorCode}
                      vendorName={wallet.name}
                      available={active === 'in' ? mainBalance : wallet.balance}
                      onDone={done(wallet, active)}
                      onCancel={() => setOpen(null)}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
