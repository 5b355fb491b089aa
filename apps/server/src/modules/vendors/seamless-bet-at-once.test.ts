import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlParam } from '../../platform/db/db.ts';
import { ledgerCheck } from '../wallet/ledger.service.ts';
import { post } from '../wallet/post.ts';
import { placeBet, VENDOR_ACCOUNT_SHARDS } from './seamless-bets.service.ts';
import { balanceOf, bettor, playAccount, startWallet, transfersFor, type WalletServer } from './test-kit.ts';

/**
 * The bet in one statement (migration 031) keeps the general path's rules: one application per
 * transaction id under concurrency, the same ledger hash (a replay of its key through the
 * wallet's posting is a replay, not a mismatch), nothing kept over the balance, and every
 * account's balance, the vendor's stripes included, equal to the sum of its entries.
 */
let wallet: WalletServer;
beforeAll(async () => {
  wallet = await startWallet();
});
afterAll(async () => {
  await wallet.close();
});

const bet = (playerId: string, id: string, amount = 100) =>
  placeBet(wallet.app.db, 'ARC', {
    playerId,
    transactionId: id,
    roundId: `r-${id}`,
    gameCode: 'ARC-golden-dragon',
    amount,
  });
const count = async (sql: string, params: SqlParam[]) => Number((await wallet.db.one<{ n: string }>(sql, params))?.n);

describe('a bet in one statement', () => {
  it('applies each id once under concurrent bets and duplicates, and the books stay equal to the entries', async () => {
    const members = await Promise.all([1, 2, 3, 4].map(() => bettor(wallet.db, 100_000, { merchant: 'beta' })));
    for (const member of members) await bet(member.id, `once-warm-${member.id}`);
    const ids = members.flatMap((member) =>
      Array.from({ length: 10 }, (_, i) => [member.id, `once-${member.id}-${i}`]),
    );
    // Every id sent twice at once: the duplicate answers the first result.
    const answers = await Promise.all(
      ids.flatMap(([player, id]) => [bet(player as string, id as string), bet(player as string, id as string)]),
    );
    for (let i = 0; i < answers.length; i += 2) expect(answers[i]).toEqual(answers[i + 1]);
    for (const [, id] of ids) expect(await transfersFor(wallet.db, 'ARC', 'bet', id as string)).toBe(1);
    for (const member of members) {
      expect(await balanceOf(wallet.db, await playAccount(wallet.db, member))).toBe(100_000 - 11 * 100);
    }
    const stripes = await count(
      `SELECT COALESCE(sum(balance), 0)::text AS n FROM ledger_accounts WHERE merchant_id = $1 AND code LIKE 'vendor:ARC:%'`,
      [members[0]?.merchantId ?? 0],
    );
    expect(stripes).toBeGreaterThanOrEqual(members.length * 11 * 100);
    expect(await ledgerCheck(wallet.db)).toEqual([]);
  });

  it('stores the hash the wallet computes, and keeps nothing over the balance', async () => {
    const member = await bettor(wallet.db, 1_000, { merchant: 'beta' });
    await bet(member.id, `hash-warm-${member.id}`);
    await bet(member.id, `hash-${member.id}`, 300);
    const replay = await post(wallet.app.db, {
      merchantId: member.merchantId,
      key: `seamless:ARC:bet:hash-${member.id}`,
      type: 'bet',
      entries: [
        { account: { system: `vendor:ARC:${Number(member.id) % VENDOR_ACCOUNT_SHARDS}` }, amount: 300 },
        { account: { player: { memberId: member.id, vendor: 'ARC' } }, amount: -300 },
      ],
    });
    expect(replay.replayed).toBe(true);

    await expect(bet(member.id, `hash-over-${member.id}`, 5_000)).rejects.toMatchObject({
      code: 'insufficient-balance',
    });
    expect(
      await count(`SELECT count(*)::text AS n FROM seamless_transactions WHERE transaction_id = $1`, [
        `hash-over-${member.id}`,
      ]),
    ).toBe(0);
    expect(
      await count(`SELECT count(*)::text AS n FROM bet_records WHERE bet_transaction_id = $1`, [
        `hash-over-${member.id}`,
      ]),
    ).toBe(0);
    await expect(bet(member.id, `hash-${member.id}`, 301)).rejects.toMatchObject({ code: 'idempotency-mismatch' });
    expect(await balanceOf(wallet.db, await playAccount(wallet.db, member))).toBe(1_000 - 100 - 300);
  });
});
