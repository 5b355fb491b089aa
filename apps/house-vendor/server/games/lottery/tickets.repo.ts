import type { Db } from '../../db/db.ts';
import type { RoundRow } from '../../rounds/rounds.repo.ts';

/** A ticket: its round (stake, state, play), its draw and its draw's result, its win call's fate. */
export interface TicketRow extends RoundRow {
  drawNo: number;
  line: number;
  /** The win call: pending (on its way), done, refused (the wallet would not pay it); null before settlement. */
  winState: 'pending' | 'done' | 'refused' | null;
  /** The wallet held the win for review (over the brand's cap). */
  held: boolean;
  /** The draw's result, once drawn. */
  result: Record<string, unknown> | null;
}

export interface NewTicket {
  roundId: string;
  vendorCode: string;
  playerId: string;
  gameCode: string;
  drawNo: number;
  requestId: string;
  line: number;
}

/** The columns of rounds.repo.ts's RoundRow, read the same way. */
const ROUND = `r.id::text AS id, r.vendor_code AS "vendorCode", r.player_id AS "playerId", r.currency,
  r.game_code AS "gameCode", r.seed_id::text AS "seedId", r.nonce, r.stake::float8 AS stake,
  r.payout::float8 AS payout, r.state, r.play, r.created_at AS "createdAt"`;
const TICKET = `${ROUND}, t.draw_no::int AS "drawNo", t.line, c.state AS "winState",
  coalesce((c.answer->>'held')::boolean, false) AS held, d.result`;
const TICKETS = `lottery_tickets t JOIN rounds r ON r.id = t.round_id
  JOIN lottery_draws d ON d.game_code = t.game_code AND d.draw_no = t.draw_no
  LEFT JOIN wallet_calls c ON c.transaction_id = r.vendor_code || '-' || r.id || '-win'`;
/** Rounds that count as bought: not refused, not rolled back. */
const BOUGHT = `r.state NOT IN ('refused', 'refunding', 'refunded')`;

/** The only SQL of tickets (lottery_tickets; their money is their rounds', rounds.repo.ts). */
export const ticketsRepo = (db: Db) => ({
  insert: (ticket: NewTicket) =>
    db.query(
      `INSERT INTO lottery_tickets (round_id, vendor_code, player_id, game_code, draw_no, request_id, line)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        ticket.roundId,
        ticket.vendorCode,
        ticket.playerId,
        ticket.gameCode,
        ticket.drawNo,
        ticket.requestId,
        ticket.line,
      ],
    ),

  /** A purchase's tickets, in the order bought. */
  byRequest: (vendorCode: string, playerId: string, requestId: string) =>
    db.query<TicketRow>(
      `SELECT ${TICKET} FROM ${TICKETS} WHERE t.vendor_code = $1 AND t.player_id = $2 AND t.request_id = $3
        ORDER BY t.line`,
      [vendorCode, playerId, requestId],
    ),

  /** A player's tickets of a game, newest first; a ticket the wallet refused was never bought and is not one. */
  ofPlayer: (playerId: string, gameCode: string, count: number) =>
    db.query<TicketRow>(
      `SELECT ${TICKET} FROM ${TICKETS} WHERE t.player_id = $1 AND t.game_code = $2 AND r.state <> 'refused'
        ORDER BY t.round_id DESC LIMIT $3`,
      [playerId, gameCode, count],
    ),

  /**
   * Tickets of drawn draws not yet claimed whose bet is decided: open ones to settle, and refused,
   * refunded or settled ones to mark done. Tickets still being staked or refunded wait.
   */
  drawnUnsettled: (gameCodes: readonly string[], limit: number) =>
    db.query<TicketRow>(
      `SELECT ${TICKET} FROM ${TICKETS}
        WHERE t.game_code = ANY($1::text[]) AND t.settled_at IS NULL AND d.result IS NOT NULL
          AND r.state IN ('open', 'refused', 'refunded', 'settled')
        ORDER BY t.round_id LIMIT $2`,
      [gameCodes, limit],
    ),

  /** Claims an open ticket for its win call (inside a transaction): undefined when another process has. */
  claim: async (roundId: string, payout: number, play: Record<string, unknown>) => {
    const claimed = await db.one<{ id: string }>(
      `UPDATE rounds SET state = 'settling', payout = $2, play = $3 WHERE id = $1 AND state = 'open'
       RETURNING id::text AS id`,
      [roundId, payout, play],
    );
    if (claimed) await db.query('UPDATE lottery_tickets SET settled_at = now() WHERE round_id = $1', [roundId]);
    return claimed;
  },

  /** A ticket whose bet was refused or rolled back, or that is settled already: nothing left to claim. */
  done: (roundId: string) =>
    db.query('UPDATE lottery_tickets SET settled_at = now() WHERE round_id = $1 AND settled_at IS NULL', [roundId]),

  /** Tickets claimed a while ago whose win call was never written (the process stopped between the two). */
  strandedWins: (gameCodes: readonly string[], limit: number) =>
    db.query<{ id: string }>(
      `SELECT r.id::text AS id FROM lottery_tickets t JOIN rounds r ON r.id = t.round_id
        WHERE t.game_code = ANY($1::text[]) AND r.state = 'settling' AND t.settled_at < now() - interval '1 minute'
          AND NOT EXISTS (SELECT 1 FROM wallet_calls c WHERE c.transaction_id = r.vendor_code || '-' || r.id || '-win')
        ORDER BY r.id LIMIT $2`,
      [gameCodes, limit],
    ),

  /** Tickets written a while ago whose bet call never was (the process stopped before sending it): no money moved. */
  strandedBets: (gameCodes: readonly string[], limit: number) =>
    db.query<{ id: string }>(
      `SELECT r.id::text AS id FROM lottery_tickets t JOIN rounds r ON r.id = t.round_id
        WHERE t.game_code = ANY($1::text[]) AND r.state = 'betting' AND t.created_at < now() - interval '2 minutes'
          AND NOT EXISTS (SELECT 1 FROM wallet_calls c WHERE c.transaction_id = r.vendor_code || '-' || r.id || '-bet')
        ORDER BY r.id LIMIT $2`,
      [gameCodes, limit],
    ),

  /** A stranded ticket's bet that was never sent: refused, nothing owed. */
  refuseUnsent: (roundId: string) =>
    db.query(`UPDATE rounds SET state = 'refused', settled_at = now() WHERE id = $1 AND state = 'betting'`, [roundId]),

  /** Tickets bought per game since `since`. */
  counts: (gameCodes: readonly string[], since: Date) =>
    db.query<{ gameCode: string; tickets: number }>(
      `SELECT t.game_code AS "gameCode", count(*)::int AS tickets FROM lottery_tickets t JOIN rounds r ON r.id = t.round_id
        WHERE t.game_code = ANY($1::text[]) AND t.created_at >= $2 AND ${BOUGHT}
        GROUP BY t.game_code ORDER BY tickets DESC, t.game_code`,
      [gameCodes, since],
    ),

  /** The games a player bought tickets in, the latest purchase first. */
  playerGames: (gameCodes: readonly string[], playerId: string, count: number) =>
    db.query<{ gameCode: string; at: Date }>(
      `SELECT t.game_code AS "gameCode", max(t.created_at) AS at FROM lottery_tickets t JOIN rounds r ON r.id = t.round_id
        WHERE t.game_code = ANY($1::text[]) AND t.player_id = $2 AND ${BOUGHT}
        GROUP BY t.game_code ORDER BY max(t.round_id) DESC LIMIT $3`,
      [gameCodes, playerId, count],
    ),
});
