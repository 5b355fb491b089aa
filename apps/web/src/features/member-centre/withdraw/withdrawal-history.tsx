import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandTime } from '../deposit/brand-time.ts';
import { MoneyPager } from '../deposit/money-pager.tsx';
import { ErrorAlert } from '../security/form-parts.tsx';
import { useMoneyText } from '../wallet/money-text.ts';
import { useMemberWithdrawals } from './api/member-withdrawals.ts';
import { ConfirmReceipt } from './confirm-receipt.tsx';
import { useNow } from './countdown.ts';
import { WithdrawalState } from './withdrawal-state.tsx';

const COLUMNS = 6;

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
  const { data, error, isFetching, refetch } = useMemberWithdrawals(page);
  const now = useNow(data?.list.some((item) => item.state === 'paid') ?? false);

  return (
    <section className="cashier-history" aria-labelledby="withdraw-history-title">
      <div className="cashier-history-head">
        <h4 id="withdraw-history-title" className="cashier-heading">
          {t('withdraw.history')}
        </h4>
        <button type="button" className="button button-ghost" disabled={isFetching} onClick={() => refetch()}>
          {t('refresh')}
        </button>
      </div>
      <ErrorAlert error={error} />
      {data && data.list.length === 0 && <p className="cashier-empty">{t('withdraw.noWithdrawals')}</p>}
      {data && data.list.length > 0 && (
        <div className="cashier-table-wrap">
          <table className="cashier-table" aria-labelledby="withdraw-history-title">
            <thead>
              <tr>
                <th scope="col">{t('table.time')}</th>
                <th scope="col">{t('table.reference')}</th>
                <th scope="col">{t('table.account')}</th>
                <th scope="col" className="is-number">
                  {t('table.amount')}
                </th>
                <th scope="col">{t('table.status')}</th>
                <th scope="col">{t('table.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((withdrawal) => (
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
                          <button
                            type="button"
                            className="link-button"
                            onClick={() => setAnswering({ reference: withdrawal.reference, received: true })}
                          >
                            {t('withdraw.markReceived')}
                          </button>
                          <button
                            type="button"
                            className="link-button"
                            onClick={() => setAnswering({ reference: withdrawal.reference, received: false })}
                          >
                            {t('withdraw.markNotReceived')}
                          </button>
                        </div>
                      )}
                    </td>
                  </tr>
                  {answering?.reference === withdrawal.reference && withdrawal.state === 'paid' && (
                    <tr className="confirm-row">
                      <td colSpan={COLUMNS}>
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
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <MoneyPager label={t('withdraw.pages')} page={page} totalPages={data.totalPages} onChange={setPage} />}
    </section>
  );
}
