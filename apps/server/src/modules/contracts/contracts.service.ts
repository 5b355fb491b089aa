import {
  AGENT_TYPES,
  CONTRACT_SWITCHES,
  type ContractAction,
  type ContractKind,
  type ContractSummary,
  type ContractTerms,
  TRIAL_TYPE,
} from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/tenancy.ts';
import type { SessionMember } from '../auth/session.repo.ts';
import { switchOn } from '../auth/switches.ts';
import { notify } from '../messages/notify.ts';
import { type ContractRow, contractsRepo, type Side } from './contracts.repo.ts';
import { assertSubordinatesAgreed, assertWithinCap, endWithBelow, higherBelow, putInForce } from './rules.ts';
import { checkTerms } from './terms.ts';
import { contractViewsRepo } from './views.repo.ts';
import { contractView } from './views.ts';

type Brand = Pick<Merchant, 'id' | 'gmtOffsetMinutes'>;
type Paging = { account?: string | undefined; pageNo?: number | undefined; pageSize?: number | undefined };

const isAgent = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);

async function requireKind(db: Db, merchantId: number, kind: ContractKind) {
  if (!(await switchOn(db, merchantId, CONTRACT_SWITCHES[kind]))) throw new ForbiddenError('operation-not-allowed');
}

/** The caller's state of one kind: the contract in force, an offer waiting, and (agents) each direct downline's. */
export async function contractSummary(
  db: Db,
  brand: Brand,
  member: SessionMember,
  kind: ContractKind,
  paging: Paging = {},
): Promise<ContractSummary> {
  const repo = contractsRepo(db);
  const enabled = await switchOn(db, brand.id, CONTRACT_SWITCHES[kind]);
  const mine = await repo.active(member.id, kind);
  const offer = await repo.offer(member.id, kind);
  const pageSize = paging.pageSize ?? 10;
  const pageNo = paging.pageNo ?? 1;
  const downlines = isAgent(member.type)
    ? await contractViewsRepo(db).downlines(member.id, kind, {
        account: paging.account ?? '',
        limit: pageSize,
        offset: (pageNo - 1) * pageSize,
      })
    : { list: [], total: 0 };
  return {
    kind,
    enabled,
    mine: mine ? contractView(mine) : null,
    offer: offer
      ? {
          ...contractView(offer),
          endsSubordinates: (await higherBelow(db, member.id, kind, offer.terms)).map((row) => row.member),
        }
      : null,
    canOffer: enabled && isAgent(member.type) && mine !== undefined,
    downlines: {
      list: downlines.list.map((row) => ({
        account: row.account,
        type: row.type,
        contract: row.contract ? contractView(row.contract) : null,
        offer: row.offer ? contractView(row.offer) : null,
      })),
      total: downlines.total,
      totalPages: Math.ceil(downlines.total / pageSize),
    },
  };
}

/** One action of the contract paths; answers the caller's state after it. */
export async function contractAction(
  db: Db,
  brand: Brand,
  member: SessionMember,
  kind: ContractKind,
  action: ContractAction,
): Promise<ContractSummary> {
  if (action.action === 'info') return contractSummary(db, brand, member, kind, action);
  await db.tx(async (tx) => {
    await contractsRepo(tx).lock(brand.id, kind);
    switch (action.action) {
      case 'offer':
        return offer(tx, brand, member, action.account, action.terms, kind);
      case 'accept':
        return accept(tx, brand, member, kind, action.contractId, action.confirm);
      case 'reject':
      case 'cancel':
        return answer(tx, brand, member, kind, action.contractId, action.action);
      case 'terminate':
        return terminate(tx, brand, member, kind, action.contractId);
      case 'keep':
        return keep(tx, brand, member, kind, action.contractId);
    }
  });
  return contractSummary(db, brand, member, kind);
}

/**
 * An upline offers a direct downline a contract no better than its own of the kind.
 * Exported for registerCenter, which offers in the registration's transaction (lock held).
 */
export async function offer(
  tx: Db,
  brand: Brand,
  upline: SessionMember,
  account: string,
  terms: ContractTerms,
  kind: ContractKind,
): Promise<string> {
  if (!isAgent(upline.type)) throw new AppError('agent-only');
  await requireKind(tx, brand.id, kind);
  checkTerms(terms, kind);
  const repo = contractsRepo(tx);
  const target = await repo.party(brand.id, account);
  if (!target || target.parentId !== upline.id || target.type === TRIAL_TYPE) throw new AppError('not-in-downline');
  const own = await repo.active(upline.id, kind);
  if (!own) throw new AppError('no-upline-contract');
  await assertWithinCap(tx, target, kind, terms);
  const waiting = await repo.offer(target.id, kind);
  if (waiting && (await repo.answer(waiting.id, 'cancelled'))) {
    await repo.event({ merchantId: brand.id, contractId: waiting.id, action: 'cancelled', actor: 'upline' });
  }
  const id = await repo.insert({
    merchantId: brand.id,
    kind,
    memberId: target.id,
    uplineId: upline.id,
    terms,
    offeredBy: 'upline',
  });
  await repo.event({ merchantId: brand.id, contractId: id, action: 'offered', actor: 'upline' });
  await notify(tx, {
    merchantId: brand.id,
    memberId: target.id,
    template: 'contract-offered',
    params: { upline: upline.account },
  });
  return id;
}

/** The contract of this kind with this id, of the brand, that the member is a side of, with their side. */
async function sideOf(tx: Db, brand: Brand, member: SessionMember, kind: ContractKind, id: string) {
  const contract = await contractsRepo(tx).byId(brand.id, id);
  if (!contract || contract.kind !== kind) throw new NotFoundError();
  const side: Side | null =
    contract.memberId === member.id ? 'member' : contract.uplineId === member.id ? 'upline' : null;
  if (!side) throw new NotFoundError();
  return { contract, side };
}

async function accept(
  tx: Db,
  brand: Brand,
  member: SessionMember,
  kind: ContractKind,
  id: string,
  confirm: boolean | undefined,
) {
  const { contract, side } = await sideOf(tx, brand, member, kind, id);
  if (side !== 'member' || contract.state !== 'offered') throw new AppError('invalid-state');
  await requireKind(tx, brand.id, kind);
  const holder = await contractsRepo(tx).partyById(member.id);
  // An offer from an upline the member no longer sits under (an operator moved them) is stale.
  if (!holder || holder.parentId !== contract.uplineId) throw new AppError('invalid-state');
  await assertWithinCap(tx, holder, kind, contract.terms);
  await assertSubordinatesAgreed(tx, member.id, kind, contract.terms, confirm);
  await putInForce(tx, contract, brand, 'member');
}

async function answer(
  tx: Db,
  brand: Brand,
  member: SessionMember,
  kind: ContractKind,
  id: string,
  how: 'reject' | 'cancel',
) {
  const { contract, side } = await sideOf(tx, brand, member, kind, id);
  const mayAnswer = how === 'reject' ? side === 'member' : side === 'upline';
  if (!mayAnswer || contract.state !== 'offered') throw new AppError('invalid-state');
  const state = how === 'reject' ? 'rejected' : 'cancelled';
  if (!(await contractsRepo(tx).answer(contract.id, state))) throw new AppError('invalid-state');
  await contractsRepo(tx).event({ merchantId: brand.id, contractId: contract.id, action: state, actor: side });
}

/**
 * Either side asks to end a contract in force; the other side's asking too ends it. A
 * contract with the house has nobody to ask: the holder's request ends it at once.
 */
async function terminate(tx: Db, brand: Brand, member: SessionMember, kind: ContractKind, id: string) {
  const { contract, side } = await activeSide(tx, brand, member, kind, id);
  const other = side === 'member' ? 'upline' : 'member';
  if (contract.uplineId === null || contract.terminationRequestedBy === other) {
    await endWithBelow(tx, contract, 'terminated', side);
    return;
  }
  if (contract.terminationRequestedBy === side) return;
  await contractsRepo(tx).setTermination(contract.id, side);
  await contractsRepo(tx).event({
    merchantId: brand.id,
    contractId: contract.id,
    action: 'termination-requested',
    actor: side,
  });
}

/** Refuses the other side's termination request, or withdraws one's own. */
async function keep(tx: Db, brand: Brand, member: SessionMember, kind: ContractKind, id: string) {
  const { contract, side } = await activeSide(tx, brand, member, kind, id);
  if (!contract.terminationRequestedBy) return;
  await contractsRepo(tx).setTermination(contract.id, null);
  const action = contract.terminationRequestedBy === side ? 'termination-withdrawn' : 'termination-refused';
  await contractsRepo(tx).event({ merchantId: brand.id, contractId: contract.id, action, actor: side });
}

async function activeSide(tx: Db, brand: Brand, member: SessionMember, kind: ContractKind, id: string) {
  const found = await sideOf(tx, brand, member, kind, id);
  if (found.contract.state !== 'active') throw new AppError('invalid-state');
  await contractsRepo(tx).lockRow(found.contract.id);
  return found as { contract: ContractRow; side: Side };
}
