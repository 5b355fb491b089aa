import { type BetRecordItem, formatMoney } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/brand.ts';
import { formatRecordTime } from '../account-record/record-dates.ts';
import { profitTone, signedMoney } from './bet-totals.tsx';

/** One page of bets: when, which game, the round, stake, payout, profit and state (open bets have no result yet). */
export function BetTable({ bets }: { bets: readonly BetRecordItem[] }) {
  const { t, i18n } = useTranslation('bets');
  const offset = useBrand().merchant.gmtOffsetMinutes;
  return (
    <div className="record-scroll">
      <table className="record-table bet-table">
        <caption className="visually-hidden">{t('memberCentre:page.personalHistoryCopy')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('time')}</th>
            <th scope="col">{t('game')}</th>
            <th scope="col">{t('round')}</th>
            <th scope="col" className="is-number">
              {t('stake')}
            </th>
            <th scope="col" className="is-number">
              {t('payout')}
            </th>
            <th scope="col" className="is-number">
              {t('profit')}
            </th>
            <th scope="col">{t('state')}</th>
          </tr>
        </thead>
        <tbody>
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
              <td className="is-number">{bet.state === 'open' ? '—' : formatMoney(bet.payout)}</td>
              <td className={`is-number ${profitTone(bet.profit)}`}>
                {bet.profit === null ? '—' : signedMoney(bet.profit)}
              </td>
              <td>
                <span className={`bet-state is-${bet.state}`}>{t(`states.${bet.state}`)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
