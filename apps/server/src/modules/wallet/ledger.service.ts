import { createHash } from 'node:crypto';
import { perDatabase } from '../../platform/cache.ts';
import { coalesce } from '../../platform/db/coalesce.ts';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import { ledgerTransfers } from '../../platform/metrics.ts';
import { isOverdraft, ledgerRepo } from './ledger.repo.ts';

export interface LedgerEntry {
  accountId: string;
  /** Integer minor units: positive credits the account, negative debits it. */
  amount: number;
}

export interface TransferRequest {
  merchantId: number;
  /** Idempotency key, unique per merchant. */
  key: string;
  type: string;
  entries: readonly LedgerEntry[];
  metadata?: Record<string, unknown>;
}

export interface TransferResult {
  transferId: string;
  /** True when the key had already been applied and this call changed nothing. */
  replayed: boolean;
}

/** The member's main wallet, created on first use. */
export const accountFor = (db: Db, merchantId: number, memberId: string) =>
  ledgerRepo.ensureAccount(db, { merchantId, kind: 'member_main', memberId, code: '' });

/** The member's wallet at one game vendor, created on first use. */
export const vendorAccountFor = (db: Db, merchantId: number, memberId: string, vendorCode: string) =>
  ledgerRepo.ensureAccount(db, { merchantId, kind: 'member_vendor', memberId, code: vendorCode });

/** A system account ('clearing:BANK', 'vendor:ARC', 'bonus', 'salary', 'dividend', 'points'), created on first use. */
export const systemAccount = (db: Db, merchantId: number, code: string) =>
  ledgerRepo.ensureAccount(db, { merchantId, kind: 'system', memberId: null, code });

export const accountBalance = (db: Db, accountId: string) => ledgerRepo.accountBalance(db, accountId);

/** Main wallet plus every vendor wallet, in minor units. */
export const memberBalance = (db: Db, merchantId: number, memberId: string) =>
  ledgerRepo.memberBalance(db, merchantId, memberId);

/**
 * memberBalance for reads outside a transaction: the balances asked for in one turn of the
 * event loop are read in one statement (the balance poll is the site's busiest request).
 */
export const pooledBalance = perDatabase((db: Db) =>
  coalesce((members: readonly { merchantId: number; memberId: string }[]) => ledgerRepo.memberBalances(db, members)),
);

/** What makes two calls with one key "the same request": type and entries (order-free), not metadata. */
function requestHash(request: TransferRequest): string {
  const entries = request.entries
    .map((entry) => [String(entry.accountId), entry.amount] as const)
    .sort((a, b) => (a[0] === b[0] ? a[1] - b[1] : a[0] < b[0] ? -1 : 1));
  return createHash('sha256')
    .update(JSON.stringify({ type: request.type, entries }))
    .digest('hex');
}

function validate(request: TransferRequest): void {
  if (!request.key || !request.type) throw new AppError('bad-request');
  if (request.entries.length < 2) throw new AppError('bad-request');
  let total = 0;
  for (const entry of request.entries) {
    if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) throw new AppError('bad-request');
    if (!/^\d+$/.test(String(entry.accountId))) throw new AppError('bad-request');
    total += entry.amount;
  }
  if (total !== 0 || !Number.isSafeInteger(total)) throw new AppError('bad-request');
}

/**
 * Moves money: one transfer, entries summing to zero, all or nothing. A key seen
 * before returns the first result when the request matches and is refused
 * (`idempotency-mismatch`) when it does not. An entry that would take a member
 * below zero is refused by the database (`insufficient-balance`); nothing applies.
 */
export async function transfer(db: Db, request: TransferRequest): Promise<TransferResult> {
  validate(request);
  const hash = requestHash(request);
  try {
    const result = await db.tx(async (tx) => {
      const transferId = await ledgerRepo.insertTransfer(tx, {
        merchantId: request.merchantId,
        key: request.key,
        type: request.type,
        requestHash: hash,
        metadata: request.metadata ?? {},
      });
      if (transferId === null) {
        const existing = await ledgerRepo.findTransfer(tx, request.merchantId, request.key);
        if (!existing) throw new AppError('conflict');
        if (existing.requestHash !== hash) throw new AppError('idempotency-mismatch');
        return { transferId: existing.id, replayed: true };
      }
      const ids = [...new Set(request.entries.map((entry) => String(entry.accountId)))];
      const locked = await ledgerRepo.lockAccounts(tx, ids);
      if (locked.length !== ids.length) throw new AppError('bad-request');
      const currencies = new Set(locked.map((account) => account.currency));
      if (currencies.size !== 1 || locked.some((account) => account.merchantId !== request.merchantId)) {
        throw new AppError('bad-request');
      }
      // Debits first is not needed: each balance change is checked on its own, and the CHECK holds per row.
      await ledgerRepo.insertEntries(
        tx,
        transferId,
        request.entries.map((entry) => ({ accountId: String(entry.accountId), amount: entry.amount })),
      );
      return { transferId, replayed: false };
    });
    if (!result.replayed) ledgerTransfers.inc({ type: request.type });
    return result;
  } catch (error) {
    if (isOverdraft(error)) throw new AppError('insufficient-balance');
    throw error;
  }
}

export interface LedgerViolation {
  rule:
    | 'balance-equals-entries'
    | 'transfer-sums-to-zero'
    | 'books-balance'
    | 'member-not-negative'
    | 'same-merchant'
    | 'entries-written-with-transfer';
  detail: string;
}

/** Every invariant of the books; an empty list means they hold. */
export async function ledgerCheck(db: Db): Promise<LedgerViolation[]> {
  const violations: LedgerViolation[] = [];
  for (const row of await ledgerRepo.driftedAccounts(db)) {
    violations.push({
      rule: 'balance-equals-entries',
      detail: `account ${row.id}: balance ${row.balance}, entries ${row.entries}`,
    });
  }
  for (const row of await ledgerRepo.unbalancedTransfers(db)) {
    violations.push({
      rule: 'transfer-sums-to-zero',
      detail: `transfer ${row.id}: ${row.count} entries summing to ${row.total}`,
    });
  }
  for (const row of await ledgerRepo.unbalancedBooks(db)) {
    violations.push({
      rule: 'books-balance',
      detail: `merchant ${row.merchantId} ${row.currency}: balances sum to ${row.total}`,
    });
  }
  for (const row of await ledgerRepo.negativeMemberAccounts(db)) {
    violations.push({ rule: 'member-not-negative', detail: `account ${row.id}: balance ${row.balance}` });
  }
  for (const row of await ledgerRepo.crossMerchantEntries(db)) {
    violations.push({ rule: 'same-merchant', detail: `entry ${row.id}: account of another merchant` });
  }
  for (const row of await ledgerRepo.lateEntries(db)) {
    violations.push({
      rule: 'entries-written-with-transfer',
      detail: `entry ${row.id}: added to transfer ${row.transferId} by another transaction`,
    });
  }
  return violations;
}
