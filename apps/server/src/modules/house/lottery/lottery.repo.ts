import type {
  LocalizedText,
  LotteryBetType,
  LotteryPrize,
  LotteryRegion,
  LotteryTicketStatus,
} from '@arcadia/contracts';
import type { Db } from '../../../platform/db/db.ts';

export interface GameRow {
  code: string;
  vendor: string;
  region: LotteryRegion;
  prizeMode: 'Lott' | 'ZY' | 'Elott' | 'SEA';
  intervalSeconds: number;
  closeSeconds: number;
  odds: Record<LotteryBetType, number>;
  names: LocalizedText;
  sort: number;
}

export interface DrawRow {
  gameCode: string;
  drawNo: number;
  drawAt: Date;
  special: string;
  prizes: LotteryPrize[];
  drawnAt: Date;
  /** The draw's committed seed and its hash; null for a draw drawn before draws had seeds. */
  seed: string | null;
  seedHash: string | null;
}

export interface TicketRow {
  id: string;
  playerId: string;
  currency: string;
  gameCode: string;
  drawNo: number;
  betType: LotteryBetType;
  number: string;
  stake: number;
  odds: number;
  status: LotteryTicketStatus;
  hits: number | null;
  payout: number | null;
  held: boolean;
  createdAt: Date;
}

const GAME = `code, vendor, region, prize_mode AS "prizeMode", interval_seconds AS "intervalSeconds",
  close_seconds AS "closeSeconds", names, sort,
  json_build_object('LO', odds_lo, 'DE', odds_de, 'CANG3', odds_cang3) AS odds`;
const DRAW = `game_code AS "gameCode", draw_no::int AS "drawNo", draw_at AS "drawAt", special, prizes, drawn_at AS "drawnAt",
  seed, seed_hash AS "seedHash"`;
/** A drawn result with its seed: a result exists only after its draw time, so its seed may be shown. */
const DRAWS = 'lottery_draws LEFT JOIN lottery_draw_seeds USING (game_code, draw_no)';
const TICKET = `id::text, player_id AS "playerId", currency, game_code AS "gameCode", draw_no::int AS "drawNo",
  bet_type AS "betType", number, stake::float8 AS stake, odds, status, hits, payout::float8 AS payout, held,
  created_at AS "createdAt"`;

export interface NewTicket {
  playerId: string;
  currency: string;
  gameCode: string;
  drawNo: number;
  betType: LotteryBetType;
  number: string;
  stake: number;
  odds: number;
  requestId: string;
}

export const lotteryRepo = (db: Db) => ({
  games: () => db.query<GameRow>(`SELECT ${GAME} FROM lottery_games WHERE enabled ORDER BY sort, code`),

  game: (code: string) => db.one<GameRow>(`SELECT ${GAME} FROM lottery_games WHERE enabled AND code = $1`, [code]),

  /** Writes a draw's result once: false when that game and draw number already have one. */
  insertDraw: async (draw: Omit<DrawRow, 'drawnAt' | 'seed' | 'seedHash'>) =>
    (
      await db.query(
        `INSERT INTO lottery_draws (game_code, draw_no, draw_at, special, prizes) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (game_code, draw_no) DO NOTHING RETURNING draw_no`,
        [draw.gameCode, draw.drawNo, draw.drawAt, draw.special, JSON.stringify(draw.prizes)],
      )
    ).length === 1,

  /** Earlier draws that hold unsettled tickets but no result (the process was down at their time). */
  owedDrawNos: async (gameCode: string, uptoDrawNo: number) =>
    (
      await db.query<{ drawNo: number }>(
        `SELECT DISTINCT t.draw_no::int AS "drawNo" FROM lottery_tickets t
         WHERE t.game_code = $1 AND t.draw_no <= $2 AND t.status IN ('pending', 'open')
           AND NOT EXISTS (SELECT 1 FROM lottery_draws d WHERE d.game_code = t.game_code AND d.draw_no = t.draw_no)
         ORDER BY 1`,
        [gameCode, uptoDrawNo],
      )
    ).map((row) => row.drawNo),

  draw: (gameCode: string, drawNo: number) =>
    db.one<DrawRow>(`SELECT ${DRAW} FROM ${DRAWS} WHERE game_code = $1 AND draw_no = $2`, [gameCode, drawNo]),

  /** The latest results of the given games, newest first. */
  latestDraws: (gameCodes: readonly string[], count: number) =>
    db.query<DrawRow>(
      `SELECT ${DRAW} FROM ${DRAWS} WHERE game_code = ANY($1::text[]) ORDER BY draw_at DESC, game_code LIMIT $2`,
      [gameCodes, count],
    ),

  /** Each game's latest result. */
  lastDrawPerGame: (gameCodes: readonly string[]) =>
    db.query<DrawRow>(
      `SELECT DISTINCT ON (game_code) ${DRAW} FROM ${DRAWS}
       WHERE game_code = ANY($1::text[]) ORDER BY game_code, draw_no DESC`,
      [gameCodes],
    ),

  /** Inserts a purchase's tickets; a repeated purchase (same request id) inserts nothing new. */
  insertTickets: async (tickets: readonly NewTicket[]) => {
    for (const t of tickets) {
      await db.query(
        `INSERT INTO lottery_tickets (player_id, currency, game_code, draw_no, bet_type, number, stake, odds, request_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (player_id, request_id, number) DO NOTHING`,
        [t.playerId, t.currency, t.gameCode, t.drawNo, t.betType, t.number, t.stake, t.odds, t.requestId],
      );
    }
  },

  byRequest: (playerId: string, requestId: string) =>
    db.query<TicketRow>(`SELECT ${TICKET} FROM lottery_tickets WHERE player_id = $1 AND request_id = $2 ORDER BY id`, [
      playerId,
      requestId,
    ]),

  playerTickets: (playerId: string, gameCode: string, count: number) =>
    db.query<TicketRow>(
      `SELECT ${TICKET} FROM lottery_tickets WHERE player_id = $1 AND game_code = $2 ORDER BY id DESC LIMIT $3`,
      [playerId, gameCode, count],
    ),

  /** Moves a ticket on only from the state the caller saw, so concurrent settlers cannot both act. */
  transition: async (
    id: string,
    from: LotteryTicketStatus,
    to: LotteryTicketStatus,
    /** `held`: the wallet held the win for review (over the brand's cap). */
    result?: { hits: number; payout: number; held?: boolean },
  ) =>
    (
      await db.query(
        `UPDATE lottery_tickets SET status = $3, hits = $4, payout = $5, held = $6, lease_until = NULL,
           settled_at = CASE WHEN $3 IN ('won', 'lost', 'void') THEN now() ELSE settled_at END
         WHERE id = $1 AND status = $2 RETURNING id`,
        [id, from, to, result?.hits ?? null, result?.payout ?? null, result?.held === true],
      )
    ).length === 1,

  /**
   * Leases up to `limit` tickets for `leaseSeconds`: open tickets whose draw has a result,
   * and pending ones older than `staleSeconds` (their bet call never came back).
   */
  claimDue: (limit: number, leaseSeconds: number, staleSeconds: number) =>
    db.query<TicketRow>(
      `UPDATE lottery_tickets SET lease_until = now() + make_interval(secs => $2)
       WHERE id IN (
         SELECT t.id FROM lottery_tickets t
         WHERE (t.lease_until IS NULL OR t.lease_until < now())
           AND ((t.status = 'open' AND EXISTS (SELECT 1 FROM lottery_draws d
                                                WHERE d.game_code = t.game_code AND d.draw_no = t.draw_no))
             OR (t.status = 'pending' AND t.created_at < now() - make_interval(secs => $3)))
         ORDER BY t.id LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING ${TICKET}`,
      [limit, leaseSeconds, staleSeconds],
    ),

  /** Tickets bought per game since `since` (popularity). */
  ticketCounts: (since: Date) =>
    db.query<{ gameCode: string; tickets: number }>(
      `SELECT game_code AS "gameCode", count(*)::int AS tickets FROM lottery_tickets
       WHERE created_at >= $1 AND status NOT IN ('rejected', 'void') GROUP BY game_code`,
      [since],
    ),

  /** The games a player bought tickets in, most recent purchase first. */
  playerGames: (playerId: string, count: number) =>
    db.query<{ gameCode: string; at: Date }>(
      `SELECT game_code AS "gameCode", max(created_at) AS at FROM lottery_tickets WHERE player_id = $1
       GROUP BY game_code ORDER BY max(id) DESC LIMIT $2`,
      [playerId, count],
    ),
});

export type LotteryRepo = ReturnType<typeof lotteryRepo>;
