import { formatMoney, type memberTransactions, type ValueOf } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/brand.ts';
import { formatRecordTime } from './record-dates.ts';

type TransactionRecord = ValueOf<typeof memberTransactions>['list'][number];

const signed = (minor: number) => (minor > 0 ? `+${formatMoney(minor)}` : formatMoney(minor));
// Money in is green, out is red; a move between the member's own wallets nets 0 and stays plain.
const tone = (minor: number) => (minor > 0 ? ' is-in' : minor < 0 ? ' is-out' : '');

/** The movements of one page: time, type, signed amount, balance after, reference and remark. */
export function RecordTable({ records }: { records: TransactionRecord[] }) {
  const { t, i18n } = useTranslation('wallet');
  const offset = useBrand().merchant.gmtOffsetMinutes;
  return (
    <div className="record-scroll">
      <table className="record-table">
        <caption className="visually-hidden">{t('memberCentre:page.transactionHistory')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('record.time')}</th>
            <th scope="col">{t('record.type')}</th>
            <th scope="col" className="is-number">
              {t('record.amount')}
            </th>
            <th scope="col" className="is-number">
              {t('record.balanceAfter')}
            </th>
            <th scope="col">{t('record.reference')}</th>
            <th scope="col">{t('record.remark')}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id}>
              <td>
                <time dateTime={record.time}>{formatRecordTime(record.time, offset, i18n.language)}</time>
              </td>
              <td>{t(`types.${record.type}`, { defaultValue: record.type })}</td>
              <td className={`is-number${tone(record.amount)}`}>{signed(record.amount)}</td>
              <td className="is-number">{formatMoney(record.balanceAfter)}</td>
              <td className="record-reference">{record.reference}</td>
              <td>{record.remark}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
