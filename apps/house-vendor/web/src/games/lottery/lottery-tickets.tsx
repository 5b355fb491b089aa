import type { LotteryTicket } from '@arcadia/contracts';
import { useShell } from '../../shell/shell-context.tsx';
import { statusText } from './kit/ticket-status.ts';

/** The player's tickets of this game, newest first: the number, the stake, the outcome (and why one was refused). */
export function LotteryTickets(props: { tickets: readonly LotteryTicket[] | null }) {
  const { t, formatMoney } = useShell();
  const { tickets } = props;
  if (tickets === null) return <p className="muted">{t('shell.loading')}</p>;
  if (tickets.length === 0) return <p className="muted dg-empty">{t('draw.slip.empty')}</p>;
  return (
    <ul className="dg-tickets">
      {tickets.map((ticket) => (
        <li key={ticket.ticketId} className={`dg-ticket ${ticket.status}`}>
          <div className="dg-ticket-main">
            <strong>
              {t(`lotto.short.${ticket.betType}`)} <span className="mono">{ticket.number}</span>
            </strong>
            <span className="muted small">{t('draw.issue', { issue: ticket.issue })}</span>
          </div>
          <div className="dg-ticket-money">
            <span className="small">{formatMoney(ticket.stake)}</span>
            <span className="dg-ticket-status">
              {statusText(t, ticket.status, ticket.held)}
              {ticket.status === 'won' && ticket.payout !== null ? ` ${formatMoney(ticket.payout)}` : ''}
              {ticket.hits && ticket.hits > 1 ? ` · ${t('draw.ticket.hits', { n: ticket.hits })}` : ''}
            </span>
          </div>
          {ticket.status === 'rejected' ? <p className="dg-ticket-why small">{t('draw.ticket.refusedWhy')}</p> : null}
        </li>
      ))}
    </ul>
  );
}
