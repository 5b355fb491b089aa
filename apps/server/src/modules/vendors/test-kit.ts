import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/db.ts';
import { buildTestApp, listening, type TestApp } from '../../test/harness.ts';
import { createMember, type TestMember } from '../../test/members.ts';
import { accountFor, systemAccount, transfer } from '../wallet/ledger.service.ts';
import { vendorSecret } from './secrets.ts';
import { type SeamlessClientOptions, seamlessClient } from './simulator/seamless-client.ts';

/** The whole server listening on a free port, so vendors call the seamless API over real HTTP. */
export interface WalletServer extends TestApp {
  baseUrl: string;
  client: (vendor?: string, options?: Partial<SeamlessClientOptions>) => Promise<ReturnType<typeof seamlessClient>>;
}

export async function startWallet(): Promise<WalletServer> {
  const test = await buildTestApp();
  const baseUrl = await listening(test.app);
  const client = async (vendor = 'ARC', options: Partial<SeamlessClientOptions> = {}) =>
    seamlessClient({
      baseUrl,
      vendor,
      secret: (await vendorSecret(test.db, vendor)) ?? 'none',
      backoffMs: 5,
      ...options,
    });
  return { ...test, baseUrl, client };
}

/** The account a seamless vendor's bets debit for this member: the main wallet, on every brand (issue 36). */
export async function playAccount(db: Db, member: TestMember, _vendor = 'ARC') {
  return accountFor(db, member.merchantId, member.id);
}

let deposits = 0;
/** A member (demo brand unless `merchant`) holding `amount` where `vendor` plays from. */
export async function bettor(db: Db, amount: number, options: { merchant?: string; vendor?: string } = {}) {
  const member = await createMember(db, options.merchant ? { merchant: options.merchant } : {});
  if (amount > 0) {
    const clearing = await systemAccount(db, member.merchantId, 'clearing:BANK');
    await transfer(db, {
      merchantId: member.merchantId,
      key: `test-fund:${member.id}:${deposits++}`,
      type: 'deposit',
      entries: [
        { accountId: clearing, amount: -amount },
        { accountId: await playAccount(db, member, options.vendor), amount },
      ],
    });
  }
  return member;
}

export const balanceOf = async (db: Db, accountId: string) =>
  Number((await db.one<{ b: string }>('SELECT balance::text AS b FROM ledger_accounts WHERE id = $1', [accountId]))?.b);

/** Ledger transfers made for a vendor transaction (its bet, win or refund key); 1 at most, always. */
export const transfersFor = async (db: Db, vendor: string, kind: 'bet' | 'win' | 'refund', id: string) =>
  Number(
    (
      await db.one<{ n: string }>('SELECT count(*)::text AS n FROM ledger_transfers WHERE idempotency_key = $1', [
        `seamless:${vendor}:${kind}:${id}`,
      ])
    )?.n,
  );

export type { FastifyInstance };
