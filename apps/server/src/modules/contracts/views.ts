import type { Contract, ContractEvent, OpsContract } from '@arcadia/contracts';
import type { ContractRow } from './contracts.repo.ts';
import type { EventRow } from './views.repo.ts';

/** Rows read through to_jsonb carry their instants as text; plain reads as Date. */
const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

export const contractView = (row: ContractRow): Contract => ({
  id: String(row.id),
  kind: row.kind,
  state: row.state,
  upline: row.upline,
  member: row.member,
  terms: row.terms,
  offeredAt: iso(row.offeredAt) as string,
  acceptedAt: iso(row.acceptedAt),
  endedAt: iso(row.endedAt),
  endReason: row.endReason,
  terminationRequestedBy: row.terminationRequestedBy,
});

export const opsContractView = (row: ContractRow & { merchantCode: string }): OpsContract => {
  const { terminationRequestedBy: _, ...rest } = contractView(row);
  return { ...rest, merchantCode: row.merchantCode, offeredBy: row.offeredBy };
};

export const eventView = (row: EventRow): ContractEvent => ({
  id: row.id,
  time: new Date(row.at).toISOString(),
  contractId: String(row.contract.id),
  kind: row.contract.kind,
  action: row.action as ContractEvent['action'],
  actor: row.actor,
  upline: row.contract.upline,
  member: row.contract.member,
  terms: row.contract.terms,
  reason: row.reason,
});
