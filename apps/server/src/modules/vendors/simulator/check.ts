import type { Db } from '../../../platform/db/db.ts';

/**
 * The books after a storm. Every player's wallet must equal its starting
 * balance plus the sum of its settled bets' (payout − stake), with no bet left
 * open; and every vendor transaction must have moved money at most once: one
 * 'bet' transfer per bet record, one 'win' transfer per settled bet with a
 * payout, one 'refund' per refunded bet, and no transfer without its record.
 */
export async function stormProblems(
  db: Db,
  vendor: string,
  players: readonly { accountId: string; start: number }[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const player of players) {
    const row = await db.one<{ balance: string; settled: string; open: string }>(
      `SELECT a.balance::text AS balance,
              (SELECT COALESCE(SUM(b.payout - b.stake), 0) FROM bet_records b
                WHERE b.account_id = a.id AND b.vendor_code = $2 AND b.state = 'settled')::text AS settled,
              (SELECT count(*) FROM bet_records b WHERE b.account_id = a.id AND b.state = 'open')::text AS open
         FROM ledger_accounts a WHERE a.id = $1`,
      [player.accountId, vendor],
    );
    const expected = player.start + Number(row?.settled);
    if (Number(row?.balance) !== expected) {
      problems.push(`account ${player.accountId}: balance ${row?.balance}, expected ${expected}`);
    }
    if (Number(row?.open) !== 0) problems.push(`account ${player.accountId}: ${row?.open} bets left open`);
  }
  const moves = await db.query<{ type: string; bet: string; n: string }>(
    `SELECT t.type, COALESCE(t.metadata ->> 'betTransactionId', t.metadata ->> 'reference') AS bet, count(*)::text AS n
       FROM ledger_transfers t
      WHERE t.type IN ('bet', 'win', 'refund') AND t.metadata ->> 'vendor' = $1
      GROUP BY 1, 2`,
    [vendor],
  );
  const records = new Map(
    (
      await db.query<{ id: string; state: string; payout: string }>(
        'SELECT bet_transaction_id AS id, state, payout::text AS payout FROM bet_records WHERE vendor_code = $1',
        [vendor],
      )
    ).map((row) => [row.id, row]),
  );
  const count = new Map(moves.map((move) => [`${move.type} ${move.bet}`, Number(move.n)]));
  for (const move of moves) {
    if (Number(move.n) > 1) problems.push(`${move.type} of ${move.bet} applied ${move.n} times`);
    if (!records.has(move.bet)) problems.push(`${move.type} of ${move.bet} has no bet record`);
  }
  for (const [id, record] of records) {
    const want = {
      bet: 1,
      win: record.state === 'settled' && Number(record.payout) > 0 ? 1 : 0,
      refund: record.state === 'refunded' ? 1 : 0,
    };
    for (const [type, n] of Object.entries(want)) {
      if ((count.get(`${type} ${id}`) ?? 0) !== n)
        problems.push(`${type} of ${id}: ${count.get(`${type} ${id}`) ?? 0} transfers, want ${n}`);
    }
  }
  return problems;
}
