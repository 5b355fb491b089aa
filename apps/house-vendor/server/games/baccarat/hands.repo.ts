import type { Bets } from '../../../games/baccarat/payouts.ts';
import type { RoadEntry } from '../../../games/baccarat/road.ts';
import type { Winner } from '../../../games/baccarat/rules.ts';
import type { Db } from '../../db/db.ts';
import type { RoundState } from '../../rounds/rounds.repo.ts';

/** Shoes and hands of the baccarat tables (SQL only; a hand's money is rounds.repo.ts's). */

export type ShoeStatus = 'open' | 'ended' | 'rotated';
export interface ShoeRow {
  id: string;
  tableId: number;
  playerId: string;
  shoeNo: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  position: number;
  hands: number;
  status: ShoeStatus;
}

export type HandState = 'pending' | 'dealt' | 'void';
export interface HandRow {
  roundId: string;
  requestId: string;
  playerId: string;
  tableId: number;
  shoeId: string;
  shoeNo: number;
  handNo: number;
  position: number;
  used: number;
  bets: Bets;
  cards: { player: string[]; banker: string[] };
  winner: Winner;
  playerTotal: number;
  bankerTotal: number;
  playerPair: boolean;
  bankerPair: boolean;
  natural: boolean;
  returned: number;
  state: HandState;
  /** Its round's state (rounds/money.ts moves it). */
  roundState: RoundState;
  /** The wallet held the payout for review (its answer to the win said so). */
  held: boolean;
  /** The wallet's balance in its answer to the win, once answered. */
  winBalance: number | null;
  /** Why the wallet refused the bet, when it did. */
  betError: string | null;
}

const SHOE = `id::text AS id, table_id AS "tableId", player_id AS "playerId", shoe_no AS "shoeNo",
  server_seed AS "serverSeed", server_seed_hash AS "serverSeedHash", client_seed AS "clientSeed",
  position, hands, status`;

// The wallet calls are named as rounds/money.ts names them: <vendor>-<round id>-<kind>.
const HAND = `h.round_id::text AS "roundId", h.request_id AS "requestId", h.player_id AS "playerId",
  h.table_id AS "tableId", h.shoe_id::text AS "shoeId", s.shoe_no AS "shoeNo", h.hand_no AS "handNo", h.position,
  h.used, h.bets, h.cards, h.winner, h.player_total AS "playerTotal", h.banker_total AS "bankerTotal",
  h.player_pair AS "playerPair", h.banker_pair AS "bankerPair", h.is_natural AS "natural",
  h.returned::float8 AS returned, h.state, r.state AS "roundState",
  coalesce((w.answer->>'held')::boolean, false) AS held, (w.answer->>'balance')::float8 AS "winBalance",
  b.last_error AS "betError"`;
const HAND_FROM = `baccarat_hands h
  JOIN baccarat_shoes s ON s.id = h.shoe_id
  JOIN rounds r ON r.id = h.round_id
  LEFT JOIN wallet_calls w ON w.transaction_id = r.vendor_code || '-' || r.id || '-win'
  LEFT JOIN wallet_calls b ON b.transaction_id = r.vendor_code || '-' || r.id || '-bet'`;
const ROAD = `winner, player_pair AS "playerPair", banker_pair AS "bankerPair", is_natural AS "natural",
  CASE WHEN winner = 'B' THEN banker_total ELSE player_total END AS total`;

export const handsRepo = (db: Db) => ({
  openShoe: (tableId: number, playerId: string, lock = false) =>
    db.one<ShoeRow>(
      `SELECT ${SHOE} FROM baccarat_shoes WHERE table_id = $1 AND player_id = $2 AND status = 'open'
       ${lock ? 'FOR UPDATE' : ''}`,
      [tableId, playerId],
    ),

  /** The newest shoe that is over (its seed may be shown). */
  lastClosedShoe: (tableId: number, playerId: string) =>
    db.one<ShoeRow>(
      `SELECT ${SHOE} FROM baccarat_shoes WHERE table_id = $1 AND player_id = $2 AND status <> 'open'
        ORDER BY shoe_no DESC LIMIT 1`,
      [tableId, playerId],
    ),

  lastShoeNo: async (tableId: number, playerId: string) =>
    (
      await db.one<{ last: number }>(
        'SELECT coalesce(max(shoe_no), 0)::int AS last FROM baccarat_shoes WHERE table_id = $1 AND player_id = $2',
        [tableId, playerId],
      )
    )?.last ?? 0,

  /** A new open shoe, or undefined when another request opened one first. */
  insertShoe: (shoe: Omit<ShoeRow, 'id' | 'hands' | 'status'>) =>
    db.one<ShoeRow>(
      `INSERT INTO baccarat_shoes (table_id, player_id, shoe_no, server_seed, server_seed_hash, client_seed, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING ${SHOE}`,
      [shoe.tableId, shoe.playerId, shoe.shoeNo, shoe.serverSeed, shoe.serverSeedHash, shoe.clientSeed, shoe.position],
    ),

  closeShoe: (id: string, status: 'ended' | 'rotated') =>
    db.query("UPDATE baccarat_shoes SET status = $2, ended_at = now() WHERE id = $1 AND status = 'open'", [id, status]),

  lockShoe: (id: string) => db.one<ShoeRow>(`SELECT ${SHOE} FROM baccarat_shoes WHERE id = $1 FOR UPDATE`, [id]),

  /** The shoe moves past a dealt hand's cards. */
  advanceShoe: (id: string, position: number) =>
    db.query('UPDATE baccarat_shoes SET position = $2, hands = hands + 1 WHERE id = $1', [id, position]),

  /** The road of a shoe: its dealt hands in order. */
  shoeRoad: (shoeId: string) =>
    db.query<RoadEntry>(`SELECT ${ROAD} FROM baccarat_hands WHERE shoe_id = $1 AND state = 'dealt' ORDER BY hand_no`, [
      shoeId,
    ]),

  /** The latest `limit` results of some tables (every player's), oldest first per table. */
  tableRoads: async (tableIds: readonly number[], limit: number) => {
    const rows = await db.query<RoadEntry & { tableId: number }>(
      `SELECT "tableId", winner, "playerPair", "bankerPair", "natural", total FROM (
         SELECT table_id AS "tableId", ${ROAD}, dealt_at, round_id,
                row_number() OVER (PARTITION BY table_id ORDER BY dealt_at DESC, round_id DESC) AS n
           FROM baccarat_hands WHERE table_id = ANY($1::int[]) AND state = 'dealt') latest
        WHERE n <= $2 ORDER BY "tableId", dealt_at, round_id`,
      [tableIds, limit],
    );
    const roads = new Map<number, RoadEntry[]>();
    for (const { tableId, ...entry } of rows) roads.set(tableId, [...(roads.get(tableId) ?? []), entry]);
    return roads;
  },

  byRequest: (playerId: string, requestId: string) =>
    db.one<HandRow>(`SELECT ${HAND} FROM ${HAND_FROM} WHERE h.player_id = $1 AND h.request_id = $2`, [
      playerId,
      requestId,
    ]),

  byRound: (roundId: string) => db.one<HandRow>(`SELECT ${HAND} FROM ${HAND_FROM} WHERE h.round_id = $1`, [roundId]),

  /** The player's last dealt hand at a table. */
  lastHand: (tableId: number, playerId: string) =>
    db.one<HandRow>(
      `SELECT ${HAND} FROM ${HAND_FROM} WHERE h.table_id = $1 AND h.player_id = $2 AND h.state = 'dealt'
        ORDER BY h.dealt_at DESC, h.round_id DESC LIMIT 1`,
      [tableId, playerId],
    ),

  /** Whether a hand of the shoe waits for its bet (its cards are the shoe's next ones). */
  hasPending: async (shoeId: string) =>
    Boolean(await db.one("SELECT 1 FROM baccarat_hands WHERE shoe_id = $1 AND state = 'pending'", [shoeId])),

  /** The hand, pending; undefined when the shoe has a pending hand already or the request was seen (unique). */
  insertPending: (hand: {
    roundId: string;
    requestId: string;
    playerId: string;
    tableId: number;
    shoeId: string;
    handNo: number;
    position: number;
    used: number;
    bets: Bets;
    cards: { player: string[]; banker: string[] };
    winner: Winner;
    playerTotal: number;
    bankerTotal: number;
    playerPair: boolean;
    bankerPair: boolean;
    natural: boolean;
    returned: number;
  }) =>
    db.one<{ roundId: string }>(
      `INSERT INTO baccarat_hands (round_id, request_id, player_id, table_id, shoe_id, hand_no, position, used, bets,
         cards, winner, player_total, banker_total, player_pair, banker_pair, is_natural, returned)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
       ON CONFLICT DO NOTHING RETURNING round_id::text AS "roundId"`,
      [
        hand.roundId,
        hand.requestId,
        hand.playerId,
        hand.tableId,
        hand.shoeId,
        hand.handNo,
        hand.position,
        hand.used,
        hand.bets as Record<string, unknown>,
        hand.cards,
        hand.winner,
        hand.playerTotal,
        hand.bankerTotal,
        hand.playerPair,
        hand.bankerPair,
        hand.natural,
        hand.returned,
      ],
    ),

  /** Moves a pending hand on; undefined when it was not pending (someone else moved it first). */
  settlePending: (roundId: string, to: 'dealt' | 'void') =>
    db.one<{ shoeId: string; position: number; used: number }>(
      `UPDATE baccarat_hands SET state = $2, dealt_at = CASE WHEN $2 = 'dealt' THEN now() END
        WHERE round_id = $1 AND state = 'pending'
        RETURNING shoe_id::text AS "shoeId", position, used`,
      [roundId, to],
    ),

  /**
   * Hands a failure left between steps, older than any request takes: pending (the bet's answer
   * never came back to be acted on), or dealt with the round still open (the win never written).
   * A round still betting whose bet call is pending is the wallet sweep's (it rolls the bet back).
   */
  unfinished: (olderThanSeconds: number, limit: number) =>
    db.query<HandRow>(
      `SELECT ${HAND} FROM ${HAND_FROM}
        WHERE (h.state = 'pending' OR (h.state = 'dealt' AND r.state = 'open'))
          AND h.created_at < now() - make_interval(secs => $1)
          AND NOT (r.state = 'betting' AND coalesce(b.state, '') = 'pending')
        ORDER BY h.round_id LIMIT $2`,
      [olderThanSeconds, limit],
    ),
});
