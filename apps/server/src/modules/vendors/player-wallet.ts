import type { Db } from '../../platform/db/db.ts';
import { accountFor, systemAccount, vendorAccountFor } from '../wallet/ledger.service.ts';
import { moneySettingsRepo } from '../wallet/money-settings.repo.ts';

type Kind = 'member_main' | 'member_vendor' | 'system';

/**
 * Raised inside a seamless call when an account it needs does not exist yet: the
 * call is rolled back, the account created outside any transaction, and the call
 * run again (see seamless.service.ts `once`). Creating inside would be an INSERT …
 * ON CONFLICT on ledger_accounts, which on PostgreSQL waits for whichever
 * transaction has updated that row and not committed; holding the call's own locks
 * meanwhile can close a circle with another call. Plain reads never wait.
 */
export class MissingAccount extends Error {
  constructor(readonly create: (db: Db) => Promise<string>) {
    super('ledger account to create first');
  }
}

async function existing(db: Db, merchantId: number, kind: Kind, memberId: string | null, code: string) {
  const row = await db.one<{ id: string }>(
    `SELECT id::text AS id FROM ledger_accounts
      WHERE merchant_id = $1 AND kind = $2 AND COALESCE(member_id, 0) = COALESCE($3::bigint, 0) AND code = $4`,
    [merchantId, kind, memberId, code],
  );
  return row?.id;
}

/**
 * The wallet a vendor plays from, by the brand's mode: a single-wallet brand
 * plays every vendor from the member's main wallet; a multi-wallet brand from
 * the member's wallet at that vendor (filled on launch, see auto-transfer.ts).
 */
export async function playerAccount(db: Db, merchantId: number, memberId: string, vendor: string): Promise<string> {
  const { singleWallet } = await moneySettingsRepo(db).read(merchantId);
  const id = singleWallet
    ? await existing(db, merchantId, 'member_main', memberId, '')
    : await existing(db, merchantId, 'member_vendor', memberId, vendor);
  if (id) return id;
  throw new MissingAccount((pool) =>
    singleWallet ? accountFor(pool, merchantId, memberId) : vendorAccountFor(pool, merchantId, memberId, vendor),
  );
}

/** A system account ('vendor:ARC:3'), found the same way. */
export async function houseAccount(db: Db, merchantId: number, code: string): Promise<string> {
  const id = await existing(db, merchantId, 'system', null, code);
  if (id) return id;
  throw new MissingAccount((pool) => systemAccount(pool, merchantId, code));
}

/** Balance and currency of one ledger account. */
export async function accountState(db: Db, accountId: string) {
  const row = await db.one<{ balance: string; currency: string }>(
    'SELECT balance::text AS balance, currency FROM ledger_accounts WHERE id = $1',
    [accountId],
  );
  return { balance: Number(row?.balance ?? 0), currency: row?.currency ?? '' };
}
