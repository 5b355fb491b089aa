import type { BetState, BetTotals, Language } from '@arcadia/contracts';
import type { Db, SqlParam } from '../../platform/db/db.ts';

export interface BetFilter {
  merchantId: number;
  memberId: string;
  vendor: string | null;
  gameType: string | null;
  state: BetState | null;
  /** Half-open range of instants [from, to) on placed_at. */
  from: Date | null;
  to: Date | null;
}

const WHERE = `b.merchant_id = $1 AND b.member_id = $2
  AND ($3::text IS NULL OR b.vendor_code = $3) AND ($4::text IS NULL OR b.game_type = $4)
  AND ($5::text IS NULL OR b.state = $5)
  AND ($6::timestamptz IS NULL OR b.placed_at >= $6) AND ($7::timestamptz IS NULL OR b.placed_at < $7)`;

/**
 * Totals as the contract defines them: stake of live bets (open and held included),
 * payout and profit of decided ones (a voided win is a lost bet).
 */
const TOTALS = `count(*) FILTER (WHERE b.state <> 'refunded')::int AS "betCount",
  COALESCE(SUM(b.stake) FILTER (WHERE b.state <> 'refunded'), 0)::text AS stake,
  COALESCE(SUM(b.payout) FILTER (WHERE b.state IN ('settled', 'voided')), 0)::text AS payout,
  COALESCE(SUM(b.payout - b.stake) FILTER (WHERE b.state IN ('settled', 'voided')), 0)::text AS profit`;

const params = (f: BetFilter): SqlParam[] => [f.merchantId, f.memberId, f.vendor, f.gameType, f.state, f.from, f.to];

/** A settled or voided bet has its result; a refunded one is even; an open or held one has none yet. */
const PROFIT_OF: Record<BetState, (payout: number, stake: number) => number | null> = {
  settled: (payout, stake) => payout - stake,
  voided: (payout, stake) => payout - stake,
  refunded: () => 0,
  open: () => null,
  held: () => null,
};

type TotalsRow = { betCount: number; stake: string; payout: string; profit: string };
const totalsOf = (row: TotalsRow | undefined): BetTotals => ({
  betCount: Number(row?.betCount ?? 0),
  stake: Number(row?.stake ?? 0),
  payout: Number(row?.payout ?? 0),
  profit: Number(row?.profit ?? 0),
});

/** A betting-record row's columns (bet_records as b, with betNameJoins), shared with the agent's team betting. */
export const BET_RECORD_COLUMNS = `b.id::text AS id, b.placed_at AS "placedAt", b.settled_at AS "settledAt",
  b.vendor_code AS vendor,
  COALESCE((SELECT v.name FROM game_vendors v WHERE v.merchant_id = b.merchant_id AND v.vassalage = b.vendor_code
             ORDER BY v.sort, v.id LIMIT 1), b.vendor_code) AS "vendorName",
  b.game_type AS "gameType", b.game_code AS "gameCode",
  COALESCE(n.name, en.name, b.game_code) AS "gameName", b.round_id AS "roundId",
  b.bet_transaction_id AS "transactionId", b.stake::text AS stake, b.payout::text AS payout, b.state`;

/** The game's name in the language given as parameter `language`, else English. */
export const betNameJoins = (language: string) => `LEFT JOIN games g ON g.game_code = b.game_code
  LEFT JOIN game_names n ON n.game_id = g.id AND n.language = ${language}
  LEFT JOIN game_names en ON en.game_id = g.id AND en.language = 'EN'`;

export interface RecordRow {
  id: string;
  placedAt: Date;
  settledAt: Date | null;
  vendor: string;
  vendorName: string;
  gameType: string;
  gameCode: string;
  gameName: string;
  roundId: string;
  transactionId: string;
  stake: string;
  payout: string;
  state: BetState;
}

export const betRecordOf = (row: RecordRow) => {
  const stake = Number(row.stake);
  const payout = Number(row.payout);
  return {
    ...row,
    placedAt: new Date(row.placedAt).toISOString(),
    settledAt: row.settledAt ? new Date(row.settledAt).toISOString() : null,
    stake,
    payout,
    profit: PROFIT_OF[row.state](payout, stake),
  };
};

/** Reads of bet_records for the member centre (the seamless API writes them). */
export const betsRepo = (db: Db) => ({
  async totals(filter: BetFilter): Promise<BetTotals & { total: number }> {
    const row = await db.one<TotalsRow & { total: number }>(
      `SELECT count(*)::int AS total, ${TOTALS} FROM bet_records b WHERE ${WHERE}`,
      params(filter),
    );
    return { ...totalsOf(row), total: Number(row?.total ?? 0) };
  },

  async page(filter: BetFilter, language: Language, limit: number, offset: number) {
    const rows = await db.query<RecordRow>(
      `SELECT ${BET_RECORD_COLUMNS}
         FROM bet_records b ${betNameJoins('$8')}
        WHERE ${WHERE}
        ORDER BY b.placed_at DESC, b.id DESC LIMIT $9 OFFSET $10`,
      [...params(filter), language, limit, offset],
    );
    return rows.map(betRecordOf);
  },

  /** Totals per brand-local day (yyyy-MM-dd of placed_at shifted by the zone) or per category. */
  async grouped(filter: BetFilter, by: 'day' | 'category', gmtOffsetMinutes: number) {
    const key =
      by === 'day'
        ? `to_char((b.placed_at AT TIME ZONE 'UTC') + make_interval(mins => $8::int), 'YYYY-MM-DD')`
        : 'b.game_type';
    const order = by === 'day' ? 'key DESC' : `SUM(b.stake) FILTER (WHERE b.state <> 'refunded') DESC NULLS LAST, key`;
    const rows = await db.query<TotalsRow & { key: string }>(
      `SELECT ${key} AS key, ${TOTALS} FROM bet_records b WHERE ${WHERE} GROUP BY 1 ORDER BY ${order}`,
      by === 'day' ? [...params(filter), gmtOffsetMinutes] : params(filter),
    );
    return rows.map((row) => ({ key: row.key, ...totalsOf(row) }));
  },
});
