import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '../../platform/db/statements.ts';
import { ledgerCheck } from '../wallet/ledger.service.ts';
import { placeBet, rollbackBet, settleBet } from './seamless-bets.service.ts';
import { bettor, startWallet, type WalletServer } from './test-kit.ts';

/**
 * A seamless bet, win and rollback each send a handful of statements (issue 13; a bet
 * was 17): counted by the database client's hook, on PGlite and PostgreSQL alike.
 */
let wallet: WalletServer;
beforeAll(async () => {
  wallet = await startWallet();
});
afterAll(async () => {
  expect(await ledgerCheck(wallet.db)).toEqual([]);
  await wallet.close();
});

describe('statements per seamless call', () => {
  it('bet 1, win 1, rollback 1, BEGIN and COMMIT included, once the process knows the player', async () => {
    const member = await bettor(wallet.db, 10_000, { merchant: 'beta' });
    const db = wallet.app.db;
    const bet = (id: string) =>
      placeBet(db, 'ARC', {
        playerId: member.id,
        transactionId: id,
        roundId: `r-${id}`,
        gameCode: 'ARC-golden-dragon',
        amount: 100,
      });
    await bet('hp-warm');
    const placed = await countStatements(() => bet('hp-1'));
    expect(placed.result.balance).toBe(10_000 - 200);
    expect(placed.statements).toBe(1);

    const won = await countStatements(() =>
      settleBet(db, 'ARC', {
        playerId: member.id,
        transactionId: 'hp-w1',
        betTransactionId: 'hp-1',
        roundId: 'r-hp-1',
        amount: 250,
      }),
    );
    expect(won.result.balance).toBe(10_000 - 200 + 250);
    expect(won.statements).toBe(1);

    const refunded = await countStatements(() =>
      rollbackBet(db, 'ARC', {
        playerId: member.id,
        transactionId: 'hp-x1',
        betTransactionId: 'hp-warm',
        roundId: 'r-hp-warm',
      }),
    );
    expect(refunded.result.balance).toBe(10_000 - 100 + 250);
    expect(refunded.statements).toBe(1);
  });
});
