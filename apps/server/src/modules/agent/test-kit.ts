import { randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/db.ts';
import type { TestMember } from '../../test/members.ts';
import { accountFor, systemAccount, transfer, vendorAccountFor } from '../wallet/ledger.service.ts';
import { type Player, player } from '../wallet/money-test-kit.ts';

/**
 * Fixtures for the agent tree and its reports. Bets, deposits and withdrawals are
 * written as rows whose own triggers keep member_day_stats (as the real flows do),
 * so a test can place them on chosen days of the brand's clock.
 */

const DAY_MS = 86_400_000;
let seq = 0;
const unique = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}${seq++}`;

/** A member with a session under `parent` (none: the top of a tree), with an account name the test chooses. */
export async function member(
  db: Db,
  options: { parent?: TestMember; type?: number; merchant?: string; account?: string } = {},
): Promise<Player> {
  const created = await player(db, {
    ...(options.type !== undefined ? { type: options.type } : {}),
    ...(options.merchant ? { merchant: options.merchant } : {}),
    ...(options.parent ? { parent: options.parent } : {}),
  });
  if (!options.account) return created;
  await db.query('UPDATE members SET account = $2, nickname = $2 WHERE id = $1', [created.id, options.account]);
  return { ...created, account: options.account };
}

export const runPrefix = () => `t${randomBytes(3).toString('hex')}`;

/** An instant on the brand's day `daysAgo` before today, at noon there (today: a minute ago). */
export async function brandInstant(db: Db, merchantId: number, daysAgo: number): Promise<Date> {
  if (daysAgo === 0) return new Date(Date.now() - 60_000);
  const row = await db.one<{ offset: number }>('SELECT gmt_offset_min AS "offset" FROM merchants WHERE id = $1', [
    merchantId,
  ]);
  const offset = row?.offset ?? 0;
  const today = new Date(Date.now() + offset * 60_000).toISOString().slice(0, 10);
  const noon = Date.parse(`${today}T12:00:00Z`) - offset * 60_000;
  return new Date(noon - daysAgo * DAY_MS);
}

/** The brand's day `daysAgo` before today, yyyy-MM-dd. */
export async function brandDay(db: Db, merchantId: number, daysAgo: number): Promise<string> {
  const at = await brandInstant(db, merchantId, daysAgo);
  const row = await db.one<{ day: string }>(`SELECT to_char(brand_day($1, $2), 'YYYY-MM-DD') AS day`, [merchantId, at]);
  return row?.day ?? '';
}

/** A bet placed `daysAgo`: open (payout null), refunded, or settled with its payout. */
export async function bet(
  db: Db,
  who: TestMember,
  stake: number,
  outcome: { payout: number } | 'open' | 'refunded',
  daysAgo = 0,
) {
  const at = await brandInstant(db, who.merchantId, daysAgo);
  const id = unique();
  const account = await vendorAccountFor(db, who.merchantId, who.id, 'ARC');
  const row = await db.one<{ id: string }>(
    `INSERT INTO bet_records (merchant_id, member_id, vendor_code, game_type, game_code, round_id,
       bet_transaction_id, account_id, stake, placed_at)
     VALUES ($1, $2, 'ARC', 'RNG', 'ARC-golden-dragon', $3, $4, $5, $6, $7) RETURNING id::text AS id`,
    [who.merchantId, who.id, `r-${id}`, `b-${id}`, account, stake, at],
  );
  if (outcome === 'refunded') {
    await db.query(`UPDATE bet_records SET state = 'refunded', settled_at = placed_at WHERE id = $1`, [
      row?.id ?? null,
    ]);
  } else if (outcome !== 'open') {
    await db.query(`UPDATE bet_records SET state = 'settled', payout = $2, settled_at = placed_at WHERE id = $1`, [
      row?.id ?? null,
      outcome.payout,
    ]);
  }
  return { id: row?.id ?? '', placedAt: at, roundId: `r-${id}` };
}

/** A credited bank deposit (today): the money through the ledger and the order credited. */
export async function deposit(db: Db, who: TestMember, amount: number) {
  const key = unique();
  const { transferId } = await transfer(db, {
    merchantId: who.merchantId,
    key: `test-deposit:${key}`,
    type: 'deposit',
    entries: [
      { accountId: await systemAccount(db, who.merchantId, 'clearing:BANK'), amount: -amount },
      { accountId: await accountFor(db, who.merchantId, who.id), amount },
    ],
    metadata: { reference: `D${key}` },
  });
  const order = await db.one<{ id: string }>(
    `INSERT INTO deposit_orders (merchant_id, member_id, channel_id, reference, amount)
     SELECT $1, $2, c.id, $3, $4 FROM deposit_channels c WHERE c.merchant_id = $1 AND c.code = 'BANK'
     RETURNING id::text AS id`,
    [who.merchantId, who.id, `D${key}`, amount],
  );
  await db.query(`UPDATE deposit_orders SET state = 'credited', transfer_id = $2 WHERE id = $1`, [
    order?.id ?? null,
    transferId,
  ]);
}

/** A withdrawal paid `daysAgo` (the row only: the day stats count it when paid). */
export async function paidWithdrawal(db: Db, who: TestMember, amount: number, daysAgo = 0) {
  const key = unique();
  const account = await db.one<{ id: string }>(
    `INSERT INTO payout_accounts (merchant_id, member_id, bank_name, account_name, account_number)
     VALUES ($1, $2, 'Test Bank', 'Test', $3) RETURNING id::text AS id`,
    [who.merchantId, who.id, key],
  );
  const row = await db.one<{ id: string }>(
    `INSERT INTO withdrawals (merchant_id, member_id, payout_account_id, reference, request_key, amount, state)
     VALUES ($1, $2, $3, $4, $4, $5, 'approved') RETURNING id::text AS id`,
    [who.merchantId, who.id, account?.id ?? null, `W${key}`, amount],
  );
  await db.query(`UPDATE withdrawals SET state = 'paid', paid_at = $2 WHERE id = $1`, [
    row?.id ?? null,
    await brandInstant(db, who.merchantId, daysAgo),
  ]);
}

/** Money into the member's main wallet as a payout of `type` would pay it (salary, dividend, bonus, …). */
export async function income(
  db: Db,
  who: TestMember,
  type: string,
  amount: number,
  metadata: Record<string, unknown> = {},
) {
  await transfer(db, {
    merchantId: who.merchantId,
    key: `test-income:${unique()}`,
    type,
    entries: [
      { accountId: await systemAccount(db, who.merchantId, type), amount: -amount },
      { accountId: await accountFor(db, who.merchantId, who.id), amount },
    ],
    metadata,
  });
}
