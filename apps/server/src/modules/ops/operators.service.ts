import type { OpsGrant, opsOperatorSchema } from '@arcadia/contracts';
import type * as z from 'zod/mini';
import type { Db } from '../../platform/db/db.ts';
import { AppError, ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import { askSecondOwner } from './ask-second-owner.ts';
import { firstShare, wholeToken } from './enrolment-token.ts';
import { type GrantRow, oneBrand, widensMoney, within } from './grants.ts';
import type { OperatorContext } from './operator-context.ts';
import { type LinkHow, operatorLinksRepo } from './operator-links.repo.ts';
import { type OperatorRow, operatorsRepo } from './operators.repo.ts';
import { opsRepo } from './ops.repo.ts';
import { sessionsRepo } from './sessions.repo.ts';

/**
 * Owners manage operators: create with roles, change roles, disable, enable, reset the
 * enrolment. A manager reaches only operators whose every role lies in brands they manage,
 * grants only there, never changes their own access, and never removes the last owner of
 * every brand. Each change is audited in its transaction, under one lock so two owners
 * cannot remove each other at once. What arms an operator with money powers (a money role
 * at creation, a grant that widens one, a reset of an operator who holds one) waits for a
 * second owner instead (operator-requests.ts), and every change records who made it
 * (operator-links.repo.ts), so no owner can make a second person of their own.
 */

type OperatorView = z.infer<typeof opsOperatorSchema>;

export const operatorView = (row: OperatorRow): OperatorView => ({
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

export async function listOperators(db: Db, manager: OperatorContext) {
  const brands = managed(manager);
  const rows = await operatorsRepo(db).list();
  return { list: rows.filter((row) => reaches(brands, row)).map(operatorView) };
}

/** Brand codes to ids; each grant must lie within `brands` (null: anywhere, every brand too). */
export async function resolveGrants(tx: Db, brands: number[] | null, grants: readonly OpsGrant[]): Promise<GrantRow[]> {
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

/** Inserts an operator waiting for enrolment with the given token; refuses a taken name. */
export async function insertOperator(
  tx: Db,
  actorId: number | null,
  username: string,
  grants: readonly GrantRow[],
  detail: object,
  token: { hash: string; expiresAt: Date },
): Promise<OperatorView> {
  const repo = operatorsRepo(tx);
  const id = await repo.create(username, token.hash, token.expiresAt);
  if (id === null) throw new AppError('account-exists');
  await repo.replaceGrants(id, grants);
  await opsRepo(tx).audit(actorId, 'operator.create', username, detail);
  return reread(tx, id);
}

/** The whole token to one owner, who is then a keyholder of the new operator. */
const byOne = (ownerId: number, how: LinkHow) => [
  { by: ownerId, how },
  { by: ownerId, how: 'keyholder' as const },
];

export function createOperator(db: Db, manager: OperatorContext, body: { username: string; grants: OpsGrant[] }) {
  return db.tx(async (tx) => {
    await operatorsRepo(tx).lock();
    const grants = await resolveGrants(tx, managed(manager), body.grants);
    if (!widensMoney([], grants)) {
      const token = wholeToken();
      const operator = await insertOperator(tx, manager.id, body.username, grants, { grants: body.grants }, token);
      await operatorLinksRepo(tx).add(operator.id, byOne(manager.id, 'created'));
      return { operator, approval: null, enrolment: token.answer };
    }
    if (await operatorsRepo(tx).nameTaken(body.username)) throw new AppError('account-exists');
    const share = firstShare();
    const approval = await askSecondOwner(tx, manager, {
      kind: 'operator-create',
      subject: `name:${body.username.toLowerCase()}`,
      merchantId: oneBrand(grants),
      detail: { username: body.username, grants: body.grants },
      shareHash: share.hash,
    });
    return { operator: null, approval, enrolment: share.answer };
  });
}

/** The first owner, from the command line: owner of every brand, audited with no operator. */
export function createFirstOwner(db: Db, username: string) {
  return db.tx(async (tx) => {
    await operatorsRepo(tx).lock();
    const token = wholeToken();
    const grants: GrantRow[] = [{ role: 'owner', merchantId: null }];
    const operator = await insertOperator(
      tx,
      null,
      username,
      grants,
      { grants: [{ role: 'owner', merchant: null }], via: 'ops:create-owner' },
      token,
    );
    return { operator, enrolment: token.answer };
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

export async function reread(tx: Db, id: number) {
  const row = await operatorsRepo(tx).byId(id);
  if (!row) throw new NotFoundError();
  return operatorView(row);
}

/** Replaces the target's grants, made by `by` (the manager, or the asker and the approver). */
export async function applyGrants(tx: Db, actorId: number, target: OperatorRow, next: GrantRow[], by: number[]) {
  if (!wholeOwner(next)) await assertNotLastOwner(tx, target);
  await operatorsRepo(tx).replaceGrants(target.id, next);
  await operatorLinksRepo(tx).add(
    target.id,
    by.map((id) => ({ by: id, how: 'granted' as const })),
  );
  const after = await reread(tx, target.id);
  await opsRepo(tx).audit(actorId, 'operator.grants', target.username, {
    before: operatorView(target).grants,
    after: after.grants,
  });
  return after;
}

export const setGrants = (db: Db, manager: OperatorContext, id: number, grants: OpsGrant[]) =>
  change(db, manager, id, async (tx, target, brands) => {
    const next = await resolveGrants(tx, brands, grants);
    if (!widensMoney(target.grants, next)) {
      return { operator: await applyGrants(tx, manager.id, target, next, [manager.id]), approval: null };
    }
    const approval = await askSecondOwner(tx, manager, {
      kind: 'operator-grants',
      subject: `operator:${target.id}`,
      merchantId: oneBrand([...target.grants, ...next]),
      detail: { operatorId: target.id, username: target.username, before: operatorView(target).grants, after: grants },
    });
    return { operator: operatorView(target), approval };
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

/** Clears the target's password and authenticator and ends their sessions; the token is the only way back in. */
export async function applyReset(
  tx: Db,
  actorId: number,
  target: OperatorRow,
  token: { hash: string; expiresAt: Date },
  links: readonly { by: number; how: LinkHow }[],
) {
  await operatorsRepo(tx).resetEnrolment(target.id, token.hash, token.expiresAt);
  await sessionsRepo(tx).endAllSessions(target.id);
  await operatorLinksRepo(tx).add(target.id, links);
  await opsRepo(tx).audit(actorId, 'operator.reset', target.username, {});
  return reread(tx, target.id);
}

export const resetOperator = (db: Db, manager: OperatorContext, id: number) =>
  change(db, manager, id, async (tx, target) => {
    if (!widensMoney([], target.grants)) {
      const token = wholeToken();
      const operator = await applyReset(tx, manager.id, target, token, byOne(manager.id, 'reset'));
      return { operator, approval: null, enrolment: token.answer };
    }
    const share = firstShare();
    const approval = await askSecondOwner(tx, manager, {
      kind: 'operator-reset',
      subject: `operator:${target.id}`,
      merchantId: oneBrand(target.grants),
      detail: { operatorId: target.id, username: target.username },
      shareHash: share.hash,
    });
    return { operator: operatorView(target), approval, enrolment: share.answer };
  });
