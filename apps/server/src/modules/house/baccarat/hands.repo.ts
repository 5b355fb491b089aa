import type { BaccaratWinner, RoadEntry } from '@arcadia/contracts';
import type { Db } from '../../../platform/db/db.ts';
import type { Bets } from './payouts.ts';

/** Shoes and hands of the house baccarat (SQL only). */

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

/** The error noted when the wallet did not answer: the call is sent again later. */
export const WALLET_UNREACHABLE = 'wallet-unreachable';

export type HandStatus = 'betting' | 'refused' | 'dealt' | 'settled' | 'rolling-back' | 'rolled-back';
export interface HandRow {
  id: string;
  /** The table's vendor, whose wallet client settles the hand. */
  vendor: string;
  roundId: string;
  requestId: string;
  shoeId: string;
  playerId: string;
  gameCode: string;
  bets: Bets;
  stake: number;
  status: HandStatus;
  handNo: number | null;
  cards: { player: string[]; banker: string[] } | null;
  winner: BaccaratWinner | null;
  playerTotal: number | null;
  bankerTotal: number | null;
  playerPair: boolean | null;
  bankerPair: boolean | null;
  natural: boolean | null;
  returned: number | null;
  error: string | null;
  /** The wallet held the payout for review (over the brand's cap): not paid yet. */
  held: boolean;
}

const SHOE = `id::text AS id, table_id AS "tableId", player_id AS "playerId", shoe_no AS "shoeNo",
  server_seed AS "serverSeed", server_seed_hash AS "serverSeedHash", client_seed AS "clientSeed",
  position, hands, status`;
const HAND = `id::text AS id,
  (SELECT vendor FROM house_baccarat_tables t WHERE t.id = table_id) AS vendor, round_id AS "roundId", request_id AS "requestId", shoe_id::text AS "shoeId",
  player_id AS "playerId", game_code AS "gameCode", bets, stake::float8 AS stake, status, hand_no AS "handNo",
  cards, winner, player_total AS "playerTotal", banker_total AS "bankerTotal", player_pair AS "playerPair",
  banker_pair AS "bankerPair", is_natural AS "natural", returned::float8 AS returned, error, held`;
const ROAD = `winner, player_pair AS "playerPair", banker_pair AS "bankerPair", is_natural AS "natural",
  CASE WHEN winner = 'B' THEN banker_total ELSE player_total END AS total`;

export const handsRepo = (db: Db) => ({
  openShoe: (tableId: number, playerId: string, lock = false) =>
    db.one<ShoeRow>(
      `SELECT ${SHOE} FROM house_baccarat_shoes WHERE table_id = $1 AND player_id = $2 AND status = 'open'
       ${lock ? 'FOR UPDATE' : ''}`,
      [tableId, playerId],
    ),

  /** The newest shoe that is over (its seed may be shown). */
  lastClosedShoe: (tableId: number, playerId: string) =>
    db.one<ShoeRow>(
      `SELECT ${SHOE} FROM house_baccarat_shoes WHERE table_id = $1 AND player_id = $2 AND status <> 'open'
        ORDER BY shoe_no DESC LIMIT 1`,
      [tableId, playerId],
    ),

  lastShoeNo: async (tableId: number, playerId: string) =>
    (
      await db.one<{ last: number }>(
        'SELECT COALESCE(max(shoe_no), 0)::int AS last FROM house_baccarat_shoes WHERE table_id = $1 AND player_id = $2',
        [tableId, playerId],
      )
    )?.last ?? 0,

  /** A new open shoe, or undefined when another request opened one first. */
  insertShoe: (shoe: Omit<ShoeRow, 'id' | 'hands' | 'status'>) =>
    db.one<ShoeRow>(
      `INSERT INTO house_baccarat_shoes (table_id, player_id, shoe_no, server_seed, server_seed_hash, client_seed, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING ${SHOE}`,
      [shoe.tableId, shoe.playerId, shoe.shoeNo, shoe.serverSeed, shoe.serverSeedHash, shoe.clientSeed, shoe.position],
    ),

  closeShoe: (id: string, status: 'ended' | 'rotated') =>
    db.query("UPDATE house_baccarat_shoes SET status = $2, ended_at = now() WHERE id = $1 AND status = 'open'", [
      id,
      status,
    ]),

  lockShoe: (id: string) => db.one<ShoeRow>(`SELECT ${SHOE} FROM house_baccarat_shoes WHERE id = $1 FOR UPDATE`, [id]),

  shoeNoOf: async (id: string) =>
    (await db.one<{ shoeNo: number }>('SELECT shoe_no AS "shoeNo" FROM house_baccarat_shoes WHERE id = $1', [id]))
      ?.shoeNo ?? 0,

  advanceShoe: (id: string, position: number) =>
    db.query('UPDATE house_baccarat_shoes SET position = $2, hands = hands + 1 WHERE id = $1', [id, position]),

  /** The road of a shoe: its dealt hands in order. */
  shoeRoad: (shoeId: string) =>
    db.query<RoadEntry>(
      `SELECT ${ROAD} FROM house_baccarat_hands WHERE shoe_id = $1 AND winner IS NOT NULL ORDER BY hand_no`,
      [shoeId],
    ),

  /** The latest `limit` results of some tables (every player's), oldest first per table. */
  tableRoads: async (tableIds: readonly number[], limit: number) => {
    const rows = await db.query<RoadEntry & { tableId: number }>(
      `SELECT "tableId", winner, "playerPair", "bankerPair", "natural", total FROM (
         SELECT table_id AS "tableId", ${ROAD}, dealt_at, id,
                row_number() OVER (PARTITION BY table_id ORDER BY dealt_at DESC, id DESC) AS n
           FROM house_baccarat_hands WHERE table_id = ANY($1::int[]) AND winner IS NOT NULL) latest
        WHERE n <= $2 ORDER BY "tableId", dealt_at, id`,
      [tableIds, limit],
    );
    const roads = new Map<number, RoadEntry[]>();
    for (const { tableId, ...entry } of rows) roads.set(tableId, [...(roads.get(tableId) ?? []), entry]);
    return roads;
  },

  handByRequest: (playerId: string, requestId: string) =>
    db.one<HandRow>(`SELECT ${HAND} FROM house_baccarat_hands WHERE player_id = $1 AND request_id = $2`, [
      playerId,
      requestId,
    ]),

  lastHand: (tableId: number, playerId: string) =>
    db.one<HandRow>(
      `SELECT ${HAND} FROM house_baccarat_hands WHERE table_id = $1 AND player_id = $2 AND winner IS NOT NULL
        ORDER BY dealt_at DESC, id DESC LIMIT 1`,
      [tableId, playerId],
    ),

  /** The hand waiting for its bet, or undefined when another hand of the shoe is (unique index). */
  insertBetting: (hand: {
    roundId: string;
    requestId: string;
    shoeId: string;
    tableId: number;
    sessionId: string;
    playerId: string;
    gameCode: string;
    bets: Bets;
    stake: number;
  }) =>
    db.one<HandRow>(
      `INSERT INTO house_baccarat_hands (round_id, request_id, shoe_id, table_id, session_id, player_id, game_code, bets, stake, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'betting') ON CONFLICT DO NOTHING RETURNING ${HAND}`,
      [
        hand.roundId,
        hand.requestId,
        hand.shoeId,
        hand.tableId,
        hand.sessionId,
        hand.playerId,
        hand.gameCode,
        JSON.stringify(hand.bets),
        hand.stake,
      ],
    ),

  /** Moves a hand on only from the state expected; undefined when someone else moved it first. */
  transition: (id: string, from: HandStatus, to: HandStatus, error: string | null = null) =>
    db.one<HandRow>(
      `UPDATE house_baccarat_hands SET status = $3, error = COALESCE($4, error) WHERE id = $1 AND status = $2 RETURNING ${HAND}`,
      [id, from, to, error],
    ),

  markDealt: (
    id: string,
    hand: {
      shoeId: string;
      handNo: number;
      position: number;
      cards: { player: string[]; banker: string[] };
      winner: BaccaratWinner;
      playerTotal: number;
      bankerTotal: number;
      playerPair: boolean;
      bankerPair: boolean;
      natural: boolean;
      returned: number;
    },
  ) =>
    db.one<HandRow>(
      `UPDATE house_baccarat_hands SET status = 'dealt', dealt_at = now(), shoe_id = $12, hand_no = $2, position = $3, cards = $4,
              winner = $5, player_total = $6, banker_total = $7, player_pair = $8, banker_pair = $9, is_natural = $10,
              returned = $11
        WHERE id = $1 AND status = 'betting' RETURNING ${HAND}`,
      [
        id,
        hand.handNo,
        hand.position,
        JSON.stringify(hand.cards),
        hand.winner,
        hand.playerTotal,
        hand.bankerTotal,
        hand.playerPair,
        hand.bankerPair,
        hand.natural,
        hand.returned,
        hand.shoeId,
      ],
    ),

  /** Paid, or (`held`) accepted by the wallet and held for review: either way the hand is over. */
  markSettled: (id: string, balance: number, held = false) =>
    db.one<HandRow>(
      `UPDATE house_baccarat_hands SET status = 'settled', settled_at = now(), balance = $2, held = $3
        WHERE id = $1 AND status = 'dealt' RETURNING ${HAND}`,
      [id, balance, held],
    ),

  hasBettingHand: async (shoeId: string) =>
    (await db.one("SELECT 1 AS one FROM house_baccarat_hands WHERE shoe_id = $1 AND status = 'betting'", [shoeId])) !==
    undefined,

  handById: (id: string) => db.one<HandRow>(`SELECT ${HAND} FROM house_baccarat_hands WHERE id = $1`, [id]),

  /** Notes why the wallet did not take a call, leaving the status as it is. */
  noteError: (id: string, error: string) =>
    db.query('UPDATE house_baccarat_hands SET error = $2 WHERE id = $1', [id, error]),

  /** Hands left behind by a failure: waiting for a bet too long, to be refunded, or to be paid. */
  unfinished: (status: 'betting' | 'rolling-back' | 'dealt', olderThanSeconds: number, limit = 50) =>
    db.query<HandRow>(
      `SELECT ${HAND} FROM house_baccarat_hands WHERE status = $1
          AND COALESCE(dealt_at, created_at) < now() - make_interval(secs => $2)
          AND (error IS NULL OR error = '${WALLET_UNREACHABLE}') ORDER BY id LIMIT $3`,
      [status, olderThanSeconds, limit],
    ),
});
