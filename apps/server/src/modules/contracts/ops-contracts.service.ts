import {
  type BodyOf,
  CONTRACT_KINDS,
  type opsContractPayouts,
  type opsContracts,
  type opsSetContract,
  type opsSettleContracts,
  type QueryOf,
  TRIAL_TYPE,
} from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import { listScope, scopedBrand } from '../approvals/brand-scope.ts';
import type { OperatorContext } from '../ops/operator-context.ts';
import { opsRepo } from '../ops/ops.repo.ts';
import { contractsRepo } from './contracts.repo.ts';
import { opsContractsRepo } from './ops-contracts.repo.ts';
import { assertSubordinatesAgreed, assertWithinCap, dbNow, endWithBelow, putInForce } from './rules.ts';
import { settlementRepo } from './settlement.repo.ts';
import { settleKinds } from './settlement.service.ts';
import { checkTerms } from './terms.ts';
import { opsContractView } from './views.ts';

const pages = (total: number, size: number) => Math.ceil(total / size);
const subject = (id: string) => `contract:${id}`;

async function brandOf(
  db: Db,
  operator: OperatorContext,
  permission: 'contracts.read' | 'contracts.manage',
  code: string,
) {
  const found = await scopedBrand(db, operator, permission, code);
  const row = await db.one<{ id: number; code: string; gmtOffsetMinutes: number }>(
    'SELECT id, code, gmt_offset_min AS "gmtOffsetMinutes" FROM merchants WHERE id = $1',
    [found.id],
  );
  if (!row) throw new NotFoundError('merchant-not-found');
  return row;
}

export async function listContracts(db: Db, operator: OperatorContext, query: QueryOf<typeof opsContracts>) {
  const scope = await listScope(db, operator, 'contracts.read', query.merchant);
  const { list, total } = await opsContractsRepo(db).page({
    scope,
    account: query.account ?? null,
    kind: query.kind ?? null,
    state: query.state ?? null,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  return { list: list.map(opsContractView), total, totalPages: pages(total, query.pageSize) };
}

/**
 * An override: the member's contract of the kind is put in force at once, with the
 * member's upline as its other side (the house when there is none). The rate rule
 * and the subordinate rule hold as for an accepted offer.
 */
export async function setContract(db: Db, operator: OperatorContext, body: BodyOf<typeof opsSetContract>) {
  const brand = await brandOf(db, operator, 'contracts.manage', body.merchant);
  const kind = body.terms.kind;
  checkTerms(body.terms, kind);
  return db.tx(async (tx) => {
    const repo = contractsRepo(tx);
    await repo.lock(brand.id, kind);
    const member = await repo.party(brand.id, body.account);
    if (!member || member.type === TRIAL_TYPE) throw new NotFoundError('account-not-found');
    await assertWithinCap(tx, member, kind, body.terms, 'operator');
    await assertSubordinatesAgreed(tx, member.id, kind, body.terms, body.confirm);
    const waiting = await repo.offer(member.id, kind);
    if (waiting && (await repo.answer(waiting.id, 'cancelled'))) {
      await repo.event({
        merchantId: brand.id,
        contractId: waiting.id,
        action: 'cancelled',
        actor: 'operator',
        operatorId: operator.id,
      });
    }
    const id = await repo.insert({
      merchantId: brand.id,
      kind,
      memberId: member.id,
      uplineId: member.parentId,
      terms: body.terms,
      offeredBy: 'operator',
    });
    await repo.event({
      merchantId: brand.id,
      contractId: id,
      action: 'offered',
      actor: 'operator',
      operatorId: operator.id,
      reason: body.reason,
    });
    const offered = await repo.byId(brand.id, id);
    if (!offered) throw new NotFoundError();
    await putInForce(tx, offered, brand, 'operator', operator.id);
    await opsRepo(tx).audit(operator.id, 'contract.set', subject(id), {
      merchant: brand.code,
      account: member.account,
      kind,
      terms: body.terms,
      reason: body.reason,
    });
    const row = await opsContractsRepo(tx).byId(id, null);
    if (!row) throw new NotFoundError();
    return opsContractView(row);
  });
}

/** Ends a contract in force (and what it capped), or cancels an offer still waiting. */
export const endContract = (db: Db, operator: OperatorContext, id: string, reason: string) =>
  db.tx(async (tx) => {
    const found = await opsContractsRepo(tx).byId(id, operator.brandsWith('contracts.manage'));
    if (!found) throw new NotFoundError();
    const repo = contractsRepo(tx);
    await repo.lock(found.merchantId, found.kind);
    if (found.state === 'active') {
      await endWithBelow(tx, found, 'operator', 'operator', operator.id);
    } else if (found.state === 'offered' && (await repo.answer(found.id, 'cancelled'))) {
      await repo.event({
        merchantId: found.merchantId,
        contractId: id,
        action: 'cancelled',
        actor: 'operator',
        operatorId: operator.id,
        reason,
      });
    } else {
      throw new AppError('invalid-state');
    }
    await opsRepo(tx).audit(operator.id, 'contract.end', subject(id), {
      merchant: found.merchantCode,
      account: found.member,
      kind: found.kind,
      was: found.state,
      reason,
    });
    const row = await opsContractsRepo(tx).byId(id, null);
    if (!row) throw new NotFoundError();
    return opsContractView(row);
  });

export async function listPayouts(db: Db, operator: OperatorContext, query: QueryOf<typeof opsContractPayouts>) {
  const scope = await listScope(db, operator, 'contracts.read', query.merchant);
  const { list, total, totals } = await opsContractsRepo(db).payouts({
    scope,
    kind: query.kind ?? null,
    account: query.account ?? null,
    state: query.state ?? null,
    from: query.from ?? null,
    to: query.to ?? null,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  return {
    list: list.map((row) => ({
      ...row,
      periodStart: new Date(row.periodStart).toISOString(),
      periodEnd: new Date(row.periodEnd).toISOString(),
      createdAt: new Date(row.createdAt).toISOString(),
      paidAt: row.paidAt ? new Date(row.paidAt).toISOString() : null,
    })),
    total,
    totalPages: pages(total, query.pageSize),
    totals,
  };
}

/**
 * Runs the brand's due settlement now, exactly as the jobs would (same locks, same
 * keys). `asOf` may name an earlier instant; a later one only outside production, to
 * see a period's payout in development and tests without waiting for it to close.
 */
export async function settleNow(
  db: Db,
  operator: OperatorContext,
  body: BodyOf<typeof opsSettleContracts>,
  production: boolean,
) {
  const brand = await brandOf(db, operator, 'contracts.manage', body.merchant);
  return db.tx(async (tx) => {
    const now = await dbNow(tx);
    const asOf = body.asOf ? new Date(body.asOf) : now;
    if (production && asOf.getTime() > now.getTime()) throw new ForbiddenError('operation-not-allowed');
    const results = await settleKinds(tx, brand, body.kinds ?? CONTRACT_KINDS, asOf);
    await opsRepo(tx).audit(operator.id, 'contracts.settle', `merchant:${brand.code}`, {
      merchant: brand.code,
      asOf: asOf.toISOString(),
      results,
    });
    return { results };
  });
}

export async function readSettings(db: Db, operator: OperatorContext, code: string) {
  const brand = await brandOf(db, operator, 'contracts.read', code);
  return { payer: await settlementRepo(db).payer(brand.id) };
}

export async function writeSettings(db: Db, operator: OperatorContext, code: string, payer: 'house' | 'upline') {
  const brand = await brandOf(db, operator, 'contracts.manage', code);
  return db.tx(async (tx) => {
    const was = await settlementRepo(tx).payer(brand.id);
    await settlementRepo(tx).setPayer(brand.id, payer);
    await opsRepo(tx).audit(operator.id, 'contracts.payer', `merchant:${brand.code}`, {
      merchant: brand.code,
      was,
      payer,
    });
    return { payer };
  });
}
