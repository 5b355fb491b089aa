import { createHash } from 'node:crypto';
import { PLAY_MONEY, TRIAL_TYPE } from '@arcadia/contracts';
import type { Db, SqlParam } from '../../platform/db/db.ts';

export type SeamlessKind = 'bet' | 'win' | 'rollback';

export interface StoredCall {
  kind: SeamlessKind;
  requestHash: string;
  /** The value answered, or `{ error }` for a recorded refusal. */
  result: Record<string, unknown>;
}

export interface Player {
  id: string;
  merchantId: number;
  nickname: string;
  /** A free-play guest: plays with play money, against the vendor's play-money side. */
  play: boolean;
  /** The currency of the wallet the vendor plays from (PLAY for a guest). */
  currency: string;
}

export interface BetRecord {
  id: string;
  merchantId: number;
  memberId: string;
  roundId: string;
  gameCode: string;
  accountId: string;
  stake: number;
  state: 'open' | 'settled' | 'refunded' | 'held' | 'voided';
}

/** A signed 64-bit advisory-lock key for a name (first 8 bytes of its SHA-256). */
const lockKey = (name: string) => createHash('sha256').update(name).digest().readBigInt64BE(0);

/** The advisory-lock keys of a call's ids, each once, in the one global order every call takes them. */
const lockKeys = (vendor: string, ids: readonly string[]) =>
  [...new Set(ids.map((id) => lockKey(`${vendor}:${id}`)))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * The advisory-lock name of a round (vendor, player, round id): a bet and the call that closes its
 * round take it, so a bet never slips into a round while it closes. `#` is in no transaction id.
 */
export const roundLock = (playerId: string, roundId: string) => `#round:${playerId}:${roundId}`;

/** What a call in one statement answers (migrations 031, 034 and 044). */
export interface AtOnceRow {
  outcome: 'placed' | 'posted' | 'answered' | 'prior' | 'general';
  kind: SeamlessKind | null;
  requestHash: string | null;
  result: Record<string, unknown> | null;
  balance: string | null;
  currency: string | null;
}

/** Runs one of those functions (`call` is its SQL, arguments as $n) as a prepared statement. */
async function callAtOnce(db: Db, name: string, call: string, params: readonly SqlParam[]) {
  const rows = await db.query<AtOnceRow>(
    `SELECT o_outcome AS outcome, o_kind AS kind, o_hash AS "requestHash", o_result AS result,
       o_balance::text AS balance, o_currency AS currency FROM ${call}`,
    params,
    { name },
  );
  return rows[0];
}

/** SQL of the seamless-wallet API: idempotency records, bet records, players, launch tokens. */
export const seamlessRepo = (db: Db) => ({
  /**
   * Serialises calls about the same transaction ids until the transaction ends.
   * Keys are taken in one global order, so two calls never wait on each other in a circle.
   */
  async lock(vendor: string, ids: readonly string[]) {
    const keys = lockKeys(vendor, ids);
    if (keys.length === 1) {
      await db.query('SELECT pg_advisory_xact_lock($1::bigint)', [String(keys[0])], { name: 'seamless_lock' });
      return;
    }
    // One statement, the keys taken one by one in the order sorted here (WITH ORDINALITY keeps it).
    await db.query(
      `SELECT pg_advisory_xact_lock(k.key) FROM (SELECT key FROM unnest($1::bigint[]) WITH ORDINALITY AS u(key, n)
        ORDER BY n OFFSET 0) k`,
      [keys.map(String)],
      { name: 'seamless_locks' },
    );
  },

  /**
   * The call stored under this transaction id (if any), and whether a rollback already
   * named \`betTransactionId\` (the bet id is then void): one read for both.
   */
  async callAndVoid(vendor: string, transactionId: string, betTransactionId: string) {
    const rows = await db.query<StoredCall & { own: boolean }>(
      `SELECT kind, request_hash AS "requestHash", result, transaction_id = $2 AS own FROM seamless_transactions
        WHERE vendor_code = $1 AND (transaction_id = $2 OR (bet_transaction_id = $3 AND kind = 'rollback'))`,
      [vendor, transactionId, betTransactionId],
      { name: 'seamless_call' },
    );
    const own = rows.find((row) => row.own);
    return {
      prior: own && { kind: own.kind, requestHash: own.requestHash, result: own.result },
      voided: rows.some((row) => !row.own && row.kind === 'rollback'),
    };
  },

  /**
   * A bet in one statement (migration 031, restated by 044): lock, look, post, record. 'prior'
   * answers the call already recorded under the id; 'general' means nothing was written and the
   * caller goes the general way (a voided id, a closed round, an account to open, a ledger key taken).
   */
  async placeBet(bet: {
    vendor: string;
    transactionId: string;
    requestHash: string;
    merchantId: number;
    memberId: string;
    vendorSide: string;
    ledgerKey: string;
    amount: number;
    metadata: object;
    gameType: string;
    gameCode: string;
    roundId: string;
  }) {
    return callAtOnce(
      db,
      'seamless_place_bet',
      'seamless_bet($1::bigint[], $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13)',
      [
        lockKeys(bet.vendor, [bet.transactionId, roundLock(String(bet.memberId), bet.roundId)]).map(String),
        bet.vendor,
        bet.transactionId,
        bet.requestHash,
        bet.merchantId,
        bet.memberId,
        bet.vendorSide,
        bet.ledgerKey,
        bet.amount,
        JSON.stringify(bet.metadata),
        bet.gameType,
        bet.gameCode,
        bet.roundId,
      ],
    );
  },

  /**
   * A win or a rollback in one statement (migration 034, with `closeRound` 044): lock, look, the bet
   * locked, post, close, record, and the round closed when the vendor says so. 'prior' and
   * 'general' as for placeBet; a win over the cap goes the general way.
   */
  async settle(call: {
    kind: 'win' | 'rollback';
    vendor: string;
    transactionId: string;
    requestHash: string;
    merchantId: number;
    memberId: string;
    vendorSide: string;
    ledgerKey: string;
    /** The win's payout; unused by a rollback (it refunds the stake). */
    amount: number;
    betTransactionId: string;
    roundId: string;
    /** The cap of a brand without money settings. */
    defaultCap: { stakeMultiple: number; maxWin: number };
    /** The vendor's roundClosed: the round takes no new bet once this call is recorded. */
    closeRound: boolean;
  }) {
    const ids = [call.transactionId, call.betTransactionId];
    if (call.closeRound) ids.push(roundLock(call.memberId, call.roundId));
    return callAtOnce(
      db,
      'seamless_settle_close',
      'seamless_settle($1, $2::bigint[], $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)',
      [
        call.kind,
        lockKeys(call.vendor, ids).map(String),
        call.vendor,
        call.transactionId,
        call.requestHash,
        call.merchantId,
        call.memberId,
        call.vendorSide,
        call.ledgerKey,
        call.amount,
        call.betTransactionId,
        call.roundId,
        call.defaultCap.stakeMultiple,
        call.defaultCap.maxWin,
        call.closeRound,
      ],
    );
  },

  /** True when the vendor closed this round of this player. */
  async roundClosed(vendor: string, memberId: string, roundId: string) {
    const row = await db.one(
      'SELECT 1 AS yes FROM seamless_closed_rounds WHERE vendor_code = $1 AND member_id = $2 AND round_id = $3',
      [vendor, memberId, roundId],
      { name: 'seamless_round_closed' },
    );
    return row !== undefined;
  },

  /** Closes a round for new bets (once; a second closing call changes nothing). */
  closeRound: (vendor: string, memberId: string, roundId: string, transactionId: string) =>
    db.query(
      `INSERT INTO seamless_closed_rounds (vendor_code, member_id, round_id, transaction_id)
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [vendor, memberId, roundId, transactionId],
      { name: 'seamless_close_round' },
    ),

  call: (vendor: string, transactionId: string) =>
    db.one<StoredCall>(
      `SELECT kind, request_hash AS "requestHash", result FROM seamless_transactions
        WHERE vendor_code = $1 AND transaction_id = $2`,
      [vendor, transactionId],
    ),

  record: (call: {
    vendor: string;
    transactionId: string;
    kind: SeamlessKind;
    requestHash: string;
    memberId: string;
    betTransactionId: string;
    result: object;
  }) =>
    db.query(
      `INSERT INTO seamless_transactions
         (vendor_code, transaction_id, kind, request_hash, member_id, bet_transaction_id, result)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        call.vendor,
        call.transactionId,
        call.kind,
        call.requestHash,
        call.memberId,
        call.betTransactionId,
        JSON.stringify(call.result),
      ],
      { name: 'seamless_record' },
    ),

  /** True when a rollback named this bet before it was seen: the bet id is void. */
  async voided(vendor: string, betTransactionId: string) {
    const row = await db.one(
      `SELECT 1 AS yes FROM seamless_transactions
        WHERE vendor_code = $1 AND bet_transaction_id = $2 AND kind = 'rollback' LIMIT 1`,
      [vendor, betTransactionId],
    );
    return row !== undefined;
  },

  player: (playerId: string) =>
    /^\d{1,18}$/.test(playerId)
      ? db.one<Player>(
          // The wallet's currency as the ledger gives it one (ledger.repo ensureAccount), its own once it exists.
          `SELECT m.id::text AS id, m.merchant_id AS "merchantId", m.nickname, m.type = ${TRIAL_TYPE} AS play,
                  CASE WHEN m.type = ${TRIAL_TYPE} THEN '${PLAY_MONEY}' ELSE COALESCE(
                    (SELECT a.currency FROM ledger_accounts a WHERE a.merchant_id = m.merchant_id
                        AND a.member_id = m.id AND a.kind = 'member_main' AND a.code = ''), b.currency) END AS currency
             FROM members m JOIN merchants b ON b.id = m.merchant_id WHERE m.id = $1`,
          [playerId],
        )
      : Promise.resolve(undefined),

  /**
   * The vendor as the player's brand lists it: its name and the bet's category (the
   * game's lobby category when the catalogue has the game, else the vendor's type).
   */
  brandVendor: (merchantId: number, vendor: string, gameCode: string) =>
    db.one<{ name: string; gameType: string }>(
      `SELECT v.name, COALESCE((SELECT g.category FROM games g WHERE g.game_code = $3), v.game_type) AS "gameType"
         FROM game_vendors v WHERE v.merchant_id = $1 AND v.vassalage = $2
        ORDER BY v.listed DESC, v.sort, v.id LIMIT 1`,
      [merchantId, vendor, gameCode],
    ),

  async bet(vendor: string, betTransactionId: string): Promise<BetRecord | undefined> {
    const row = await db.one<Omit<BetRecord, 'stake'> & { stake: string }>(
      `SELECT id::text AS id, merchant_id AS "merchantId", member_id::text AS "memberId", round_id AS "roundId",
              game_code AS "gameCode", account_id::text AS "accountId", stake::text AS stake, state
         FROM bet_records WHERE vendor_code = $1 AND bet_transaction_id = $2 FOR UPDATE`,
      [vendor, betTransactionId],
      { name: 'seamless_bet' },
    );
    return row && { ...row, stake: Number(row.stake) };
  },

  insertBet: (bet: {
    merchantId: number;
    memberId: string;
    vendor: string;
    gameType: string;
    gameCode: string;
    roundId: string;
    betTransactionId: string;
    accountId: string;
    stake: number;
  }) =>
    db.query(
      `INSERT INTO bet_records (merchant_id, member_id, vendor_code, game_type, game_code, round_id,
                                bet_transaction_id, account_id, stake)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        bet.merchantId,
        bet.memberId,
        bet.vendor,
        bet.gameType,
        bet.gameCode,
        bet.roundId,
        bet.betTransactionId,
        bet.accountId,
        bet.stake,
      ],
      { name: 'seamless_insert_bet' },
    ),

  /** The vendor's win went over the cap: the bet is over for the vendor, its payout waits for an operator. */
  hold: (betId: string) =>
    db.query(`UPDATE bet_records SET state = 'held', settled_at = now() WHERE id = $1 AND state = 'open'`, [betId]),

  /** An operator decided a held win: paid (settled with the payout) or voided (nothing paid). */
  resolveHeld: (betId: string, state: 'settled' | 'voided', payout: number) =>
    db.query(`UPDATE bet_records SET state = $2, payout = $3, settled_at = now() WHERE id = $1 AND state = 'held'`, [
      betId,
      state,
      payout,
    ]),

  close: (betId: string, state: 'settled' | 'refunded', payout: number) =>
    db.query(
      `UPDATE bet_records SET state = $2, payout = $3, settled_at = now() WHERE id = $1 AND state = 'open'`,
      [betId, state, payout],
      { name: 'seamless_close_bet' },
    ),
});
