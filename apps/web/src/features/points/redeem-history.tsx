import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useBrandTime } from '../../lib/brand-clock.ts';
import { MoneyHistory } from '../../ui/money/money-history.tsx';
import { useRedeemHistory } from './api/redeem-history.ts';

/** Redeem history: every redemption with its state (In process, Approved, Rejected) and the operator's word. */
export function RedeemHistory() {
  const { t, i18n } = useTranslation('points');
  const time = useBrandTime();
  const [page, setPage] = useState(1);
  const redemptions = useRedeemHistory(page, i18n.language);
  const columns = [
    { label: t('history.time') },
    { label: t('history.reference') },
    { label: t('history.goods') },
    { label: t('history.quantity'), numeric: true },
    { label: t('history.points'), numeric: true },
    { label: t('history.receiver') },
    { label: t('history.status') },
    { label: t('history.remark') },
  ];
  return (
    <MoneyHistory
      id="redeem-history-title"
      title={t('history.title')}
      emptyText={t('history.empty')}
      pagerLabel={t('history.pages')}
      columns={columns}
      query={redemptions}
      page={page}
      onPage={setPage}
    >
      {(list) =>
        list.map((item) => (
          <tr key={item.reference}>
            <td>
              <time dateTime={item.applyTime}>{time(item.applyTime)}</time>
            </td>
            <td>{item.reference}</td>
            <td>{item.goods}</td>
            <td className="is-number">{item.quantity}</td>
            <td className="is-number">{item.points.toLocaleString('en-US')}</td>
            <td className="redeem-receiver">{item.receiver}</td>
            <td>
              <span className={`redeem-state redeem-state-${item.state}`}>{t(`state.${item.state}`)}</span>
            </td>
            <td>
              {[item.remark, item.transactionRef ? t('history.transactionRef', { ref: item.transactionRef }) : null]
                .filter(Boolean)
                .join(' · ')}
            </td>
          </tr>
        ))
      }
    </MoneyHistory>
  );
}
