import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../security/form-parts.tsx';
import { useMoneyText } from '../wallet/money-text.ts';
import { useMemberDeposits } from './api/member-deposits.ts';
import { useBrandTime } from './brand-time.ts';
import { useDepositFocus } from './deposit-focus.ts';
import { MoneyPager } from './money-pager.tsx';

/** The member's deposit orders, newest first, a page at a time; any one can be opened above the list. */
export function DepositHistory() {
  const { t } = useTranslation('cashier');
  const money = useMoneyText();
  const time = useBrandTime();
  const [page, setPage] = useState(1);
  const { data, error, isFetching, refetch } = useMemberDeposits(page);
  const show = useDepositFocus((focus) => focus.show);

  return (
    <section className="cashier-history" aria-labelledby="deposit-history-title">
      <div className="cashier-history-head">
        <h4 id="deposit-history-title" className="cashier-heading">
          {t('deposit.history')}
        </h4>
        <button type="button" className="button button-ghost" disabled={isFetching} onClick={() => refetch()}>
          {t('refresh')}
        </button>
      </div>
      <ErrorAlert error={error} />
      {data && data.list.length === 0 && <p className="cashier-empty">{t('deposit.noOrders')}</p>}
      {data && data.list.length > 0 && (
        <div className="cashier-table-wrap">
          <table className="cashier-table" aria-labelledby="deposit-history-title">
            <thead>
              <tr>
                <th scope="col">{t('table.time')}</th>
                <th scope="col">{t('table.reference')}</th>
                <th scope="col">{t('table.channel')}</th>
                <th scope="col" className="is-number">
                  {t('table.amount')}
                </th>
                <th scope="col">{t('table.status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('table.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((order) => (
                <tr key={order.reference}>
                  <td>
                    <time dateTime={order.createdAt}>{time(order.createdAt)}</time>
                  </td>
                  <td>{order.reference}</td>
                  <td>{order.channelName}</td>
                  <td className="is-number">{money(order.amount)}</td>
                  <td>
                    <span className={`state-badge is-${order.state}`}>{t(`deposit.state.${order.state}`)}</span>
                  </td>
                  <td>
                    <button
                      type="button"
                      className="link-button"
                      aria-label={t('deposit.viewOrder', { reference: order.reference })}
                      onClick={() => show(order.reference)}
                    >
                      {t('deposit.view')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <MoneyPager label={t('deposit.pages')} page={page} totalPages={data.totalPages} onChange={setPage} />}
    </section>
  );
}
