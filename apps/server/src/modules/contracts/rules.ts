import type { ContractKind, ContractTerms } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import { notify } from '../messages/notify.ts';
import { type ContractRow, contractsRepo, type EndReason, type Party, type Side } from './contracts.repo.ts';
import { cadenceOf, periodContaining } from './periods.ts';
import { exceeds } from './terms.ts';

/**
 * The rules every change of a contract keeps, whoever makes it (a side, an operator):
 * a contract never pays more than the contract in force of the holder's upline (the
 * house, uncapped, when there is no upline); a contract that loses its cap ends, and
 * so does everything it capped. Callers hold the brand-and-kind lock (contractsRepo.lock).
 */

type Actor = Side | 'operator' | 'system';

/** The database's clock: periods and the contract's own times then agree to the microsecond. */
export const dbNow = async (tx: Db) =>
  new Date((await tx.one<{ now: Date }>('SELECT now() AS now'))?.now ?? Date.now());

/**
 * Refuses terms above the member's upline's contract in force; a member without an upline has no cap.
 * The upline offering is told of their own contract; an operator, who holds none, of the upline's by name.
 */
export async function assertWithinCap(
  tx: Db,
  member: Party,
  kind: ContractKind,
  terms: ContractTerms,
  actor: 'upline' | 'operator' = 'upline',
) {
  if (!member.parentId) return;
  const cap = await contractsRepo(tx).active(member.parentId, kind);
  if (!exceeds(terms, cap?.terms ?? null)) return;
  if (actor === 'upline') throw new AppError('contract-rate-exceeds-upline');
  const upline = cap?.member ?? (await contractsRepo(tx).partyById(member.parentId))?.account ?? '';
  throw new AppError(cap ? 'contract-above-upline-cap' : 'contract-upline-has-none', null, { upline });
}

/** Contracts in force directly below the member that pay more than `terms`. */
export async function higherBelow(tx: Db, memberId: string, kind: ContractKind, terms: ContractTerms) {
  return (await contractsRepo(tx).activeBelow(memberId, kind)).filter((below) => exceeds(below.terms, terms));
}

/** Refuses (with the spec's warning) unless the caller agreed to end the subordinates' contracts that pay more. */
export async function assertSubordinatesAgreed(
  tx: Db,
  memberId: string,
  kind: ContractKind,
  terms: ContractTerms,
  confirm: boolean | undefined,
) {
  const higher = await higherBelow(tx, memberId, kind, terms);
  if (higher.length > 0 && !confirm) {
    throw new AppError('subordinate-rate-higher', { accounts: higher.map((row) => row.member) });
  }
}

/**
 * Ends a contract in force, then every contract it capped, and theirs in turn: a
 * contract whose upline holds none of its kind would pay more than nothing.
 */
export async function endWithBelow(
  tx: Db,
  contract: ContractRow,
  reason: EndReason,
  actor: Actor,
  operatorId: number | null = null,
): Promise<void> {
  const repo = contractsRepo(tx);
  if (!(await repo.end(contract.id, reason))) return;
  await repo.event({
    merchantId: contract.merchantId,
    contractId: contract.id,
    action: 'ended',
    actor,
    operatorId,
    reason,
  });
  // The holder hears of an end they did not ask for.
  if ((reason === 'upline' || reason === 'operator') && contract.upline) {
    await notify(tx, {
      merchantId: contract.merchantId,
      memberId: contract.memberId,
      template: 'contract-ended',
      params: { upline: contract.upline },
    });
  }
  for (const below of await repo.activeBelow(contract.memberId, contract.kind)) {
    await endWithBelow(tx, below, 'upline', 'system');
  }
}

/**
 * Puts an offer in force: the holder's current contract of the kind is replaced, the
 * subordinates' contracts paying more than it end (and what they capped), and its
 * first period to settle is the one it takes effect in.
 */
export async function putInForce(
  tx: Db,
  offer: ContractRow,
  brand: { gmtOffsetMinutes: number },
  actor: Actor,
  operatorId: number | null = null,
): Promise<void> {
  const repo = contractsRepo(tx);
  const current = await repo.active(offer.memberId, offer.kind);
  if (current) {
    await repo.end(current.id, 'replaced');
    await repo.event({
      merchantId: current.merchantId,
      contractId: current.id,
      action: 'ended',
      actor,
      operatorId,
      reason: 'replaced',
    });
  }
  for (const below of await higherBelow(tx, offer.memberId, offer.kind, offer.terms)) {
    await endWithBelow(tx, below, 'upline', 'system');
  }
  const first = periodContaining(cadenceOf(offer.terms), await dbNow(tx), brand.gmtOffsetMinutes);
  if (!(await repo.activate(offer.id, first))) throw new AppError('invalid-state');
  await repo.event({ merchantId: offer.merchantId, contractId: offer.id, action: 'accepted', actor, operatorId });
}
