import { formatMoney, type memberTransactions, type ValueOf } from '@arcadia/contracts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useBrand } from '../../../lib/brand.ts';
import { formatRecordTime } from '../../../lib/brand-clock.ts';
import { moneyTone, signedMoney } from '../../../lib/money-text.ts';
import { MoneyTable } from '../../../ui/money/money-table.tsx';

type TransactionRecord = ValueOf<typeof memberTransactions>['list'][number];

/**
 * The movements of one page: time, type, signed amount, balance after,
 * reference and remark. A move between the member's own wallets nets 0 and stays plain.
 */
export function RecordTable({ records }: { records: TransactionRecord[] }) {
  const { t, i18n } = useTranslation('wallet');
  const offset = useBrand().merchant.gmtOffsetMinutes;
  const columns = [
    { label: t('record.time') },
    { label: t('record.type') },
    { label: t('record.amount'), numeric: true },
    { label: t('record.balanceAfter'), numeric: true },
    { label: t('record.reference') },
    { label: t('record.remark') },
  ];
  return (
    <MoneyTable columns={columns} caption={t('memberCentre:page.transactionHistory')} className="record-table">
      {records.map((record) => (
        <tr key={record.id}>
          <td>
            <time dateTime={record.time}>{formatRecordTime(record.time, offset, i18n.language)}</time>
          </td>
          <td>{t(`types.${record.type}`, { defaultValue: record.type })}</td>
          <td className={`is-number ${moneyTone(record.amount)}`}>{signedMoney(record.amount)}</td>
          <td className="is-number">{formatMoney(record.balanceAfter)}</td>
          <td className="record-reference">{record.reference}</td>
          <td>{record.remark}</td>
        </tr>
      ))}
    </MoneyTable>
  );
}
