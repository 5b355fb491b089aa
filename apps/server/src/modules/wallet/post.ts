import { createHash } from 'node:crypto';
import { perDatabase } from '../../platform/cache.ts';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import { ledgerTransfers } from '../../platform/metrics.ts';
import { isOverdraft, ledgerRepo } from './ledger.repo.ts';
import { accountFor, systemAccount } from './ledger.service.ts';

/**
 * The wallet's one posting for the hot paths (seamless bets, wins, refunds): the caller
 * names accounts by what they are, the wallet finds them, and the transfer is one
 * statement (`ledger_post`, migration 026) that answers the balances after it. The same
 * guarantees as `transfer` (ledger.service.ts): one key applies once, entries balance,
 * no member below zero; the database enforces each.
 */

/** An account named by role: the player's wallet for a vendor (by the brand's mode), a system account, or an id. */
export type AccountRef = { player: { memberId: string; vendor: string } } | { system: string } | { id: string };

export interface PostRequest {
  merchantId: number;
  key: string;
  type: string;
  entries: readonly { account: AccountRef; amount: number }[];
  metadata?: Record<string, unknown>;
}

export interface Posted {
  transferId: string;
  replayed: boolean;
  /** The accounts the entries named, in their order. */
  accounts: string[];
  /** Balance after a new transfer, by account id (a replay reads them afresh). */
  balances: Record<string, number>;
  currency: string;
}

/**
 * Raised inside a transaction when an account it needs does not exist yet: the caller
 * rolls back, calls `create` outside any transaction, and runs again. Creating inside
 * would be an INSERT … ON CONFLICT on ledger_accounts, which on PostgreSQL waits for
 * whichever transaction has updated that row; holding the caller's own locks meanwhile
 * can close a circle with another transaction. Plain reads never wait.
 */
export class MissingAccount extends Error {
  constructor(readonly create: (db: Db) => Promise<string>) {
    super('ledger account to create first');
  }
}

// An account's id never changes once it exists (the ledger deletes nothing): system
// accounts are looked up once per process and database, then kept.
const systemIds = perDatabase(() => new Map<string, string>());

export async function systemId(db: Db, merchantId: number, code: string): Promise<string> {
  const ids = systemIds(db);
  const key = `${merchantId}:${code}`;
  const known = ids.get(key);
  if (known) return known;
  const row = await db.one<{ id: string }>(
    `SELECT id::text AS id FROM ledger_accounts WHERE merchant_id = $1 AND kind = 'system' AND member_id IS NULL AND code = $2`,
    [merchantId, code],
    { name: 'wallet_system_account' },
  );
  if (!row) throw new MissingAccount((pool) => systemAccount(pool, merchantId, code));
  if (ids.size > 10_000) ids.clear();
  ids.set(key, row.id);
  return row.id;
}

/**
 * The wallet a seamless vendor plays from: the member's main wallet, whatever the brand's wallet
 * mode (issue 36: opening a game moves no money; a multi-wallet brand's vendor wallets are for
 * transfer-wallet vendors, which hold the money they play with). `vendor` names the player's side
 * of a call and stays in the signature for the calls' records.
 */
export async function playerWalletId(db: Db, merchantId: number, memberId: string, _vendor: string): Promise<string> {
  const row = await db.one<{ id: string }>(
    `SELECT id::text AS id FROM ledger_accounts
      WHERE merchant_id = $1 AND member_id = $2 AND kind = 'member_main' AND code = ''`,
    [merchantId, memberId],
    { name: 'wallet_player_main' },
  );
  if (row?.id) return row.id;
  throw new MissingAccount((pool) => accountFor(pool, merchantId, memberId));
}

const resolve = (db: Db, merchantId: number, ref: AccountRef): Promise<string> =>
  'id' in ref
    ? Promise.resolve(ref.id)
    : 'system' in ref
      ? systemId(db, merchantId, ref.system)
      : playerWalletId(db, merchantId, ref.player.memberId, ref.player.vendor);

/** The same "same request" as `transfer`: type and entries (order-free), not metadata. */
function requestHash(type: string, entries: readonly { accountId: string; amount: number }[]): string {
  const sorted = entries
    .map((entry) => [entry.accountId, entry.amount] as const)
    .sort((a, b) => (a[0] === b[0] ? a[1] - b[1] : a[0] < b[0] ? -1 : 1));
  return createHash('sha256')
    .update(JSON.stringify({ type, entries: sorted }))
    .digest('hex');
}

/** Posts one transfer; see the file's head. Throws insufficient-balance, idempotency-mismatch, bad-request, MissingAccount. */
export async function post(db: Db, request: PostRequest): Promise<Posted> {
  if (!request.key || !request.type || request.entries.length < 2) throw new AppError('bad-request');
  let total = 0;
  for (const { account, amount } of request.entries) {
    if (!Number.isSafeInteger(amount) || amount === 0) throw new AppError('bad-request');
    if ('id' in account && !/^\d+$/.test(account.id)) throw new AppError('bad-request');
    total += amount;
  }
  if (total !== 0) throw new AppError('bad-request');
  const accounts: string[] = [];
  for (const entry of request.entries) accounts.push(await resolve(db, request.merchantId, entry.account));
  const entries = request.entries.map((entry, i) => ({ accountId: accounts[i] as string, amount: entry.amount }));
  const hash = requestHash(request.type, entries);
  let rows: Awaited<ReturnType<typeof ledgerRepo.post>>;
  try {
    rows = await ledgerRepo.post(
      db,
      {
        merchantId: request.merchantId,
        key: request.key,
        type: request.type,
        requestHash: hash,
        metadata: request.metadata ?? {},
      },
      entries,
    );
  } catch (error) {
    if (isOverdraft(error)) throw new AppError('insufficient-balance');
    if ((error as Error).message === 'ledger-bad-accounts') throw new AppError('bad-request');
    throw error;
  }
  const first = rows[0];
  // The key's first holder rolled back between the insert and the look: answered as a conflict.
  if (!first) throw new AppError('conflict');
  if (first.replayed) {
    if (first.requestHash !== hash) throw new AppError('idempotency-mismatch');
    return { transferId: first.transferId, replayed: true, accounts, balances: {}, currency: '' };
  }
  ledgerTransfers.inc({ type: request.type });
  const balances: Record<string, number> = {};
  for (const row of rows) if (row.accountId) balances[row.accountId] = Number(row.balance);
  return { transferId: first.transferId, replayed: false, accounts, balances, currency: first.currency ?? '' };
}
