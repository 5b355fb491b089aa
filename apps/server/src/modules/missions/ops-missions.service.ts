import type { BodyOf, OpsMission, opsCreateMission, opsUpdateMission } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import { inScope, listScope, scopedBrand } from '../approvals/brand-scope.ts';
import type { OperatorContext } from '../ops/operator-context.ts';
import { opsRepo } from '../ops/ops.repo.ts';
import { type OpsMissionRow, opsMissionsRepo } from './ops-missions.repo.ts';

/**
 * Mission definitions for operators who write a brand's content. Each change is one
 * transaction with its audit row; once it commits, `changed(merchantId)` tells the
 * member side to drop what it keeps of that brand's missions.
 */

const iso = (at: Date | string) => new Date(at).toISOString();

const opsView = (row: OpsMissionRow): OpsMission => ({
  id: row.id,
  merchantCode: row.merchantCode,
  period: row.period,
  goal: row.goal,
  target: Number(row.target),
  reward: Number(row.reward),
  title: row.title,
  description: row.description,
  startsAt: iso(row.startsAt),
  endsAt: row.endsAt ? iso(row.endsAt) : null,
  enabled: row.enabled,
  sort: row.sort,
  claims: Number(row.claims),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** An end must come after the start (the database refuses it too; this answers it as a field error). */
function checkSchedule(startsAt: Date | string, endsAt: Date | string | null) {
  if (endsAt && new Date(endsAt).getTime() <= new Date(startsAt).getTime()) {
    throw new ValidationError([{ field: 'endsAt', key: 'bad-request' }]);
  }
}

export async function listMissions(
  db: Db,
  operator: OperatorContext,
  query: { merchant?: string | undefined; pageNo: number; pageSize: number },
) {
  const scope = await listScope(db, operator, 'content.write', query.merchant);
  const { list, total } = await opsMissionsRepo(db).page(scope, query.pageNo, query.pageSize);
  return { list: list.map(opsView), total, totalPages: Math.ceil(total / query.pageSize) };
}

export async function createMission(
  db: Db,
  operator: OperatorContext,
  body: BodyOf<typeof opsCreateMission>,
  changed: (merchantId: number) => void,
) {
  const row = await db.tx(async (tx) => {
    const brand = await scopedBrand(tx, operator, 'content.write', body.merchant);
    checkSchedule(body.startsAt ?? new Date(), body.endsAt ?? null);
    const repo = opsMissionsRepo(tx);
    const id = await repo.create({ ...body, merchantId: brand.id });
    const row = id === undefined ? undefined : await repo.byId(id, null);
    if (!row) throw new Error('mission not created');
    await opsRepo(tx).audit(operator.id, 'mission.create', String(row.id), body, brand.id);
    return row;
  });
  // Once committed, so a reload cannot pick up the brand's missions as they were.
  changed(row.merchantId);
  return opsView(row);
}

export async function updateMission(
  db: Db,
  operator: OperatorContext,
  id: number,
  body: BodyOf<typeof opsUpdateMission>,
  changed: (merchantId: number) => void,
) {
  const row = await db.tx(async (tx) => {
    const repo = opsMissionsRepo(tx);
    const before = await repo.byId(id, operator.brandsWith('content.write'));
    if (!before || !inScope(operator.brandsWith('content.write'), before.merchantId)) throw new NotFoundError();
    checkSchedule(body.startsAt ?? before.startsAt, body.endsAt === undefined ? before.endsAt : body.endsAt);
    await repo.update(id, body);
    const row = await repo.byId(id, null);
    if (!row) throw new NotFoundError();
    await opsRepo(tx).audit(operator.id, 'mission.update', String(id), { merchant: row.merchantCode, ...body });
    return row;
  });
  changed(row.merchantId);
  return opsView(row);
}
