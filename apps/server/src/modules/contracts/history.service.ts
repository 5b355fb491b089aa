import type { ContractKind } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import type { SessionMember } from '../auth/session.repo.ts';
import { contractViewsRepo } from './views.repo.ts';
import { eventView } from './views.ts';

/** The history of every contract the member is a side of (as holder or as upline), newest first. */
export async function contractHistoryPage(
  db: Db,
  member: SessionMember,
  query: { kind?: ContractKind | undefined; pageNo: number; pageSize: number },
) {
  const { list, total } = await contractViewsRepo(db).history(
    member.id,
    query.kind ?? null,
    query.pageSize,
    (query.pageNo - 1) * query.pageSize,
  );
  return { list: list.map(eventView), total, totalPages: Math.ceil(total / query.pageSize) };
}
