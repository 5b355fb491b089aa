import { type BodyOf, formatMoney, type walletTransfer } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import { contractFlags } from '../contracts/flags.ts';
import { accountFor, transfer, vendorAccountFor } from './ledger.service.ts';
import { moneySettingsRepo } from './money-settings.repo.ts';
import { walletRepo } from './wallet.repo.ts';

/** The largest amount a member may send (the contract's amount bound), for the range message. */
export const AMOUNT_MAX = 9_999_999_999_999;

export const amountOutOfRange = (min: number) =>
  new AppError('amount-out-of-range', null, { min: formatMoney(min), max: formatMoney(AMOUNT_MAX) });

export async function consolidatedFunds(db: Db, merchantId: number, memberId: string) {
  const funds = await walletRepo(db).funds(merchantId, memberId);
  return {
    sumBalance: funds.main + funds.vendor,
    mainBalance: funds.main,
    vendorBalance: funds.vendor,
    pendingWithdrawal: funds.pendingWithdrawal,
    pendingDeposit: funds.pendingDeposit,
    // The agent centre's salary and dividend entries follow these (endpoints §2).
    ...(await contractFlags(db, merchantId, memberId)),
  };
}

/**
 * The main wallet and, in multi-wallet mode, every vendor wallet of the brand. In
 * single-wallet mode only vendor wallets still holding money (left from before the
 * brand switched) are listed, so the member sees them and can recall them.
 */
async function wallets(db: Db, merchantId: number, memberId: string, mode: 'all' | 'funded' | 'none') {
  const repo = walletRepo(db);
  const { main } = await repo.funds(merchantId, memberId);
  if (mode === 'none') return { mainBalance: main, wallets: [] };
  const all = await repo.vendorWallets(merchantId, memberId);
  return { mainBalance: main, wallets: mode === 'all' ? all : all.filter((wallet) => wallet.balance > 0) };
}

export async function merchantWallet(db: Db, merchantId: number, memberId: string, askSingle: boolean) {
  const { singleWallet } = await moneySettingsRepo(db).read(merchantId);
  const mode = askSingle ? 'none' : singleWallet ? 'funded' : 'all';
  return { isSingle: singleWallet, ...(await wallets(db, merchantId, memberId, mode)) };
}

type TransferBody = BodyOf<typeof walletTransfer>;
type MoveBody = Extract<TransferBody, { type: 'in' | 'out' }>;

/**
 * Main ↔ vendor wallet, or every vendor wallet back to main ("recall"). A retried
 * requestId moves money once; the answer is always the wallets as they are now.
 * The wallets are read in the transaction that moves the money (issue 35): read after
 * its commit, a read that found no free connection answered 503 for money already moved.
 * Whatever fails before that commit has moved nothing.
 */
export async function transferBetweenWallets(db: Db, merchantId: number, memberId: string, body: TransferBody) {
  const settings = await moneySettingsRepo(db).read(merchantId);
  // A single-wallet brand still lets money left in vendor wallets come home; nothing goes out.
  if (settings.singleWallet && body.type !== 'recall') throw new AppError('single-wallet-mode');
  const key = `wallet:${memberId}:${body.requestId}`;
  const answer = (tx: Db) => wallets(tx, merchantId, memberId, settings.singleWallet ? 'funded' : 'all');
  if (body.type === 'recall') return recall(db, { merchantId, memberId, key }, answer);
  return move(db, { merchantId, memberId, key, transferMin: settings.transferMin }, body, answer);
}

type Answer = (tx: Db) => ReturnType<typeof wallets>;

async function move(
  db: Db,
  at: { merchantId: number; memberId: string; key: string; transferMin: number },
  body: MoveBody,
  answer: Answer,
) {
  const vendor = await walletRepo(db).vendor(at.merchantId, body.vendorCode);
  // Money may always come back out of a vendor the brand has switched off, never go in.
  if (!vendor || (body.type === 'in' && !vendor.enabled)) throw new AppError('unknown-vendor');
  // A retry of a transfer already made is answered by the ledger (replay or mismatch), whatever the limits now.
  const prior = await walletRepo(db).transferByKey(at.merchantId, at.key);
  if (!prior && body.amount < at.transferMin) throw amountOutOfRange(at.transferMin);
  // Opened before the transaction: opening one may wait on whoever holds its row (post.ts, MissingAccount).
  const main = await accountFor(db, at.merchantId, at.memberId);
  const wallet = await vendorAccountFor(db, at.merchantId, at.memberId, vendor.code);
  const [from, to] = body.type === 'in' ? [main, wallet] : [wallet, main];
  const route = body.type === 'in' ? `Main → ${vendor.name}` : `${vendor.name} → Main`;
  return db.tx(async (tx) => {
    await transfer(tx, {
      merchantId: at.merchantId,
      key: at.key,
      type: 'wallet-transfer',
      entries: [
        { accountId: from, amount: -body.amount },
        { accountId: to, amount: body.amount },
      ],
      metadata: { reference: vendor.code, remark: `${route} ${formatMoney(body.amount)}`, action: body.type },
    });
    return answer(tx);
  });
}

/**
 * One transfer bringing every positive vendor balance back to main. Balances are read
 * under the wallets' locks; the key is looked up under them too, so a retry (even a
 * racing one) answers the current wallets instead of computing a different transfer.
 */
async function recall(db: Db, at: { merchantId: number; memberId: string; key: string }, answer: Answer) {
  const { merchantId, memberId, key } = at;
  // Opened before the transaction: opening one may wait on whoever holds its row (post.ts, MissingAccount).
  await accountFor(db, merchantId, memberId);
  return db.tx(async (tx) => {
    const repo = walletRepo(tx);
    const accounts = await repo.lockMemberAccounts(merchantId, memberId);
    const prior = await repo.transferByKey(merchantId, key);
    if (prior) {
      if (prior.metadata.action === 'recall') return answer(tx);
      throw new AppError('idempotency-mismatch');
    }
    const main = accounts.find((account) => account.kind === 'member_main');
    const full = accounts.filter((account) => account.kind === 'member_vendor' && account.balance > 0);
    // Nothing to bring back: nothing is recorded, and the requestId stays unused.
    if (!main || full.length === 0) return answer(tx);
    const total = full.reduce((sum, account) => sum + account.balance, 0);
    await transfer(tx, {
      merchantId,
      key,
      type: 'wallet-transfer',
      entries: [
        ...full.map((account) => ({ accountId: account.id, amount: -account.balance })),
        { accountId: main.id, amount: total },
      ],
      metadata: {
        reference: 'recall',
        remark: full.map((account) => `${account.name} → Main ${formatMoney(account.balance)}`).join('; '),
        action: 'recall',
      },
    });
    return answer(tx);
  });
}
