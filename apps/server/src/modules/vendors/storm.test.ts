import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck } from '../wallet/ledger.service.ts';
import { vendorSecret } from './secrets.ts';
import { stormProblems } from './simulator/check.ts';
import { runStorm } from './simulator/storm.ts';
import { balanceOf, bettor, playAccount, startWallet, type WalletServer } from './test-kit.ts';

/**
 * The acceptance storm: concurrent rounds over HTTP with 10% duplicates, 5% lost
 * answers retried with the same transactionId, late and early rollbacks. After
 * it every wallet equals its start plus its settled bets' (payout − stake), and no
 * vendor transaction moved money twice.
 */

let wallet: WalletServer;
beforeAll(async () => {
  wallet = await startWallet();
});
afterAll(async () => {
  await wallet.close();
});

describe('seamless storm', () => {
  it('ends with balances equal to the settled bet records and zero double applications', async () => {
    // Players on the multi-wallet brand (vendor wallet) and the single-wallet brand (main wallet).
    const members = await Promise.all([
      ...Array.from({ length: 4 }, (_, i) => bettor(wallet.db, 20_000 + i * 1_000)),
      ...Array.from({ length: 4 }, (_, i) => bettor(wallet.db, i === 0 ? 300 : 15_000, { merchant: 'beta' })),
    ]);
    const players = await Promise.all(
      members.map(async (member) => {
        const accountId = await playAccount(wallet.db, member);
        return { accountId, start: await balanceOf(wallet.db, accountId) };
      }),
    );
    const report = await runStorm({
      baseUrl: wallet.baseUrl,
      vendor: 'ARC',
      secret: (await vendorSecret(wallet.db, 'ARC')) as string,
      gameCode: 'ARC-golden-dragon',
      playerIds: members.map((member) => member.id),
      rounds: 600,
      concurrency: 12,
      duplicateRate: 0.1,
      timeoutRate: 0.05,
      seed: 20_260_522,
    });
    expect(report.anomalies).toEqual([]);
    expect(report.rounds).toBe(600);
    // The storm really had its weather.
    expect(report.duplicates).toBeGreaterThan(30);
    expect(report.lostAnswers).toBeGreaterThan(20);
    expect(report.answers['bet ok']).toBeGreaterThan(400);
    expect(report.answers['win ok']).toBeGreaterThan(300);
    expect(report.answers['rollback ok']).toBeGreaterThan(5);
    expect(report.answers['bet bet-already-settled']).toBeGreaterThan(3);

    expect(await stormProblems(wallet.db, 'ARC', players)).toEqual([]);
    expect(await ledgerCheck(wallet.db)).toEqual([]);
  }, 180_000);
});
