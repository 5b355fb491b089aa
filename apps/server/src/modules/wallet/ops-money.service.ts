import type { BodyOf, MoneySettings, opsAdjustBalance, opsMoneySettings } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import { opsRepo } from '../ops/ops.repo.ts';
import { accountFor, memberBalance, systemAccount, transfer } from './ledger.service.ts';
import { moneySettingsRepo } from './money-settings.repo.ts';
import { opsMoneyRepo } from './ops-money.repo.ts';

/** Changes part of a brand's money settings; the change and the result are audited together. */
export async function updateMoneySettings(
  db: Db,
  operatorId: number,
  code: string,
  change: BodyOf<typeof opsMoneySettings>,
): Promise<MoneySettings> {
  return db.tx(async (tx) => {
    const merchant = await opsMoneyRepo(tx).merchantByCode(code);
    if (!merchant) throw new NotFoundError('merchant-not-found');
    const repo = moneySettingsRepo(tx);
    const before = await repo.read(merchant.id);
    const next: MoneySettings = { ...before, ...definedOnly(change) };
    if (next.withdrawMax < next.withdrawMin) {
      throw new ValidationError([{ field: 'withdrawMax', key: 'bad-request' }]);
    }
    await repo.write(merchant.id, next);
    await opsRepo(tx).audit(operatorId, 'merchant.money', code, { change, before, after: next });
    return next;
  });
}

const definedOnly = (change: Partial<MoneySettings>) =>
  Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) as Partial<MoneySettings>;

/**
 * A correction or bonus on the member's main wallet, against the brand's `adjustment`
 * account. The reason is the remark the member sees. A retried requestId moves money
 * once and is audited once.
 */
export async function adjustBalance(
  db: Db,
  operatorId: number,
  account: string,
  body: BodyOf<typeof opsAdjustBalance>,
) {
  const merchant = await opsMoneyRepo(db).merchantByCode(body.merchant);
  if (!merchant) throw new NotFoundError('merchant-not-found');
  const member = await opsMoneyRepo(db).memberByAccount(merchant.id, account);
  if (!member) throw new NotFoundError('account-not-found');
  const main = await accountFor(db, merchant.id, member.id);
  const adjustment = await systemAccount(db, merchant.id, 'adjustment');
  const signed = body.direction === 'credit' ? body.amount : -body.amount;
  await db.tx(async (tx) => {
    const result = await transfer(tx, {
      merchantId: merchant.id,
      key: `adjust:${body.requestId}`,
      type: 'adjustment',
      entries: [
        { accountId: adjustment, amount: -signed },
        { accountId: main, amount: signed },
      ],
      metadata: { reference: body.requestId, remark: body.reason },
    });
    if (!result.replayed) {
      await opsRepo(tx).audit(operatorId, 'member.adjust', `${body.merchant}:${member.account}`, {
        ...body,
        transferId: result.transferId,
      });
    }
  });
  return { sumBalance: await memberBalance(db, merchant.id, member.id) };
}
