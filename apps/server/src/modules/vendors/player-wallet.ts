import type { Db } from '../../platform/db/db.ts';
import { MissingAccount, playerWalletId, systemId } from '../wallet/post.ts';

/**
 * Raised inside a seamless call when an account it needs does not exist yet: the call is
 * rolled back, the account created outside any transaction, and the call run again (see
 * seamless.service.ts `once`). The wallet owns it (wallet/post.ts).
 */
export { MissingAccount };

/** The wallet a seamless vendor plays from: the member's main wallet (wallet/post.ts). */
export const playerAccount = (db: Db, merchantId: number, memberId: string, vendor: string): Promise<string> =>
  playerWalletId(db, merchantId, memberId, vendor);

/** A system account ('vendor:ARC:3'), found the same way (its id kept once known). */
export const houseAccount = (db: Db, merchantId: number, code: string): Promise<string> =>
  systemId(db, merchantId, code);

/** Balance and currency of one ledger account. */
export async function accountState(db: Db, accountId: string) {
  const row = await db.one<{ balance: string; currency: string }>(
    'SELECT balance::text AS balance, currency FROM ledger_accounts WHERE id = $1',
    [accountId],
    { name: 'wallet_account_state' },
  );
  return { balance: Number(row?.balance ?? 0), currency: row?.currency ?? '' };
}
