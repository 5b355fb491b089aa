import type { OpsGrant, opsOperatorSchema } from '@arcadia/contracts';
import type * as z from 'zod/mini';
import type { Db } from '../../platform/db/db.ts';
import { AppError, ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { type GrantRow, within } from './grants.ts';
import type { OperatorContext } from './operator-context.ts';
import { type OperatorRow, operatorsRepo } from './operators.repo.ts';
import { opsRepo } from './ops.repo.ts';
import { sessionsRepo } from './sessions.repo.ts';

/**
 * Owners manage operators: create with roles, change roles, disable, enable,
 * reset the enrolment. A manager reaches only operators whose every role lies
 * in brands they manage, grants only there, never changes their own access, and
 * never removes the last owner of every brand. Each change is audited in its
 * transaction, under one lock so two owners cannot remove each other at once.
 */

const ENROL_HOURS = 24;
type OperatorView = z.infer<typeof opsOperatorSchema>;

const view = (row: OperatorRow): OperatorView => ({
  id: row.id,
  username: row.username,
  state: row.state,
  grants: row.grants.map((grant) => ({ role: grant.role, merchant: grant.merchant })),
  createdAt: new Date(row.createdAt).toISOString(),
  lastLoginAt: row.lastLoginAt ? new Date(row.lastLoginAt).toISOString() : null,
});

const managed = (manager: OperatorContext) => manager.brandsWith('operators.manage');
const reaches = (brands: number[] | null, row: OperatorRow) =>
  brands === null ||
  (row.grants.length > 0 &&
    within(
      brands,
      row.grants.map((grant) => grant.merchantId),
    ));
const wholeOwner = (grants: readonly GrantRow[]) =>
  grants.some((grant) => grant.role === 'owner' && grant.merchantId === null);

const enrolment = () => {
  const token = newToken();
  return { token, hash: hashToken(token), expiresAt: new Date(Date.now() + ENROL_HOURS * 3600_000) };
};

export async function listOperators(db: Db, manager: OperatorContext) {
  const brands = managed(manager);
  const rows = await operatorsRepo(db).list();
  return { list: rows.filter((row) => reaches(brands, row)).map(view) };
}

/** Brand codes to ids; each grant must lie within `brands` (null: anywhere, every brand too). */
async function resolveGrants(tx: Db, brands: number[] | null, grants: readonly OpsGrant[]): Promise<GrantRow[]> {
  const codes = grants.flatMap((grant) => (grant.merchant === null ? [] : [grant.merchant]));
  const ids = await operatorsRepo(tx).merchantIds(codes);
  const resolved = grants.map((grant) => {
    if (grant.merchant === null) return { role: grant.role, merchantId: null };
    const merchantId = ids.get(grant.merchant);
    if (merchantId === undefined) throw new NotFoundError('merchant-not-found');
    return { role: grant.role, merchantId };
  });
  if (
    !within(
      brands,
      resolved.map((grant) => grant.merchantId),
    )
  )
    throw new ForbiddenError();
  return resolved;
}

/** Inserts an operator waiting for enrolment; refuses a taken name. */
async function insertOperator(
  tx: Db,
  actorId: number | null,
  username: string,
  grants: readonly GrantRow[],
  detail: object,
) {
  const repo = operatorsRepo(tx);
  const token = enrolment();
  const id = await repo.create(username, token.hash, token.expiresAt);
  if (id === null) throw new AppError('account-exists');
  await repo.replaceGrants(id, grants);
  await opsRepo(tx).audit(actorId, 'operator.create', username, detail);
  const row = await repo.byId(id);
  if (!row) throw new NotFoundError();
  return { operator: view(row), enrolment: { token: token.token, expiresAt: token.expiresAt.toISOString() } };
}

export function createOperator(db: Db, manager: OperatorContext, body: { username: string; grants: OpsGrant[] }) {
  return db.tx(async (tx) => {
    await operatorsRepo(tx).lock();
    const grants = await resolveGrants(tx, managed(manager), body.grants);
    return insertOperator(tx, manager.id, body.username, grants, { grants: body.grants });
  });
}

/** The first owner, from the command line: owner of every brand, audited with no operator. */
export function createFirstOwner(db: Db, username: string) {
  return db.tx(async (tx) => {
    await operatorsRepo(tx).lock();
    const grants: GrantRow[] = [{ role: 'owner', merchantId: null }];
    return insertOperator(tx, null, username, grants, {
      grants: [{ role: 'owner', merchant: null }],
      via: 'ops:create-owner',
    });
  });
}

/** Runs one change on another operator the manager reaches, locked and audited. */
function change<T>(
  db: Db,
  manager: OperatorContext,
  id: number,
  work: (tx: Db, target: OperatorRow, brands: number[] | null) => Promise<T>,
): Promise<T> {
  return db.tx(async (tx) => {
    await operatorsRepo(tx).lock();
    const brands = managed(manager);
    const target = await operatorsRepo(tx).byId(id);
    if (!target || !reaches(brands, target)) throw new NotFoundError();
    if (target.id === manager.id) throw new AppError('ops-own-account');
    return work(tx, target, brands);
  });
}

async function assertNotLastOwner(tx: Db, target: OperatorRow) {
  if (target.state === 'disabled' || !wholeOwner(target.grants)) return;
  if ((await operatorsRepo(tx).otherWholeOwners(target.id)) === 0) throw new AppError('ops-last-owner');
}

async function reread(tx: Db, id: number) {
  const row = await operatorsRepo(tx).byId(id);
  if (!row) throw new NotFoundError();
  return view(row);
}

export const setGrants = (db: Db, manager: OperatorContext, id: number, grants: OpsGrant[]) =>
  change(db, manager, id, async (tx, target, brands) => {
    const next = await resolveGrants(tx, brands, grants);
    if (!wholeOwner(next)) await assertNotLastOwner(tx, target);
    await operatorsRepo(tx).replaceGrants(id, next);
    const after = await reread(tx, id);
    await opsRepo(tx).audit(manager.id, 'operator.grants', target.username, {
      before: view(target).grants,
      after: after.grants,
    });
    return after;
  });

export const disableOperator = (db: Db, manager: OperatorContext, id: number) =>
  change(db, manager, id, async (tx, target) => {
    await assertNotLastOwner(tx, target);
    await operatorsRepo(tx).setDisabled(id, true);
    await sessionsRepo(tx).endAllSessions(id);
    await opsRepo(tx).audit(manager.id, 'operator.disable', target.username, {});
    return reread(tx, id);
  });

export const enableOperator = (db: Db, manager: OperatorContext, id: number) =>
  change(db, manager, id, async (tx, target) => {
    await operatorsRepo(tx).setDisabled(id, false);
    await opsRepo(tx).audit(manager.id, 'operator.enable', target.username, {});
    return reread(tx, id);
  });

export const resetOperator = (db: Db, manager: OperatorContext, id: number) =>
  change(db, manager, id, async (tx, target) => {
    const token = enrolment();
    await operatorsRepo(tx).resetEnrolment(id, token.hash, token.expiresAt);
    await sessionsRepo(tx).endAllSessions(id);
    await opsRepo(tx).audit(manager.id, 'operator.reset', target.username, {});
    return {
      operator: await reread(tx, id),
      enrolment: { token: token.token, expiresAt: token.expiresAt.toISOString() },
    };
  });
