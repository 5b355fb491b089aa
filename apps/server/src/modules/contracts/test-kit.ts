import { randomBytes } from 'node:crypto';
import { CONTRACT_PATHS, type ContractKind, type ContractTerms } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/db.ts';
import { bearerHeader, createMember, type TestMember, tokenFor } from '../../test/members.ts';
import type { OpsCaller } from '../../test/operators.ts';
import { send } from '../../test/requests.ts';
import { accountFor } from '../wallet/ledger.service.ts';
import type { Period } from './periods.ts';

/** Test helpers for the contract suites (not used by the server). */

export interface Agent extends TestMember {
  auth: { authorization: string };
}

/** A member of the demo brand below `parent` (none: a line head), logged in. */
export async function member(db: Db, type: number, parent: TestMember | null = null): Promise<Agent> {
  const created = await createMember(db, { type });
  if (parent) await db.query('UPDATE members SET parent_id = $2 WHERE id = $1', [created.id, parent.id]);
  return { ...created, auth: bearerHeader(await tokenFor(db, created)) };
}

/**
 * A line head (type 1, no upline) with a house daily contract set by an operator, an
 * agent below it, a sub-agent below that, and a player at the bottom.
 */
export async function line(t: { app: FastifyInstance; db: Db }, ops: OpsCaller, headRate = 2) {
  const head = await member(t.db, 1);
  const agent = await member(t.db, 2, head);
  const sub = await member(t.db, 2, agent);
  const player = await member(t.db, 0, sub);
  const set = await ops('PUT', '/ops/contracts', {
    merchant: 'demo',
    account: head.account,
    terms: daily(headRate),
    reason: 'line head',
  });
  if (set.status !== 200) throw new Error(`line head contract: ${JSON.stringify(set.body)}`);
  return { head, agent, sub, player };
}

/** POST of a contract path (its action). */
export const act = (app: FastifyInstance, kind: ContractKind, who: Agent, payload: object) =>
  send(app, { method: 'POST', url: CONTRACT_PATHS[kind].path, headers: who.auth, payload });

/** GET of a contract path (the caller's state). */
export const summary = (app: FastifyInstance, kind: ContractKind, who: Agent, query = '') =>
  send(app, { method: 'GET', url: `${CONTRACT_PATHS[kind].path}${query}`, headers: who.auth });

/** An upline's offer accepted by its downline (confirming any subordinate ends); returns the contract id. */
export async function contract(app: FastifyInstance, upline: Agent, holder: Agent, terms: ContractTerms) {
  const offered = await act(app, terms.kind, upline, { action: 'offer', account: holder.account, terms });
  if (offered.status !== 200) throw new Error(`offer: ${JSON.stringify(offered.body)}`);
  const mine = await summary(app, terms.kind, holder);
  const id = mine.body.value.offer.id as string;
  const accepted = await act(app, terms.kind, holder, { action: 'accept', contractId: id, confirm: true });
  if (accepted.status !== 200) throw new Error(`accept: ${JSON.stringify(accepted.body)}`);
  return id;
}

export const daily = (
  rate: number,
  period: 'Daily' | 'Weekly' | 'Semimonthly' | 'Monthly' = 'Daily',
): ContractTerms => ({
  kind: 'daily',
  period,
  tiers: [{ betAmount: 0, rate }],
});

/** A decided bet of the member, placed and settled at the given instants (the day-stats triggers count it). */
export async function bet(
  db: Db,
  who: TestMember,
  bet: { stake: number; payout: number; placedAt: Date; settledAt?: Date },
): Promise<void> {
  const accountId = await accountFor(db, who.merchantId, who.id);
  const row = await db.one<{ id: string }>(
    `INSERT INTO bet_records (merchant_id, member_id, vendor_code, game_type, game_code, round_id,
                              bet_transaction_id, account_id, stake, placed_at)
     VALUES ($1, $2, 'ARC', 'RNG', 'ARC-golden-dragon', $3, $3, $4, $5, $6) RETURNING id::text AS id`,
    [who.merchantId, who.id, `t-${randomBytes(6).toString('hex')}`, accountId, bet.stake, bet.placedAt],
  );
  if (!row) throw new Error('bet not inserted');
  await db.query(`UPDATE bet_records SET state = 'settled', payout = $2, settled_at = $3 WHERE id = $1`, [
    row.id,
    bet.payout,
    bet.settledAt ?? bet.placedAt,
  ]);
}

/** Moves a contract back in time: in force since `period` began, its first period to settle that one. */
export async function backdate(db: Db, contractId: string, period: Period): Promise<void> {
  await db.query(
    `UPDATE agent_contracts SET offered_at = $2, answered_at = $2, accepted_at = $2,
            next_period_start = $2, next_period_end = $3 WHERE id = $1`,
    [contractId, period.start, period.end],
  );
}

/** What the member was paid by contracts: every payout row, oldest first. */
export const payoutsOf = (db: Db, who: TestMember) =>
  db.query<{ contractId: string; amount: string; state: string; periodStart: Date; figures: Record<string, number> }>(
    `SELECT contract_id::text AS "contractId", amount::text AS amount, state, period_start AS "periodStart", figures
       FROM contract_payouts WHERE member_id = $1 ORDER BY period_start, id`,
    [who.id],
  );

/** Ledger transfers paying the member's contracts. */
export const contractTransfers = (db: Db, who: TestMember) =>
  db.query<{ key: string; type: string; amount: string }>(
    `SELECT t.idempotency_key AS key, t.type, e.amount::text AS amount
       FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id
       JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.member_id = $1 AND t.type IN ('salary', 'dividend') ORDER BY t.id`,
    [who.id],
  );
