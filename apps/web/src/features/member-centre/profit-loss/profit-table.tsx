import { type BetTotals, formatMoney, GAME_CATEGORIES, type personalProfit, type ValueOf } from '@arcadia/contracts';
import { useTranslation } from '../../../i18n/react.tsx';
import { moneyTone, signedMoney } from '../../../lib/money-text.ts';
import { MoneyTable } from '../../../ui/money/money-table.tsx';

type Profit = ValueOf<typeof personalProfit>;

const isCategory = (key: string) => (GAME_CATEGORIES as readonly string[]).includes(key);

function Cells({ row }: { row: BetTotals }) {
  return (
    <>
      <td className="is-number">{row.betCount}</td>
      <td className="is-number">{formatMoney(row.stake)}</td>
      <td className="is-number">{formatMoney(row.payout)}</td>
      <td className={`is-number ${moneyTone(row.profit)}`}>{signedMoney(row.profit)}</td>
    </>
  );
}

/** A row per day (newest first) or per category, and the range's total at the foot. */
export function ProfitTable({ profit, groupBy }: { profit: Profit; groupBy: 'day' | 'category' }) {
  const { t } = useTranslation('bets');
  const label = (key: string) => (groupBy === 'category' && isCategory(key) ? t(`common:category.${key}`) : key);
  const columns = [
    { label: groupBy === 'day' ? t('day') : t('category') },
    ...[t('betCount'), t('stake'), t('payout'), t('profit')].map((name) => ({ label: name, numeric: true })),
  ];
  const total = (
    <tr>
      <th scope="row">{t('total')}</th>
      <Cells row={profit.totals} />
    </tr>
  );
  return (
    <MoneyTable columns={columns} caption={t('memberCentre:page.personalProfit')} className="record-table" foot={total}>
      {profit.rows.map((row) => (
        <tr key={row.key}>
          <th scope="row">{label(row.key)}</th>
          <Cells row={row} />
        </tr>
      ))}
    </MoneyTable>
  );
}
