import { formatMoney } from '@arcadia/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SqlParam } from '../../platform/db/db.ts';
import { countStatements } from '../../platform/db/statements.ts';
import { ledgerCheck } from '../wallet/ledger.service.ts';
import { post } from '../wallet/post.ts';
import { placeBet, rollbackBet, settleBet, VENDOR_ACCOUNT_SHARDS } from './seamless-bets.service.ts';
import { balanceOf, bettor, playAccount, startWallet, transfersFor, type WalletServer } from './test-kit.ts';

/**
 * A win and a rollback in one statement each (migration 034) keep the general path's rules:
 * one application per id under duplicates and races, the wallet's ledger hash and remark, a
 * loss and a second refund answered without a posting, wins over the cap held, and the refusals
 * (no such bet, settled already, a bet arriving after its rollback) as before.
 */
let wallet: WalletServer;
beforeAll(async () => {
  wallet = await startWallet();
});
afterEach(async () => {
  expect(await ledgerCheck(wallet.db)).toEqual([]);
});
afterAll(async () => {
  await wallet.close();
});

let n = 0;
const count = async (sql: string, params: SqlParam[]) => Number((await wallet.db.one<{ n: string }>(sql, params))?.n);

/** A beta-brand member (single wallet) with `funds`, one warm-up bet, and a bet of `stake` open. */
async function openBet(stake: number, funds = 100_000) {
  const member = await bettor(wallet.db, funds, { merchant: 'beta' });
  const db = wallet.app.db;
  const id = `sa-${n++}`;
  await placeBet(db, 'ARC', {
    playerId: member.id,
    transactionId: `${id}-warm`,
    roundId: 'warm',
    gameCode: 'ARC-golden-dragon',
    amount: 1,
  });
  await placeBet(db, 'ARC', {
    playerId: member.id,
    transactionId: id,
    roundId: `r-${id}`,
    gameCode: 'ARC-golden-dragon',
    amount: stake,
  });
  const ids = { playerId: member.id, betTransactionId: id, roundId: `r-${id}` };
  return {
    member,
    id,
    win: (amount: number, transactionId = `${id}-w`) => settleBet(db, 'ARC', { ...ids, transactionId, amount }),
    rollback: (transactionId = `${id}-x`) => rollbackBet(db, 'ARC', { ...ids, transactionId }),
    balance: async () => balanceOf(wallet.db, await playAccount(wallet.db, member)),
    state: async () =>
      (await wallet.db.one<{ state: string; payout: string }>(
        'SELECT state, payout::text AS payout FROM bet_records WHERE bet_transaction_id = $1',
        [id],
      )) ?? { state: 'none', payout: '' },
  };
}

describe('format_money', () => {
  it('writes an amount as formatMoney does', async () => {
    for (const minor of [0, 5, 99, 100, 1_05, 123_456, 100_000_000, 123_456_789_012, -1_234_567]) {
      const row = await wallet.db.one<{ text: string }>('SELECT format_money($1::bigint) AS text', [minor]);
      expect(row?.text).toBe(formatMoney(minor));
    }
  });
});

describe('a win in one statement', () => {
  it('pays once with the remark and hash the wallet makes, and answers the same again', async () => {
    const bet = await openBet(100);
    const won = await countStatements(() => bet.win(12_345));
    expect(won.statements).toBe(1);
    expect(won.result).toMatchObject({
      balance: 100_000 - 1 - 100 + 12_345,
      held: false,
      transactionId: `${bet.id}-w`,
    });
    expect(await bet.state()).toEqual({ state: 'settled', payout: '12345' });
    const remark = await wallet.db.one<{ remark: string }>(
      `SELECT metadata->>'remark' AS remark FROM ledger_transfers WHERE idempotency_key = $1`,
      [`seamless:ARC:win:${bet.id}-w`],
    );
    expect(remark?.remark).toBe(`ARC ARC-golden-dragon · r-${bet.id} · ${formatMoney(12_345)}`);
    // The wallet's own posting under the same key and entries is a replay, not a mismatch.
    const replay = await post(wallet.app.db, {
      merchantId: bet.member.merchantId,
      key: `seamless:ARC:win:${bet.id}-w`,
      type: 'win',
      entries: [
        { account: { player: { memberId: bet.member.id, vendor: 'ARC' } }, amount: 12_345 },
        { account: { system: `vendor:ARC:${Number(bet.member.id) % VENDOR_ACCOUNT_SHARDS}` }, amount: -12_345 },
      ],
    });
    expect(replay.replayed).toBe(true);

    expect(await bet.win(12_345)).toEqual(won.result);
    await expect(bet.win(12_346)).rejects.toMatchObject({ code: 'idempotency-mismatch' });
    await expect(bet.win(5, `${bet.id}-w2`)).rejects.toMatchObject({ code: 'bet-already-settled' });
    expect(await transfersFor(wallet.db, 'ARC', 'win', `${bet.id}-w`)).toBe(1);
    expect(await bet.balance()).toBe(100_000 - 1 - 100 + 12_345);
  });

  it('settles a loss without a posting', async () => {
    const bet = await openBet(100);
    const lost = await countStatements(() => bet.win(0));
    expect(lost.statements).toBe(1);
    expect(lost.result).toMatchObject({ balance: 100_000 - 101, held: false });
    expect(await bet.state()).toEqual({ state: 'settled', payout: '0' });
    expect(await transfersFor(wallet.db, 'ARC', 'win', `${bet.id}-w`)).toBe(0);
  });

  it('leaves a win over the cap to the general path, which holds it', async () => {
    // The brand's cap: 10,000 × the stake.
    const bet = await openBet(1);
    const held = await bet.win(10_001);
    expect(held).toMatchObject({ held: true, balance: 100_000 - 2 });
    expect(await bet.state()).toMatchObject({ state: 'held' });
    expect(
      await count('SELECT count(*)::text AS n FROM held_wins WHERE win_transaction_id = $1', [`${bet.id}-w`]),
    ).toBe(1);
  });

  it('applies each id once when duplicates and a rollback race the win', async () => {
    const bets = await Promise.all([1, 2, 3, 4].map(() => openBet(100)));
    // The loser of the race is refused (bet-already-settled), whichever it is.
    const refusedOrDone = (call: Promise<unknown>) =>
      call.catch((error: { code?: string }) => {
        if (error.code !== 'bet-already-settled') throw error;
      });
    await Promise.all(bets.flatMap((bet) => [bet.win(300), bet.win(300), bet.rollback()].map(refusedOrDone)));
    for (const bet of bets) {
      const { state } = await bet.state();
      const wins = await transfersFor(wallet.db, 'ARC', 'win', `${bet.id}-w`);
      const refunds = await transfersFor(wallet.db, 'ARC', 'refund', bet.id);
      // Whichever came first decided the round; the other changed nothing.
      expect(state === 'settled' ? [wins, refunds] : [refunds, wins]).toEqual([1, 0]);
      expect(await bet.balance()).toBe(100_000 - 101 + (state === 'settled' ? 300 : 100));
    }
  });
});

describe('a rollback in one statement', () => {
  it('refunds the stake once, and answers a second rollback of the bet without a posting', async () => {
    const bet = await openBet(250);
    const refunded = await countStatements(() => bet.rollback());
    expect(refunded.statements).toBe(1);
    expect(refunded.result).toMatchObject({ balance: 100_000 - 1, transactionId: `${bet.id}-x` });
    expect(await bet.state()).toEqual({ state: 'refunded', payout: '0' });
    const remark = await wallet.db.one<{ remark: string; reference: string }>(
      `SELECT metadata->>'remark' AS remark, metadata->>'reference' AS reference FROM ledger_transfers
        WHERE idempotency_key = $1`,
      [`seamless:ARC:refund:${bet.id}`],
    );
    expect(remark).toEqual({
      remark: `ARC ARC-golden-dragon · r-${bet.id} · ${formatMoney(250)}`,
      reference: `${bet.id}-x`,
    });

    const again = await countStatements(() => bet.rollback(`${bet.id}-x2`));
    expect(again.statements).toBe(1);
    expect(again.result).toMatchObject({ balance: 100_000 - 1, transactionId: `${bet.id}-x2` });
    expect(await transfersFor(wallet.db, 'ARC', 'refund', bet.id)).toBe(1);
    await expect(bet.win(10)).rejects.toMatchObject({ code: 'bet-already-settled' });
  });

  it('refuses a rollback of a settled bet, and of a bet never seen, which then stays void', async () => {
    const bet = await openBet(100);
    await bet.win(0);
    await expect(bet.rollback()).rejects.toMatchObject({ code: 'bet-already-settled' });

    const member = await bettor(wallet.db, 1_000, { merchant: 'beta' });
    const ids = { playerId: member.id, betTransactionId: `never-${n}`, roundId: `r-never-${n}` };
    await expect(rollbackBet(wallet.app.db, 'ARC', { ...ids, transactionId: `never-x-${n}` })).rejects.toMatchObject({
      code: 'bet-not-found',
    });
    await expect(
      placeBet(wallet.app.db, 'ARC', {
        playerId: member.id,
        transactionId: ids.betTransactionId,
        roundId: ids.roundId,
        gameCode: 'ARC-golden-dragon',
        amount: 100,
      }),
    ).rejects.toMatchObject({ code: 'bet-already-settled' });
  });
});
