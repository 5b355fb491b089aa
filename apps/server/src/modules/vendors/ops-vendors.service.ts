import type { GameCategory } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import { scopedBrand } from '../approvals/brand-scope.ts';
import { categoryOf } from '../games/menu.service.ts';
import type { OperatorContext } from '../ops/operator-context.ts';
import { opsRepo } from '../ops/ops.repo.ts';
import { type AdapterRow, adaptersRepo } from './adapters.repo.ts';
import { syncCatalogue } from './catalogue-sync.ts';
import { opsVendorsRepo } from './ops-vendors.repo.ts';

/**
 * Vendors as operators run them: a provider's adapter is the platform's contract with it, for
 * every brand at once, so only an operator who manages vendors (an owner of every brand) sets it;
 * a brand's switch and maintenance belong to whoever writes that brand's settings. Every change
 * is audited. Secrets never pass here: they come from the deployment's configuration.
 */

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);
const adapterView = (row: AdapterRow | undefined) =>
  row
    ? {
        apiUrl: row.apiUrl,
        playUrl: row.playUrl,
        walletMode: row.walletMode,
        configuredAt: new Date(row.configuredAt).toISOString(),
        syncedAt: iso(row.syncedAt),
      }
    : null;

async function vendorView(db: Db, code: string) {
  const known = (await opsVendorsRepo(db).catalogue()).find((row) => row.vendorCode === code);
  if (!known) throw new NotFoundError();
  return {
    vendorCode: code,
    name: known.name,
    categories: known.categories.map((type) => categoryOf({ gameType: type as GameCategory, vassalage: code })),
    games: known.games,
    adapter: adapterView(await adaptersRepo(db).byCode(code)),
    hasSecret: await adaptersRepo(db).hasSecret(code),
  };
}

export async function listVendors(db: Db) {
  const rows = await opsVendorsRepo(db).catalogue();
  const adapters = new Map((await adaptersRepo(db).list()).map((row) => [row.vendorCode, row]));
  const secrets = new Set(await opsVendorsRepo(db).secretCodes());
  return {
    list: rows.map((row) => ({
      vendorCode: row.vendorCode,
      name: row.name,
      categories: [
        ...new Set(
          row.categories.map((type) => categoryOf({ gameType: type as GameCategory, vassalage: row.vendorCode })),
        ),
      ],
      games: row.games,
      adapter: adapterView(adapters.get(row.vendorCode)),
      hasSecret: secrets.has(row.vendorCode),
    })),
  };
}

/** Vendors are managed for every brand: the permission must reach them all. */
function assertEveryBrand(operator: OperatorContext) {
  if (operator.brandsWith('vendors.manage') !== null) throw new ForbiddenError();
}

export async function putAdapter(
  db: Db,
  operator: OperatorContext,
  code: string,
  body: { apiUrl: string; playUrl?: string | null | undefined; walletMode: 'seamless' | 'transfer' },
) {
  assertEveryBrand(operator);
  await vendorView(db, code);
  if (!(await adaptersRepo(db).hasSecret(code))) throw new AppError('vendor-secret-missing');
  return db.tx(async (tx) => {
    const before = await adaptersRepo(tx).byCode(code);
    await adaptersRepo(tx).put(code, body.apiUrl, body.walletMode, body.playUrl?.replace(/\/$/, '') ?? null);
    await opsRepo(tx).audit(operator.id, 'vendor.adapter', code, { before: adapterView(before), after: body });
    return vendorView(tx, code);
  });
}

export async function removeAdapter(db: Db, operator: OperatorContext, code: string) {
  assertEveryBrand(operator);
  return db.tx(async (tx) => {
    const before = await adaptersRepo(tx).byCode(code);
    if (!before) return vendorView(tx, code);
    await adaptersRepo(tx).remove(code);
    await opsRepo(tx).audit(operator.id, 'vendor.adapter-removed', code, { before: adapterView(before) });
    return vendorView(tx, code);
  });
}

/** Imports the provider's catalogue now, audited. */
export async function syncVendorCatalogue(db: Db, operator: OperatorContext, code: string) {
  assertEveryBrand(operator);
  const result = await syncCatalogue(db, code);
  await opsRepo(db).audit(operator.id, 'vendor.sync', code, result);
  return result;
}

export async function brandVendors(db: Db, operator: OperatorContext, code: string) {
  const brand = await scopedBrand(db, operator, 'brand.read', code);
  const rows = await opsVendorsRepo(db).brandVendors(brand.id);
  return {
    list: rows.map((row) => ({ ...row, category: categoryOf({ gameType: row.gameType, vassalage: row.vendorCode }) })),
  };
}

export async function updateBrandVendor(
  db: Db,
  operator: OperatorContext,
  code: string,
  vendor: string,
  change: { enabled?: boolean; maintenance?: boolean },
) {
  const brand = await scopedBrand(db, operator, 'brand.write', code);
  await db.tx(async (tx) => {
    const changed = await opsVendorsRepo(tx).updateBrandVendor(brand.id, vendor, change);
    if (!changed) throw new NotFoundError();
    await opsRepo(tx).audit(operator.id, 'merchant.vendor', `${code}:${vendor}`, { merchant: code, ...change });
  });
  return brandVendors(db, operator, code);
}
