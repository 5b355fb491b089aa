import { randomUUID } from 'node:crypto';
import { formatMoney } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { accountFor, transfer, vendorAccountFor } from '../wallet/ledger.service.ts';
import { walletRepo } from '../wallet/wallet.repo.ts';
import { isHouseVendor } from './secrets.ts';

/**
 * Multi-wallet brands: before a seamless vendor's game opens, the member's money
 * moves into that vendor's wallet so they can play at once. What moves: the whole
 * main wallet and every other house vendor wallet (money we hold for our own games;
 * a third party's wallet would need that vendor's transfer API, so it stays). One
 * ledger transfer of type 'wallet-transfer' per launch; the wallet page's Recall
 * all brings everything back to main. Returns the amount moved.
 */
export async function fillVendorWallet(
  db: Db,
  at: { merchantId: number; memberId: string; vendorCode: string; vendorName: string },
): Promise<number> {
  // Created outside the lock transaction: accounts are created once and never locked for it.
  await accountFor(db, at.merchantId, at.memberId);
  const target = await vendorAccountFor(db, at.merchantId, at.memberId, at.vendorCode);
  return db.tx(async (tx) => {
    const accounts = await walletRepo(tx).lockMemberAccounts(at.merchantId, at.memberId);
    const sources = accounts.filter(
      (account) =>
        account.id !== target && account.balance > 0 && (account.kind === 'member_main' || isHouseVendor(account.code)),
    );
    const total = sources.reduce((sum, account) => sum + account.balance, 0);
    if (total === 0) return 0;
    const from = (account: (typeof sources)[number]) => (account.kind === 'member_main' ? 'Main' : account.name);
    await transfer(tx, {
      merchantId: at.merchantId,
      key: `launch:${at.memberId}:${randomUUID()}`,
      type: 'wallet-transfer',
      entries: [
        ...sources.map((account) => ({ accountId: account.id, amount: -account.balance })),
        { accountId: target, amount: total },
      ],
      metadata: {
        reference: at.vendorCode,
        remark: sources
          .map((account) => `${from(account)} → ${at.vendorName} ${formatMoney(account.balance)}`)
          .join('; '),
        action: 'launch',
      },
    });
    return total;
  });
}
