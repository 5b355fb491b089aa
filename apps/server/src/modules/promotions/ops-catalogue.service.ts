import {
  type BodyOf,
  formatMoney,
  type LocalizedText,
  type opsCreateCategory,
  type opsCreatePromotion,
  type opsUpdateCategory,
  type opsUpdatePromotion,
  type PromotionTerms,
} from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { Tenancy } from '../../platform/tenancy.ts';
import type { OperatorContext } from '../ops/operator-context.ts';
import { opsRepo } from '../ops/ops.repo.ts';
import { moneySettingsRepo } from '../wallet/money-settings.repo.ts';
import { catalogueRepo, type PromotionInput, type PromotionRow } from './catalogue.repo.ts';
import { sanitiseHtml } from './sanitise-html.ts';
import { opsPromotionView } from './views.ts';

/**
 * Categories and promotions for operators holding 'content.write' for the brand. A
 * record of a brand the operator does not write for is not found. Every change is
 * audited in its transaction.
 */

type Deps = { db: Db; tenancy: Tenancy };

async function brandOf(tenancy: Tenancy, code: string) {
  const merchant = await tenancy.byCodeOrNull(code);
  if (!merchant) throw new NotFoundError('merchant-not-found');
  return merchant;
}

export async function listCategories({ db, tenancy }: Deps, code: string) {
  const brand = await brandOf(tenancy, code);
  return { list: await catalogueRepo(db).categories(brand.id) };
}

export async function createCategory(
  { db, tenancy }: Deps,
  operator: OperatorContext,
  body: BodyOf<typeof opsCreateCategory>,
) {
  const brand = await brandOf(tenancy, body.merchant);
  return db.tx(async (tx) => {
    const created = await catalogueRepo(tx).insertCategory(brand.id, body.name, body.sort);
    if (!created) throw new AppError('conflict');
    await opsRepo(tx).audit(operator.id, 'promotion-category.create', created.id, { name: body.name }, brand.id);
    const row = await catalogueRepo(tx).category(created.id);
    if (!row) throw new NotFoundError();
    return row;
  });
}

export async function updateCategory(
  db: Db,
  operator: OperatorContext,
  id: string,
  body: BodyOf<typeof opsUpdateCategory>,
) {
  return db.tx(async (tx) => {
    const repo = catalogueRepo(tx);
    const before = await repo.category(id);
    if (!before || !operator.can('content.write', before.merchantId)) throw new NotFoundError();
    await repo.updateCategory(id, body);
    await opsRepo(tx).audit(operator.id, 'promotion-category.update', id, { change: body }, before.merchantId);
    const row = await repo.category(id);
    if (!row) throw new NotFoundError();
    return row;
  });
}

export async function listPromotions({ db, tenancy }: Deps, code: string, page: { pageNo: number; pageSize: number }) {
  const brand = await brandOf(tenancy, code);
  const rows = await catalogueRepo(db).page(brand.id, page.pageSize, (page.pageNo - 1) * page.pageSize);
  const total = Number(rows[0]?.total ?? 0);
  return { list: rows.map(opsPromotionView), total, totalPages: Math.ceil(total / page.pageSize) };
}

/** Each payment a set of terms can make, so none is above the brand's largest adjustment. */
function largestPayment(terms: PromotionTerms): number {
  switch (terms.kind) {
    case 'deposit-bonus':
    case 'first-deposit':
      return terms.maxBonus;
    case 'rebate':
      return 0;
    case 'check-in':
      return Math.max(...terms.rewards);
    case 'raffle':
      return Math.max(...terms.prizes.map((prize) => prize.amount));
  }
}

const cleanRichText = (text: LocalizedText): LocalizedText =>
  Object.fromEntries(Object.entries(text).map(([lang, html]) => [lang, sanitiseHtml(html ?? '')]));

/** The rules of a promotion that a schema cannot say, then its rich text sanitised. */
async function checked(db: Db, merchantId: number, input: PromotionInput): Promise<PromotionInput> {
  const fields: { field: string; key: string }[] = [];
  if (new Date(input.endsAt) <= new Date(input.startsAt)) fields.push({ field: 'endsAt', key: 'bad-request' });
  const { vipMin, vipMax } = input.eligibility;
  if (vipMin !== null && vipMax !== null && vipMin > vipMax)
    fields.push({ field: 'eligibility.vipMax', key: 'bad-request' });
  if (fields.length > 0) throw new ValidationError(fields);
  if (input.categoryId !== null) {
    const category = await catalogueRepo(db).category(input.categoryId);
    if (!category || category.merchantId !== merchantId)
      throw new ValidationError([{ field: 'categoryId', key: 'bad-request' }]);
  }
  const { adjustMax } = await moneySettingsRepo(db).read(merchantId);
  if (largestPayment(input.terms) > adjustMax)
    throw new AppError('limit-exceeded', null, { limit: formatMoney(adjustMax) });
  return {
    ...input,
    content: cleanRichText(input.content),
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
  };
}

export async function createPromotion(
  { db, tenancy }: Deps,
  operator: OperatorContext,
  body: BodyOf<typeof opsCreatePromotion>,
) {
  const brand = await brandOf(tenancy, body.merchant);
  const { merchant: _code, ...fields } = body;
  return db.tx(async (tx) => {
    const input = await checked(tx, brand.id, {
      ...fields,
      startsAt: new Date(fields.startsAt),
      endsAt: new Date(fields.endsAt),
    });
    const created = await catalogueRepo(tx).insert(brand.id, input.terms.kind, input);
    if (!created) throw new AppError('conflict');
    await opsRepo(tx).audit(
      operator.id,
      'promotion.create',
      created.id,
      { kind: input.terms.kind, title: input.title.EN, terms: input.terms },
      brand.id,
    );
    return opsPromotionView(await rowOf(tx, created.id));
  });
}

async function rowOf(db: Db, id: string): Promise<PromotionRow> {
  const row = await catalogueRepo(db).byId(id);
  if (!row) throw new NotFoundError();
  return row;
}

export async function updatePromotion(
  db: Db,
  operator: OperatorContext,
  id: string,
  body: BodyOf<typeof opsUpdatePromotion>,
) {
  return db.tx(async (tx) => {
    const before = await catalogueRepo(tx).byId(id);
    if (!before || !operator.can('content.write', before.merchantId)) throw new NotFoundError();
    if (body.terms && body.terms.kind !== before.kind)
      throw new ValidationError([{ field: 'terms.kind', key: 'bad-request' }]);
    const { id: _id, merchantId, merchantCode: _code, kind: _kind, updatedAt: _at, ...current } = before;
    const next = { ...current, ...body };
    const input = await checked(tx, merchantId, {
      ...next,
      startsAt: new Date(next.startsAt),
      endsAt: new Date(next.endsAt),
    });
    await catalogueRepo(tx).update(id, input);
    // Rich text is long: the audit names the languages rewritten, the rest of the change in full.
    const change = { ...body, content: body.content ? Object.keys(body.content) : undefined };
    await opsRepo(tx).audit(operator.id, 'promotion.update', id, { change }, merchantId);
    return opsPromotionView(await rowOf(tx, id));
  });
}
