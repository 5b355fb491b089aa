import type { TextKey, Translate } from '../../../lib/i18n/index.ts';

export type TicketStatus = 'pending' | 'open' | 'won' | 'lost' | 'rejected' | 'void';

const STATUS: Record<TicketStatus, TextKey> = {
  pending: 'draw.ticket.pending',
  open: 'draw.ticket.open',
  won: 'draw.ticket.won',
  lost: 'draw.ticket.lost',
  rejected: 'draw.ticket.rejected',
  void: 'draw.ticket.void',
};

/** A ticket's state as the player reads it; a win over the brand's cap says it waits for review. */
export const statusText = (t: Translate, status: TicketStatus, held: boolean) =>
  `${t(STATUS[status])}${held && status === 'won' ? ` · ${t('draw.ticket.underReview')}` : ''}`;

/** Tickets that moved to won since the last list (and are paid, not held): the wallet moved. */
export function newlyWon<T extends { ticketId: string; status: TicketStatus; held: boolean }>(
  before: readonly T[] | null,
  after: readonly T[],
): boolean {
  if (before === null) return false;
  const was = new Map(before.map((ticket) => [ticket.ticketId, ticket.status]));
  return after.some((ticket) => ticket.status === 'won' && !ticket.held && was.get(ticket.ticketId) !== 'won');
}

/** Whether any ticket on a drawn draw still waits for its settlement. */
export const awaitingSettlement = (
  tickets: readonly { drawNo: number; status: TicketStatus }[],
  lastDrawn: number | null,
) =>
  lastDrawn !== null &&
  tickets.some((ticket) => (ticket.status === 'open' || ticket.status === 'pending') && ticket.drawNo <= lastDrawn);
