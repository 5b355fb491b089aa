import type { ResourceType } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { scopedBrand } from '../approvals/brand-scope.ts';
import type { OperatorContext } from '../ops/operator-context.ts';
import { opsRepo } from '../ops/ops.repo.ts';
import { systemRepo } from './system.repo.ts';

/**
 * A brand's app and social resources (the side bar's entries, the download
 * page's cards), changed by operators with content.write and audited.
 */
export const saveResource = (
  db: Db,
  operator: OperatorContext,
  code: string,
  type: ResourceType,
  body: { url: string; qrCodeUrl: string | null },
) =>
  db.tx(async (tx) => {
    const brand = await scopedBrand(tx, operator, 'content.write', code);
    await systemRepo(tx).saveResource(brand.id, type, body.url, body.qrCodeUrl);
    await opsRepo(tx).audit(operator.id, 'resource.save', type, { merchant: brand.code, ...body }, brand.id);
    return { resourceType: type, url: body.url, qrCodeUrl: body.qrCodeUrl };
  });

export const deleteResource = (db: Db, operator: OperatorContext, code: string, type: ResourceType) =>
  db.tx(async (tx) => {
    const brand = await scopedBrand(tx, operator, 'content.write', code);
    if (!(await systemRepo(tx).deleteResource(brand.id, type))) throw new NotFoundError();
    await opsRepo(tx).audit(operator.id, 'resource.delete', type, { merchant: brand.code }, brand.id);
    return null;
  });
