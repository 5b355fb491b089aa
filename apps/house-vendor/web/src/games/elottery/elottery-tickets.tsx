import type { ElotteryTicket } from '@arcadia/contracts';
import { useShell } from '../../shell/shell-context.tsx';
import { statusText } from '../lottery/kit/ticket-status.ts';
import type { ElotteryGameView } from './slip-bet.ts';

/** The player's tickets, newest first: each bet and what it paid, the draw's result, and why one was refused. */
export function ElotteryTickets(props: { tickets: readonly ElotteryTicket[] | null; view: ElotteryGameView }) {
  const { t, formatMoney } = useShell();
  const { tickets, view } = props;
  if (tickets === null) return <p className="muted">{t('shell.loading')}</p>;
  if (tickets.length === 0) return <p className="muted dg-empty">{t('draw.ticket.none')}</p>;
  return (
    <ul className="dg-tickets">
      {tickets.map((ticket) => (
        <li key={ticket.ticketId} className={`dg-ticket ${ticket.status}`}>
          <div className="dg-ticket-main">
            <strong className="mono">{t('draw.issue', { issue: ticket.issue })}</strong>
            {ticket.result ? <view.ResultView result={ticket.result} /> : null}
          </div>
          <div className="dg-ticket-money">
            <span className="small">{formatMoney(ticket.stake)}</span>
            <span className="dg-ticket-status">
              {statusText(t, ticket.status, ticket.held)}
              {ticket.status === 'won' && ticket.payout !== null ? ` ${formatMoney(ticket.payout)}` : ''}
            </span>
          </div>
          <ul className="dg-ticket-bets">
            {ticket.bets.map((bet, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a ticket's bets keep their order
                key={i}
                className={bet.payout ? 'won' : undefined}
              >
                <span>{view.betLabel(t, bet)}</span>
                <span className="small">
                  {formatMoney(bet.stake)}
                  {bet.payout ? ` → ${formatMoney(bet.payout)}` : ''}
                </span>
              </li>
            ))}
          </ul>
          {ticket.status === 'rejected' ? <p className="dg-ticket-why small">{t('draw.ticket.refusedWhy')}</p> : null}
        </li>
      ))}
    </ul>
  );
}
