import type { PromotionDetail } from '@arcadia/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import { useMoneyText } from '../../lib/money-text.ts';
import '../../ui/money/money-table.css';

/** Basis points as a percentage: 80 → "0.8%", 2000 → "20%". */
export const percent = (bp: number) => `${Number((bp / 100).toFixed(2))}%`;

/** The chance of each prize, from its weight. */
const chance = (weight: number, total: number) => `${Number(((weight / total) * 100).toFixed(2))}%`;

/** What the promotion gives and asks, in plain lines; a raffle also lists its prizes with their chances. */
export function TermsList({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation('promotions');
  const money = useMoneyText();
  const { terms, eligibility } = promotion;
  const lines: string[] = [];
  switch (terms.kind) {
    case 'deposit-bonus':
      lines.push(t('terms.depositBonus', { percent: percent(terms.percentBp), max: money(terms.maxBonus) }));
      if (terms.minDeposit > 0) lines.push(t('terms.minDeposit', { min: money(terms.minDeposit) }));
      break;
    case 'first-deposit':
      lines.push(t('terms.firstDeposit', { percent: percent(terms.percentBp), max: money(terms.maxBonus) }));
      lines.push(t('terms.firstDepositMin', { min: money(terms.minDeposit) }));
      break;
    case 'rebate':
      lines.push(t('terms.rebate', { rate: percent(terms.rateBp), min: money(terms.minClaim) }));
      break;
    case 'check-in':
      lines.push(t('terms.checkIn', { rewards: terms.rewards.map(money).join(' · ') }));
      if (terms.minValidBet > 0) lines.push(t('terms.checkInBet', { min: money(terms.minValidBet) }));
      break;
    case 'raffle':
      lines.push(t('terms.raffleJoin', { count: terms.ticketsOnJoin }));
      if (terms.validBetPerTicket > 0) {
        lines.push(t('terms.rafflePerBet', { per: money(terms.validBetPerTicket), max: terms.maxTickets }));
      }
      break;
  }
  if (promotion.turnoverMultiple > 0) lines.push(t('terms.turnover', { times: promotion.turnoverMultiple }));
  const { vipMin, vipMax } = eligibility;
  if (vipMin !== null && vipMax !== null) lines.push(t('terms.vip', { min: vipMin, max: vipMax }));
  else if (vipMin !== null) lines.push(t('terms.vipFrom', { min: vipMin }));
  else if (vipMax !== null) lines.push(t('terms.vipUpTo', { max: vipMax }));
  if (eligibility.labels.length > 0) lines.push(t('terms.labels', { labels: eligibility.labels.join(', ') }));
  if (eligibility.newMemberDays !== null) lines.push(t('terms.newMembers', { days: eligibility.newMemberDays }));
  if (promotion.contact !== 'none') lines.push(t(`terms.contact.${promotion.contact}`));
  const total = terms.kind === 'raffle' ? terms.prizes.reduce((sum, prize) => sum + prize.weight, 0) : 0;
  return (
    <>
      <ul className="promo-terms">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {terms.kind === 'raffle' && (
        <table className="money-table promo-prizes" aria-label={t('terms.prizes')}>
          <thead>
            <tr>
              <th scope="col">{t('terms.prize')}</th>
              <th scope="col" className="is-number">
                {t('terms.pays')}
              </th>
              <th scope="col" className="is-number">
                {t('terms.chance')}
              </th>
            </tr>
          </thead>
          <tbody>
            {terms.prizes.map((prize) => (
              <tr key={`${prize.label}-${prize.weight}`}>
                <td>{prize.label}</td>
                <td className="is-number">{prize.amount > 0 ? money(prize.amount) : '—'}</td>
                <td className="is-number">{chance(prize.weight, total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
