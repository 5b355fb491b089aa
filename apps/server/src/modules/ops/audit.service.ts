import type { opsAudit, QueryOf } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { NotFoundError } from '../../platform/errors.ts';
import type { Tenancy } from '../../platform/tenancy.ts';
import { auditRepo } from './audit.repo.ts';
import type { OperatorContext } from './operator-context.ts';

/** The audit log, newest first: brand rows only of brands the reader may audit. */
export async function auditLog(db: Db, tenancy: Tenancy, reader: OperatorContext, query: QueryOf<typeof opsAudit>) {
  let merchantId: number | null = null;
  if (query.merchant) {
    const merchant = await tenancy.byCodeOrNull(query.merchant);
    if (!merchant) throw new NotFoundError('merchant-not-found');
    merchantId = merchant.id;
  }
  const filter = {
    brands: reader.brandsWith('audit.read'),
    merchantId,
    operator: query.operator ?? null,
    action: query.action ?? null,
    from: query.from ?? null,
    to: query.to ?? null,
  };
  const repo = auditRepo(db);
  const [rows, total] = await Promise.all([
    repo.page(filter, query.pageSize, (query.pageNo - 1) * query.pageSize),
    repo.count(filter),
  ]);
  return {
    list: rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() })),
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
