import type { ContractKind, ContractState, ContractTerms } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';

export type Side = 'upline' | 'member';
export type EndReason = 'terminated' | 'replaced' | 'upline' | 'operator';

export interface ContractRow {
  id: string;
  merchantId: number;
  kind: ContractKind;
  memberId: string;
  member: string;
  uplineId: string | null;
  upline: string | null;
  terms: ContractTerms;
  state: ContractState;
  offeredBy: 'upline' | 'operator';
  offeredAt: Date;
  acceptedAt: Date | null;
  endedAt: Date | null;
  endReason: EndReason | null;
  terminationRequestedBy: Side | null;
}

export const CONTRACT_COLUMNS = `c.id::text AS id, c.merchant_id AS "merchantId", c.kind, c.member_id::text AS "memberId",
  mm.account AS member, c.upline_id::text AS "uplineId", um.account AS upline, c.terms, c.state,
  c.offered_by AS "offeredBy", c.offered_at AS "offeredAt", c.accepted_at AS "acceptedAt", c.ended_at AS "endedAt",
  c.end_reason AS "endReason", c.termination_requested_by AS "terminationRequestedBy"`;
export const CONTRACT_FROM = `agent_contracts c JOIN members mm ON mm.id = c.member_id
  LEFT JOIN members um ON um.id = c.upline_id`;
const SELECT = `SELECT ${CONTRACT_COLUMNS} FROM ${CONTRACT_FROM}`;

export interface Party {
  id: string;
  account: string;
  type: number;
  parentId: string | null;
}

/** Every statement about contracts and their history (settlement has its own repo). */
export const contractsRepo = (db: Db) => ({
  /**
   * Serialises every change to one brand's contracts of one kind for the rest of the
   * transaction, so the rate rule (never above the upline's) is checked against what
   * is really in force: an offer, an acceptance and an upline's new contract cannot interleave.
   */
  lock: (merchantId: number, kind: ContractKind) =>
    db.query(`SELECT pg_advisory_xact_lock(hashtext('contracts:' || $2::text), $1::int)`, [merchantId, kind]),

  /** A member of the brand by account name, with their upline. */
  party: (merchantId: number, account: string) =>
    db.one<Party>(
      `SELECT id::text AS id, account, type, parent_id::text AS "parentId" FROM members
        WHERE merchant_id = $1 AND lower(account) = lower($2)`,
      [merchantId, account],
    ),

  partyById: (id: string) =>
    db.one<Party>(`SELECT id::text AS id, account, type, parent_id::text AS "parentId" FROM members WHERE id = $1`, [
      id,
    ]),

  byId: (merchantId: number, id: string) =>
    db.one<ContractRow>(`${SELECT} WHERE c.merchant_id = $1 AND c.id = $2`, [merchantId, id]),

  /** Locks the contract's row for the rest of the transaction. */
  lockRow: (id: string) => db.query('SELECT id FROM agent_contracts WHERE id = $1 FOR UPDATE', [id]),

  active: (memberId: string, kind: ContractKind) =>
    db.one<ContractRow>(`${SELECT} WHERE c.member_id = $1 AND c.kind = $2 AND c.state = 'active'`, [memberId, kind]),

  offer: (memberId: string, kind: ContractKind) =>
    db.one<ContractRow>(`${SELECT} WHERE c.member_id = $1 AND c.kind = $2 AND c.state = 'offered'`, [memberId, kind]),

  /** Contracts in force that this member is the upline of. */
  activeBelow: (uplineId: string, kind: ContractKind) =>
    db.query<ContractRow>(`${SELECT} WHERE c.upline_id = $1 AND c.kind = $2 AND c.state = 'active' ORDER BY c.id`, [
      uplineId,
      kind,
    ]),

  async insert(contract: {
    merchantId: number;
    kind: ContractKind;
    memberId: string;
    uplineId: string | null;
    terms: ContractTerms;
    offeredBy: 'upline' | 'operator';
  }): Promise<string> {
    const row = await db.one<{ id: string }>(
      `INSERT INTO agent_contracts (merchant_id, kind, member_id, upline_id, terms, offered_by)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6) RETURNING id::text AS id`,
      [
        contract.merchantId,
        contract.kind,
        contract.memberId,
        contract.uplineId,
        JSON.stringify(contract.terms),
        contract.offeredBy,
      ],
    );
    if (!row) throw new Error('contract insert returned nothing');
    return row.id;
  },

  /** Moves an offer to an answer; false when it was no longer waiting. */
  answer: async (id: string, state: 'rejected' | 'cancelled') =>
    (
      await db.query(
        `UPDATE agent_contracts SET state = $2, answered_at = now() WHERE id = $1 AND state = 'offered' RETURNING id`,
        [id, state],
      )
    ).length === 1,

  /** Puts an offer in force; its first period to settle is the one it took effect in. */
  activate: async (id: string, first: { start: Date; end: Date }) =>
    (
      await db.query(
        `UPDATE agent_contracts SET state = 'active', answered_at = now(), accepted_at = now(),
                next_period_start = $2, next_period_end = $3
          WHERE id = $1 AND state = 'offered' RETURNING id`,
        [id, first.start, first.end],
      )
    ).length === 1,

  /** Ends a contract in force; settlement still pays the periods that closed before now. */
  end: async (id: string, reason: EndReason) =>
    (
      await db.query(
        `UPDATE agent_contracts SET state = 'ended', ended_at = now(), end_reason = $2, termination_requested_by = NULL
          WHERE id = $1 AND state = 'active' RETURNING id`,
        [id, reason],
      )
    ).length === 1,

  setTermination: (id: string, side: Side | null) =>
    db.query(`UPDATE agent_contracts SET termination_requested_by = $2 WHERE id = $1 AND state = 'active'`, [id, side]),

  event: (event: {
    merchantId: number;
    contractId: string;
    action: string;
    actor: Side | 'operator' | 'system';
    operatorId?: number | null;
    reason?: string | null;
  }) =>
    db.query(
      `INSERT INTO contract_events (merchant_id, contract_id, action, actor, operator_id, reason)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [event.merchantId, event.contractId, event.action, event.actor, event.operatorId ?? null, event.reason ?? null],
    ),
});
