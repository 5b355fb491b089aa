import { type BetTotals, formatMoney, GAME_CATEGORIES, type personalProfit, type ValueOf } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { profitTone, signedMoney } from '../betting-record/bet-totals.tsx';

type Profit = ValueOf<typeof personalProfit>;

const isCategory = (key: string) => (GAME_CATEGORIES as readonly string[]).includes(key);

function Cells({ row }: { row: BetTotals }) {
  return (
    <>
      <td className="is-number">{row.betCount}</td>
      <td className="is-number">{formatMoney(row.stake)}</td>
      <td className="is-number">{formatMoney(row.payout)}</td>
      <td className={`is-number ${profitTone(row.profit)}`}>{signedMoney(row.profit)}</td>
    </>
  );
}

/** A row per day (newest first) or per category, and the range's total at the foot. */
export function ProfitTable({ profit, groupBy }: { profit: Profit; groupBy: 'day' | 'category' }) {
  const { t } = useTranslation('bets');
  const label = (key: string) => (groupBy === 'category' && isCategory(key) ? t(`common:category.${key}`) : key);
  return (
    <div className="record-scroll">
      <table className="record-table">
        <caption className="visually-hidden">{t('memberCentre:page.personalProfit')}</caption>
        <thead>
          <tr>
            <th scope="col">{groupBy === 'day' ? t('day') : t('category')}</th>
            <th scope="col" className="is-number">
              {t('betCount')}
            </th>
            <th scope="col" className="is-number">
              {t('stake')}
            </th>
            <th scope="col" className="is-number">
              {t('payout')}
            </th>
            <th scope="col" className="is-number">
              {t('profit')}
            </th>
          </tr>
        </thead>
        <tbody>
          {profit.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{label(row.key)}</th>
              <Cells row={row} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('total')}</th>
            <Cells row={profit.totals} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
