import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useBrandTime } from '../../../lib/brand-clock.ts';
import { useMoneyText } from '../../../lib/money-text.ts';
import { MoneyHistory } from '../../../ui/money/money-history.tsx';
import { useMemberDeposits } from './api/member-deposits.ts';
import { useDepositFocus } from './deposit-focus.ts';

/** The member's deposit orders, newest first, a page at a time; any one can be opened above the list. */
export function DepositHistory() {
  const { t } = useTranslation('cashier');
  const money = useMoneyText();
  const time = useBrandTime();
  const [page, setPage] = useState(1);
  const deposits = useMemberDeposits(page);
  const show = useDepositFocus((focus) => focus.show);
  const columns = [
    { label: t('table.time') },
    { label: t('table.reference') },
    { label: t('table.channel') },
    { label: t('table.amount'), numeric: true },
    { label: t('table.status') },
    { label: t('table.actions'), hidden: true },
  ];

  return (
    <MoneyHistory
      id="deposit-history-title"
      title={t('deposit.history')}
      emptyText={t('deposit.noOrders')}
      pagerLabel={t('deposit.pages')}
      columns={columns}
      query={deposits}
      page={page}
      onPage={setPage}
    >
      {(orders) =>
        orders.map((order) => (
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
        ))
      }
    </MoneyHistory>
  );
}
