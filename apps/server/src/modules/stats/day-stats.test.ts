import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsCall } from '../../test/requests.ts';
import { depositor, orderId } from '../deposits/test-kit.ts';
import type { SeamlessError } from '../vendors/simulator/seamless-client.ts';
import { bettor, startWallet, type WalletServer } from '../vendors/test-kit.ts';
import { ledgerCheck } from '../wallet/ledger.service.ts';
import { opsAction, requested } from '../withdrawals/test-kit.ts';
import { dayStatsRepo } from './day-stats.repo.ts';

/**
 * The database keeps each member's day in step with what happens, in the same
 * transaction: bets placed, decided and refunded, deposits credited, withdrawals
 * paid, logins. Everything here goes through the real flows over HTTP.
 */
let wallet: WalletServer;
beforeAll(async () => {
  wallet = await startWallet();
});
afterAll(async () => {
  expect(await ledgerCheck(wallet.db)).toEqual([]);
  await wallet.close();
});

let ids = 0;
const id = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${ids++}`;
const today = (merchantId: number) => dayStatsRepo(wallet.db).today(merchantId);
const totals = async (memberId: string, merchantId: number) => {
  const day = await today(merchantId);
  return dayStatsRepo(wallet.db).member(memberId, day, day);
};

describe('member day stats', () => {
  it('counts a bet when placed, its stake as valid and its payout when settled, and takes a refund back out', async () => {
    const member = await bettor(wallet.db, 10_000);
    const client = await wallet.client();
    const round = (amount: number) => ({
      playerId: member.id,
      transactionId: id('b'),
      roundId: id('r'),
      gameCode: 'ARC-golden-dragon',
      amount,
    });
    const won = round(300);
    await client.bet(won);
    expect(await totals(member.id, member.merchantId)).toMatchObject({ betCount: 1, stake: 300, validBet: 0 });
    await client.win({
      playerId: member.id,
      transactionId: id('w'),
      betTransactionId: won.transactionId,
      roundId: won.roundId,
      amount: 750,
    });
    const refunded = round(200);
    await client.bet(refunded);
    await client.rollback({
      playerId: member.id,
      transactionId: id('x'),
      betTransactionId: refunded.transactionId,
      roundId: refunded.roundId,
    });
    const lost = round(100);
    await client.bet(lost);
    await client.win({
      playerId: member.id,
      transactionId: id('w'),
      betTransactionId: lost.transactionId,
      roundId: lost.roundId,
      amount: 0,
    });
    // A repeated win is answered from the record and counts nothing again.
    await client
      .win({
        playerId: member.id,
        transactionId: id('w'),
        betTransactionId: lost.transactionId,
        roundId: lost.roundId,
        amount: 0,
      })
      .catch((error: SeamlessError) => error);
    expect(await totals(member.id, member.merchantId)).toMatchObject({
      betCount: 2,
      stake: 400,
      validBet: 400,
      payout: 750,
      betDays: 1,
    });
  });

  it('counts a deposit when credited and a withdrawal when paid, on the brand day', async () => {
    const ops = await opsCall(wallet.app);
    const who = await depositor(wallet);
    const order = (await who.create('BANK', 500_00)).body.value;
    const depositId = await orderId(wallet, order.reference);
    const before = await totals(who.member.id, who.member.merchantId);
    expect(before.depositCount).toBe(0);
    expect((await ops('POST', `/ops/deposits/${depositId}/approve`, {})).status).toBe(200);
    expect(await totals(who.member.id, who.member.merchantId)).toMatchObject({
      depositCount: 1,
      depositAmount: 500_00,
    });

    const payout = await requested(wallet.app, wallet.db, 400_00, 1_000_00);
    const act = await opsAction(wallet.app);
    expect((await act('approve', payout.id)).status).toBe(200);
    expect((await totals(payout.member.id, payout.member.merchantId)).withdrawCount).toBe(0);
    expect((await act('pay', payout.id)).status).toBe(200);
    expect(await totals(payout.member.id, payout.member.merchantId)).toMatchObject({
      withdrawCount: 1,
      withdrawAmount: 400_00,
    });
  });

  it('counts logins and the days with one', async () => {
    const member = await bettor(wallet.db, 0);
    await wallet.db.query('INSERT INTO login_history (member_id, ip) VALUES ($1, $2), ($1, $3)', [
      member.id,
      '10.1.1.1',
      '10.1.1.2',
    ]);
    expect(await totals(member.id, member.merchantId)).toMatchObject({ loginCount: 2, loginDays: 1 });
  });
});
