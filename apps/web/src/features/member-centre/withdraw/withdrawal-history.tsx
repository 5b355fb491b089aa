import { Fragment, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useBrandTime } from '../../../lib/brand-clock.ts';
import { useMoneyText } from '../../../lib/money-text.ts';
import { MoneyHistory } from '../../../ui/money/money-history.tsx';
import { useMemberWithdrawals } from './api/member-withdrawals.ts';
import { ConfirmReceipt } from './confirm-receipt.tsx';
import { useNow } from './countdown.ts';
import { WithdrawalState } from './withdrawal-state.tsx';

/**
 * The member's withdrawals, newest first. A paid one asks the member whether
 * the money arrived; the answer's form opens under its row.
 */
export function WithdrawalHistory() {
  const { t } = useTranslation('cashier');
  const money = useMoneyText();
  const time = useBrandTime();
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<{ reference: string; received: boolean } | null>(null);
  const withdrawals = useMemberWithdrawals(page);
  const now = useNow(withdrawals.data?.list.some((item) => item.state === 'paid') ?? false);
  const columns = [
    { label: t('table.time') },
    { label: t('table.reference') },
    { label: t('table.account') },
    { label: t('table.amount'), numeric: true },
    { label: t('table.status') },
    { label: t('table.actions') },
  ];

  return (
    <MoneyHistory
      id="withdraw-history-title"
      title={t('withdraw.history')}
      emptyText={t('withdraw.noWithdrawals')}
      pagerLabel={t('withdraw.pages')}
      columns={columns}
      query={withdrawals}
      page={page}
      onPage={setPage}
    >
      {(list) =>
        list.map((withdrawal) => (
          <Fragment key={withdrawal.reference}>
            <tr>
              <td>
                <time dateTime={withdrawal.requestedAt}>{time(withdrawal.requestedAt)}</time>
              </td>
              <td>{withdrawal.reference}</td>
              <td>{t('withdraw.accountOption', withdrawal.account)}</td>
              <td className="is-number">{money(withdrawal.amount)}</td>
              <td>
                <WithdrawalState withdrawal={withdrawal} now={now} />
              </td>
              <td>
                {withdrawal.state === 'paid' && (
                  <div className="withdrawal-actions">
                    {[true, false].map((received) => (
                      <button
                        key={String(received)}
                        type="button"
                        className="link-button"
                        onClick={() => setAnswering({ reference: withdrawal.reference, received })}
                      >
                        {received ? t('withdraw.markReceived') : t('withdraw.markNotReceived')}
                      </button>
                    ))}
                  </div>
                )}
              </td>
            </tr>
            {answering?.reference === withdrawal.reference && withdrawal.state === 'paid' && (
              <tr className="confirm-row">
                <td colSpan={columns.length}>
                  <ConfirmReceipt
                    key={String(answering.received)}
                    withdrawal={withdrawal}
                    received={answering.received}
                    onClose={() => setAnswering(null)}
                  />
                </td>
              </tr>
            )}
          </Fragment>
        ))
      }
    </MoneyHistory>
  );
}
