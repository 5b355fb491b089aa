import { formatMoney } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, NotFoundError } from '../../platform/errors.ts';
import type { OperatorContext } from '../ops/operator-context.ts';
import { opsRepo } from '../ops/ops.repo.ts';
import { dayStatsRepo } from '../stats/day-stats.repo.ts';
import { moneySettingsRepo } from '../wallet/money-settings.repo.ts';
import { type ApplicationRow, type ApplicationState, applicationsRepo } from './applications.repo.ts';
import { basisPoints } from './evaluate.ts';
import { factsRepo } from './facts.repo.ts';
import { brandDay } from './member-facts.ts';
import { payBonus } from './pay.ts';
import { opsApplicationView } from './views.ts';

/**
 * The application desk ('adjust.request': finance and owners). One operator issues a
 * bonus: the amount is bounded by the promotion's maximum, which a content operator set
 * within the brand's largest adjustment, so it is not money out of the ordinary (see
 * docs/decisions.md). Issuing pays through the ledger once (claim key app:<id>).
 */

/** What the terms give for the member's deposits on the promotion's days, at most the maximum. */
async function suggestedFor(db: Db, row: ApplicationRow): Promise<number> {
  if (row.terms.kind !== 'deposit-bonus') return 0;
  const days = await dayStatsRepo(db).member(
    row.memberId,
    brandDay(new Date(row.promotionStartsAt), row.gmtOffsetMinutes),
    brandDay(new Date(row.promotionEndsAt), row.gmtOffsetMinutes),
  );
  return Math.min(row.terms.maxBonus, basisPoints(days.depositAmount, row.terms.percentBp));
}

const viewOf = async (db: Db, row: ApplicationRow) => opsApplicationView(row, await suggestedFor(db, row));

export async function listApplications(
  db: Db,
  operator: OperatorContext,
  filter: { merchant?: string; state?: ApplicationState },
  page: { pageNo: number; pageSize: number },
) {
  const rows = await applicationsRepo(db).page(
    { merchantIds: operator.brandsWith('adjust.request'), merchantCode: filter.merchant, state: filter.state },
    page.pageSize,
    (page.pageNo - 1) * page.pageSize,
  );
  const total = Number(rows[0]?.total ?? 0);
  return {
    list: await Promise.all(rows.map((row) => viewOf(db, row))),
    total,
    totalPages: Math.ceil(total / page.pageSize),
  };
}

/** The application, if the operator decides for its brand; locked while it waits. */
async function waiting(tx: Db, operator: OperatorContext, id: string) {
  const repo = applicationsRepo(tx);
  const found = await repo.byId(id);
  if (!found || !operator.can('adjust.request', found.merchantId)) throw new NotFoundError();
  if (!(await repo.lockApplying(id))) throw new AppError('invalid-state');
  const row = await repo.byId(id);
  if (!row) throw new NotFoundError();
  return row;
}

export async function issueApplication(
  db: Db,
  operator: OperatorContext,
  id: string,
  body: { amount?: number; note?: string },
) {
  return db.tx(async (tx) => {
    const row = await waiting(tx, operator, id);
    if (row.terms.kind !== 'deposit-bonus') throw new AppError('invalid-state');
    const amount = body.amount ?? (await suggestedFor(tx, row));
    if (amount < 1) throw new AppError('nothing-to-claim');
    const { adjustMax } = await moneySettingsRepo(tx).read(row.merchantId);
    const limit = Math.min(row.terms.maxBonus, adjustMax);
    if (amount > limit) throw new AppError('limit-exceeded', null, { limit: formatMoney(limit) });
    const note = body.note ? body.note : null;
    await applicationsRepo(tx).decide(id, 'issued', operator.id, note);
    const member = await factsRepo(tx).member(row.memberId);
    await payBonus(tx, {
      merchantId: row.merchantId,
      memberId: row.memberId,
      memberLanguage: member?.language ?? 'EN',
      promotion: { id: row.promotionId, title: row.promotionTitle, turnoverMultiple: row.turnoverMultiple },
      claimKey: `app:${id}`,
      source: 'application',
      amount,
      contactId: row.contactId,
      remark: note ?? '',
      issuedBy: operator.id,
    });
    await opsRepo(tx).audit(
      operator.id,
      'promotion-application.issue',
      id,
      { account: row.account, promotionId: row.promotionId, amount, note },
      row.merchantId,
    );
    const after = await applicationsRepo(tx).byId(id);
    if (!after) throw new NotFoundError();
    return viewOf(tx, after);
  });
}

export async function rejectApplication(db: Db, operator: OperatorContext, id: string, note: string) {
  return db.tx(async (tx) => {
    const row = await waiting(tx, operator, id);
    await applicationsRepo(tx).decide(id, 'rejected', operator.id, note);
    await opsRepo(tx).audit(
      operator.id,
      'promotion-application.reject',
      id,
      { account: row.account, promotionId: row.promotionId, note },
      row.merchantId,
    );
    const after = await applicationsRepo(tx).byId(id);
    if (!after) throw new NotFoundError();
    return viewOf(tx, after);
  });
}

/** One of an application's images, for an operator of its brand. */
export async function applicationImage(db: Db, operator: OperatorContext, id: string, n: number) {
  const image = await applicationsRepo(db).image(id, n);
  if (!image || !operator.can('adjust.request', image.merchantId)) throw new NotFoundError();
  return image;
}
