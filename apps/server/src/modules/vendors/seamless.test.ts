import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/members.ts';
import type { SeamlessError } from './simulator/seamless-client.ts';
import { ledgerCheck } from '../wallet/ledger.service.ts';
import { balanceOf, bettor, playAccount, startWallet, transfersFor, type WalletServer } from './test-kit.ts';

/** The seamless-wallet API's money rules (bet, win, rollback), over real HTTP with the house client. */

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
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: SeamlessError) => error,
  );

describe('bet, win, rollback', () => {
  it('debits a bet into the vendor account and records it open; a duplicate answers the first result', async () => {
    const member = await bettor(wallet.db, 1_000);
    const client = await wallet.client();
    const bet = { playerId: member.id, transactionId: id('b'), roundId: id('r'), gameCode: 'ARC-golden-dragon', amount: 300 };
    const first = await client.bet(bet);
    expect(first).toMatchObject({ balance: 700, transactionId: bet.transactionId, currency: 'PHP' });
    expect(await client.bet(bet)).toEqual(first);
    expect(await balanceOf(wallet.db, await playAccount(wallet.db, member))).toBe(700);
    expect(await transfersFor(wallet.db, 'ARC', 'bet', bet.transactionId)).toBe(1);
    const record = await wallet.db.one(
      `SELECT state, stake::int AS stake, game_type AS "gameType" FROM bet_records WHERE bet_transaction_id = $1`,
      [bet.transactionId],
    );
    expect(record).toEqual({ state: 'open', stake: 300, gameType: 'RNG' });
  });

  it('refuses a bet over the balance whole (insufficient-balance), and a retry later is evaluated afresh', async () => {
    const member = await bettor(wallet.db, 100);
    const client = await wallet.client();
    const bet = { playerId: member.id, transactionId: id('b'), roundId: id('r'), gameCode: 'ARC-golden-dragon', amount: 101 };
    expect(await failure(client.bet(bet))).toMatchObject({ code: 'insufficient-balance', status: 409 });
    expect(await balanceOf(wallet.db, await playAccount(wallet.db, member))).toBe(100);
    expect(await wallet.db.one('SELECT 1 FROM bet_records WHERE bet_transaction_id = $1', [bet.transactionId])).toBe(
      undefined,
    );
    expect(await transfersFor(wallet.db, 'ARC', 'bet', bet.transactionId)).toBe(0);
  });

  it('answers idempotency-mismatch for a reused transaction id with other content, changing nothing', async () => {
    const member = await bettor(wallet.db, 1_000);
    const client = await wallet.client();
    const bet = { playerId: member.id, transactionId: id('b'), roundId: id('r'), gameCode: 'ARC-golden-dragon', amount: 100 };
    await client.bet(bet);
    expect(await failure(client.bet({ ...bet, amount: 200 }))).toMatchObject({ code: 'idempotency-mismatch' });
    // The same id as a win is other content too.
    const win = {
      playerId: member.id,
      transactionId: bet.transactionId,
      betTransactionId: bet.transactionId,
      roundId: bet.roundId,
      amount: 0,
    };
    expect(await failure(client.win(win))).toMatchObject({ code: 'idempotency-mismatch' });
    expect(await balanceOf(wallet.db, await playAccount(wallet.db, member))).toBe(900);
  });

  it('settles a win (credit), a loss (0: record only), and refuses a second win', async () => {
    const member = await bettor(wallet.db, 1_000);
    const client = await wallet.client();
    const round = id('r');
    const bet = { playerId: member.id, transactionId: id('b'), roundId: round, gameCode: 'ARC-golden-dragon', amount: 200 };
    await client.bet(bet);
    const win = {
      playerId: member.id,
      transactionId: id('w'),
      betTransactionId: bet.transactionId,
      roundId: round,
      amount: 450,
    };
    expect((await client.win(win)).balance).toBe(1_250);
    expect((await client.win(win)).balance).toBe(1_250); // duplicate: first result
    expect(await failure(client.win({ ...win, transactionId: id('w') }))).toMatchObject({
      code: 'bet-already-settled',
    });
    expect(await transfersFor(wallet.db, 'ARC', 'win', win.transactionId)).toBe(1);

    const loss = { ...bet, transactionId: id('b') };
    await client.bet(loss);
    const settle = { ...win, transactionId: id('w'), betTransactionId: loss.transactionId, amount: 0 };
    expect((await client.win(settle)).balance).toBe(1_050);
    const states = await wallet.db.query(
      'SELECT bet_transaction_id AS id, state, payout::int AS payout FROM bet_records WHERE member_id = $1 ORDER BY id',
      [member.id],
    );
    expect(states).toEqual([
      { id: bet.transactionId, state: 'settled', payout: 450 },
      { id: loss.transactionId, state: 'settled', payout: 0 },
    ]);
  });

  it('answers bet-not-found for a win naming an unknown bet, another player’s bet or another round', async () => {
    const member = await bettor(wallet.db, 1_000);
    const other = await bettor(wallet.db, 1_000);
    const client = await wallet.client();
    const bet = { playerId: member.id, transactionId: id('b'), roundId: id('r'), gameCode: 'ARC-golden-dragon', amount: 100 };
    await client.bet(bet);
    const win = {
      playerId: member.id,
      transactionId: id('w'),
      betTransactionId: id('nope'),
      roundId: bet.roundId,
      amount: 5,
    };
    expect(await failure(client.win(win))).toMatchObject({ code: 'bet-not-found', status: 404 });
    const stolen = { ...win, playerId: other.id, betTransactionId: bet.transactionId };
    expect(await failure(client.win(stolen))).toMatchObject({ code: 'bet-not-found' });
    expect(await failure(client.win({ ...win, betTransactionId: bet.transactionId, roundId: 'other' }))).toMatchObject({
      code: 'bet-not-found',
    });
    // Refusals are not recorded: the same win id works once its bet is known.
    expect((await client.win({ ...win, betTransactionId: bet.transactionId })).balance).toBe(905);
  });

  it('refunds an open bet once; a win after it and a rollback of a settled bet are bet-already-settled', async () => {
    const member = await bettor(wallet.db, 1_000);
    const client = await wallet.client();
    const bet = { playerId: member.id, transactionId: id('b'), roundId: id('r'), gameCode: 'ARC-golden-dragon', amount: 400 };
    await client.bet(bet);
    const rollback = {
      playerId: member.id,
      transactionId: id('x'),
      betTransactionId: bet.transactionId,
      roundId: bet.roundId,
    };
    expect((await client.rollback(rollback)).balance).toBe(1_000);
    expect((await client.rollback(rollback)).balance).toBe(1_000);
    // Another rollback id for the same bet: answered, never refunded twice.
    expect((await client.rollback({ ...rollback, transactionId: id('x') })).balance).toBe(1_000);
    expect(await transfersFor(wallet.db, 'ARC', 'refund', bet.transactionId)).toBe(1);
    const win = {
      playerId: member.id,
      transactionId: id('w'),
      betTransactionId: bet.transactionId,
      roundId: bet.roundId,
      amount: 10,
    };
    expect(await failure(client.win(win))).toMatchObject({ code: 'bet-already-settled', status: 409 });

    const settled = { ...bet, transactionId: id('b') };
    await client.bet(settled);
    await client.win({ ...win, transactionId: id('w'), betTransactionId: settled.transactionId });
    const late = { ...rollback, transactionId: id('x'), betTransactionId: settled.transactionId };
    expect(await failure(client.rollback(late))).toMatchObject({ code: 'bet-already-settled' });
    expect(await balanceOf(wallet.db, await playAccount(wallet.db, member))).toBe(610);
  });

  it('a rollback of an unseen bet answers bet-not-found and voids the bet id: the late bet is refused', async () => {
    const member = await bettor(wallet.db, 1_000);
    const client = await wallet.client();
    const bet = { playerId: member.id, transactionId: id('b'), roundId: id('r'), gameCode: 'ARC-golden-dragon', amount: 250 };
    const rollback = {
      playerId: member.id,
      transactionId: id('x'),
      betTransactionId: bet.transactionId,
      roundId: bet.roundId,
    };
    expect(await failure(client.rollback(rollback))).toMatchObject({ code: 'bet-not-found' });
    expect(await failure(client.rollback(rollback))).toMatchObject({ code: 'bet-not-found' });
    expect(await failure(client.bet(bet))).toMatchObject({ code: 'bet-already-settled' });
    expect(await failure(client.bet(bet))).toMatchObject({ code: 'bet-already-settled' });
    expect(await balanceOf(wallet.db, await playAccount(wallet.db, member))).toBe(1_000);
    expect(await transfersFor(wallet.db, 'ARC', 'bet', bet.transactionId)).toBe(0);
  });

  it('keeps vendors apart: the same transaction id at two vendors is two transactions', async () => {
    const member = await bettor(wallet.db, 1_000, { merchant: 'beta' });
    const shared = id('b');
    const bet = { playerId: member.id, transactionId: shared, roundId: id('r'), gameCode: 'ARC-golden-dragon', amount: 100 };
    await (await wallet.client('ARC')).bet(bet);
    const live = await (await wallet.client('ARCL')).bet({ ...bet, gameCode: 'ARCL-BAC-1' });
    expect(live.balance).toBe(800);
  });

  it('answers unknown-vendor for a vendor the player’s brand does not list, and nothing applies', async () => {
    const member = await createMember(wallet.db);
    await wallet.db.query(
      `UPDATE game_vendors SET vassalage = 'ARCV-OFF' WHERE merchant_id = $1 AND vassalage = 'ARCV'`,
      [member.merchantId],
    );
    try {
      const bet = { playerId: member.id, transactionId: id('b'), roundId: id('r'), gameCode: 'ARCV-VN-1', amount: 1 };
      expect(await failure((await wallet.client('ARCV')).bet(bet))).toMatchObject({ code: 'unknown-vendor' });
    } finally {
      await wallet.db.query(`UPDATE game_vendors SET vassalage = 'ARCV' WHERE vassalage = 'ARCV-OFF'`);
    }
  });

  it('applies ten racing copies of one bet once, all answering the same', async () => {
    const member = await bettor(wallet.db, 1_000);
    const client = await wallet.client();
    const bet = { playerId: member.id, transactionId: id('b'), roundId: id('r'), gameCode: 'ARC-golden-dragon', amount: 70 };
    const answers = await Promise.all(Array.from({ length: 10 }, () => client.bet(bet)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await transfersFor(wallet.db, 'ARC', 'bet', bet.transactionId)).toBe(1);
    expect(await balanceOf(wallet.db, await playAccount(wallet.db, member))).toBe(930);
  });

  it('a member’s first call creates the wallet it plays from (outside the call), then answers', async () => {
    const member = await createMember(wallet.db);
    const client = await wallet.client('ARCP');
    const bet = { playerId: member.id, transactionId: id('b'), roundId: id('r'), gameCode: 'ARCP-BAC-1', amount: 1 };
    expect(await failure(client.bet(bet))).toMatchObject({ code: 'insufficient-balance' });
    expect(await balanceOf(wallet.db, await playAccount(wallet.db, member, 'ARCP'))).toBe(0);
    expect(await failure(client.bet({ ...bet, playerId: '123456789' }))).toMatchObject({ code: 'unknown-player' });
  });
});
