import { type BetRecordItem, type BetState, formatMoney } from '@arcadia/contracts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useBrand } from '../../../lib/brand.ts';
import { formatRecordTime } from '../../../lib/brand-clock.ts';
import { moneyTone, signedMoney } from '../../../lib/money-text.ts';
import { MoneyTable } from '../../../ui/money/money-table.tsx';

/** Open bets and wins held for review have no payout yet. */
const awaiting = (state: BetState) => state === 'open' || state === 'held';

/** One page of bets: when, which game, the round, stake, payout, profit and state (open bets have no result yet). */
export function BetTable({ bets }: { bets: readonly BetRecordItem[] }) {
  const { t, i18n } = useTranslation('bets');
  const offset = useBrand().merchant.gmtOffsetMinutes;
  const columns = [
    { label: t('time') },
    { label: t('game') },
    { label: t('round') },
    { label: t('stake'), numeric: true },
    { label: t('payout'), numeric: true },
    { label: t('profit'), numeric: true },
    { label: t('state') },
  ];
  return (
    <MoneyTable
      columns={columns}
      caption={t('memberCentre:page.personalHistoryCopy')}
      className="record-table bet-table"
    >
      {bets.map((bet) => (
        <tr key={bet.id}>
          <td>
            <time dateTime={bet.placedAt}>{formatRecordTime(bet.placedAt, offset, i18n.language)}</time>
          </td>
          <td>
            <span className="bet-game">{bet.gameName}</span>
            <span className="bet-vendor">{bet.vendorName}</span>
          </td>
          <td className="record-reference">{bet.roundId}</td>
          <td className="is-number">{formatMoney(bet.stake)}</td>
          <td className="is-number">{awaiting(bet.state) ? '—' : formatMoney(bet.payout)}</td>
          <td className={`is-number ${moneyTone(bet.profit)}`}>
            {bet.profit === null ? '—' : signedMoney(bet.profit)}
          </td>
          <td>
            <span className={`bet-state is-${bet.state}`}>{t(`states.${bet.state}`)}</span>
          </td>
        </tr>
      ))}
    </MoneyTable>
  );
}
