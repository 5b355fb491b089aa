/**
 * Seamless transaction ids of a ticket: derived from the ticket alone, so a retry,
 * a second settler or a restarted process always sends the same id and the wallet
 * applies each movement once.
 */
export const betTxId = (ticketId: string) => `ARCV-B-${ticketId}`;
export const winTxId = (ticketId: string) => `ARCV-W-${ticketId}`;
export const rollbackTxId = (ticketId: string) => `ARCV-R-${ticketId}`;
export const roundIdOf = (ticket: { gameCode: string; drawNo: number }) => `${ticket.gameCode}:${ticket.drawNo}`;
