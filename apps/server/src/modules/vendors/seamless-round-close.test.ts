import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '../../platform/db/statements.ts';
import { ledgerCheck } from '../wallet/ledger.service.ts';
import { placeBet, settleBet } from './seamless-bets.service.ts';
import type { SeamlessError } from './simulator/seamless-client.ts';
import { balanceOf, bettor, playAccount, startWallet, transfersFor, type WalletServer } from './test-kit.ts';

/**
 * Rounds close (migration 044): a win or rollback saying `roundClosed` ends its round (vendor,
 * player, round id) for new bets, which answer round-closed and apply nothing; replays answer
 * their stored answer for ever; wins and rollbacks of bets already in the round are never
 * refused for it. Also the zero stake (validation-failed) and a call naming the wrong currency.
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

let ids = 0;
const id = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${ids++}`;
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: SeamlessError) => error,
  );
const GAME = 'ARC-golden-dragon';

async function player(funds = 10_000) {
  const member = await bettor(wallet.db, funds);
  const account = await playAccount(wallet.db, member);
  return { member, balance: () => balanceOf(wallet.db, account) };
}

const betRecords = async (round: string) =>
  Number(
    (await wallet.db.one<{ n: string }>('SELECT count(*)::text AS n FROM bet_records WHERE round_id = $1', [round]))?.n,
  );

describe('a closed round', () => {
  it('refuses a new bet with round-closed and applies nothing; replays keep their first answers', async () => {
    const { member, balance } = await player();
    const client = await wallet.client();
    const roundId = id('r');
    const bet = { playerId: member.id, transactionId: id('b'), roundId, gameCode: GAME, amount: 300 };
    const placed = await client.bet(bet);
    const win = {
      playerId: member.id,
      transactionId: id('w'),
      betTransactionId: bet.transactionId,
      roundId,
      amount: 500,
    };
    const closing = { ...win, roundClosed: true };
    const won = await client.win(closing);
    expect(won).toMatchObject({ balance: 10_200, held: false });

    const late = { ...bet, transactionId: id('b') };
    expect(await failure(client.bet(late))).toMatchObject({ code: 'round-closed', status: 409 });
    // Not recorded (a refusal applies nothing), and the round stays closed: the same answer again.
    expect(await failure(client.bet(late))).toMatchObject({ code: 'round-closed' });
    expect(await balance()).toBe(10_200);
    expect(await betRecords(roundId)).toBe(1);
    expect(await transfersFor(wallet.db, 'ARC', 'bet', late.transactionId)).toBe(0);

    // Idempotent for ever: the bet and the closing win answer as they first did.
    expect(await client.bet(bet)).toEqual(placed);
    expect(await client.win(closing)).toEqual(won);
    // The same id without the flag is other content.
    expect(await failure(client.win(win))).toMatchObject({ code: 'idempotency-mismatch' });
    expect(await transfersFor(wallet.db, 'ARC', 'win', win.transactionId)).toBe(1);
  });

  it('is the vendor’s, the player’s and the round id’s: others still take bets; a win without the flag closes nothing', async () => {
    const one = await player();
    const two = await player();
    const arc = await wallet.client('ARC');
    const live = await wallet.client('ARCL');
    const roundId = id('r');
    const bet = { playerId: one.member.id, transactionId: id('b'), roundId, gameCode: GAME, amount: 100 };
    await arc.bet(bet);
    await arc.win({
      ...bet,
      transactionId: id('w'),
      betTransactionId: bet.transactionId,
      amount: 0,
      roundClosed: true,
    });
    // The same round id: another player at the vendor, the same player at another vendor.
    await arc.bet({ ...bet, playerId: two.member.id, transactionId: id('b') });
    await live.bet({ ...bet, transactionId: id('b'), gameCode: 'ARCL-BAC-1' });

    const open = { ...bet, transactionId: id('b'), roundId: id('r') };
    await arc.bet(open);
    const settle = { ...open, transactionId: id('w'), betTransactionId: open.transactionId, amount: 0 };
    await arc.win({ ...settle, roundClosed: false });
    expect((await arc.bet({ ...open, transactionId: id('b') })).balance).toBe(10_000 - 100 - 100 - 100 - 100);
  });

  it('still settles and refunds the bets already in it: wins and rollbacks are never refused for the round', async () => {
    const { member, balance } = await player();
    const client = await wallet.client();
    const roundId = id('r');
    const bets = [1, 2, 3].map((n) => ({
      playerId: member.id,
      transactionId: id(`b${n}`),
      roundId,
      gameCode: GAME,
      amount: 100 * n,
    }));
    for (const bet of bets) await client.bet(bet);
    const [first, second, third] = bets as [(typeof bets)[0], (typeof bets)[0], (typeof bets)[0]];
    const ids = (bet: typeof first) => ({ playerId: member.id, betTransactionId: bet.transactionId, roundId });
    await client.win({ ...ids(first), transactionId: id('w'), amount: 1_000, roundClosed: true });
    expect(await failure(client.bet({ ...first, transactionId: id('b') }))).toMatchObject({ code: 'round-closed' });
    // After the close: a win for the second bet, a rollback of the third (each closing again: no harm).
    expect((await client.win({ ...ids(second), transactionId: id('w'), amount: 50, roundClosed: true })).balance).toBe(
      10_000 - 600 + 1_000 + 50,
    );
    expect((await client.rollback({ ...ids(third), transactionId: id('x') })).balance).toBe(10_000 - 300 + 1_050);
    expect(await balance()).toBe(10_750);
    const states = await wallet.db.query<{ state: string }>(
      'SELECT state FROM bet_records WHERE round_id = $1 ORDER BY stake',
      [roundId],
    );
    expect(states.map((row) => row.state)).toEqual(['settled', 'settled', 'refunded']);
  });

  it('closes on a rollback that says so, and on one recorded as bet-not-found (the late bet stays void)', async () => {
    const { member, balance } = await player();
    const client = await wallet.client();
    const refunded = id('r');
    const bet = { playerId: member.id, transactionId: id('b'), roundId: refunded, gameCode: GAME, amount: 400 };
    await client.bet(bet);
    const rollback = {
      playerId: member.id,
      transactionId: id('x'),
      betTransactionId: bet.transactionId,
      roundId: refunded,
    };
    expect((await client.rollback({ ...rollback, roundClosed: true })).balance).toBe(10_000);
    expect(await failure(client.bet({ ...bet, transactionId: id('b') }))).toMatchObject({ code: 'round-closed' });

    const lost = id('r');
    const unseen = { playerId: member.id, transactionId: id('b'), roundId: lost, gameCode: GAME, amount: 700 };
    const early = {
      playerId: member.id,
      transactionId: id('x'),
      betTransactionId: unseen.transactionId,
      roundId: lost,
    };
    expect(await failure(client.rollback({ ...early, roundClosed: true }))).toMatchObject({ code: 'bet-not-found' });
    // The bet it named is void (bet-already-settled, as before), any other bet of the round closed.
    expect(await failure(client.bet(unseen))).toMatchObject({ code: 'bet-already-settled' });
    expect(await failure(client.bet({ ...unseen, transactionId: id('b') }))).toMatchObject({ code: 'round-closed' });
    expect(await balance()).toBe(10_000);
  });

  it('closes on a win held for review (the general path)', async () => {
    const { member, balance } = await player();
    const client = await wallet.client();
    const roundId = id('r');
    const bet = { playerId: member.id, transactionId: id('b'), roundId, gameCode: GAME, amount: 1 };
    await client.bet(bet);
    const held = await client.win({
      playerId: member.id,
      transactionId: id('w'),
      betTransactionId: bet.transactionId,
      roundId,
      amount: 100_000_001,
      roundClosed: true,
    });
    expect(held).toMatchObject({ held: true, balance: 9_999 });
    expect(await failure(client.bet({ ...bet, transactionId: id('b') }))).toMatchObject({ code: 'round-closed' });
    expect(await balance()).toBe(9_999);
  });

  it('keeps the one-statement paths: a closing win and a bet each one statement', async () => {
    const member = await bettor(wallet.db, 10_000, { merchant: 'beta' });
    const db = wallet.app.db;
    const bet = (transactionId: string, roundId: string) =>
      placeBet(db, 'ARC', { playerId: member.id, transactionId, roundId, gameCode: GAME, amount: 100 });
    await bet(id('warm'), id('r'));
    const roundId = id('r');
    const betId = id('b');
    expect((await countStatements(() => bet(betId, roundId))).statements).toBe(1);
    const won = await countStatements(() =>
      settleBet(db, 'ARC', {
        playerId: member.id,
        transactionId: id('w'),
        betTransactionId: betId,
        roundId,
        amount: 300,
        roundClosed: true,
      }),
    );
    expect(won).toMatchObject({ statements: 1, result: { balance: 10_000 - 200 + 300 } });
    await expect(bet(id('b'), roundId)).rejects.toMatchObject({ code: 'round-closed' });
  });

  it('serialises bets racing the call that closes their round: each is placed before it or refused', async () => {
    const { member, balance } = await player(100_000);
    const client = await wallet.client();
    const roundId = id('r');
    const first = { playerId: member.id, transactionId: id('b'), roundId, gameCode: GAME, amount: 10 };
    await client.bet(first);
    const racing = Array.from({ length: 12 }, () => ({ ...first, transactionId: id('b') }));
    const closing = client.win({
      playerId: member.id,
      transactionId: id('w'),
      betTransactionId: first.transactionId,
      roundId,
      amount: 0,
      roundClosed: true,
    });
    const answers = await Promise.all(
      racing.map((bet) =>
        client.bet(bet).then(
          () => 'ok',
          (e: SeamlessError) => e.code,
        ),
      ),
    );
    await closing;
    expect(answers.every((code) => code === 'ok' || code === 'round-closed')).toBe(true);
    const placed = answers.filter((code) => code === 'ok').length;
    expect(await betRecords(roundId)).toBe(1 + placed);
    expect(await balance()).toBe(100_000 - 10 * (1 + placed));
    // Every bet placed before the close is still settled as usual.
    for (const [n, bet] of racing.entries()) {
      if (answers[n] !== 'ok') continue;
      await client.rollback({
        playerId: member.id,
        transactionId: id('x'),
        betTransactionId: bet.transactionId,
        roundId,
      });
    }
    expect(await balance()).toBe(100_000 - 10);
  });
});

describe('zero stakes and currencies', () => {
  it('refuses a zero bet with validation-failed (nothing recorded); a zero win is a loss', async () => {
    const { member, balance } = await player();
    const client = await wallet.client();
    const bet = { playerId: member.id, transactionId: id('b'), roundId: id('r'), gameCode: GAME, amount: 0 };
    expect(await failure(client.bet(bet))).toMatchObject({ code: 'validation-failed', status: 400 });
    expect(
      await wallet.db.one('SELECT 1 FROM seamless_transactions WHERE transaction_id = $1', [bet.transactionId]),
    ).toBe(undefined);
    // The id is still free: the same id with a stake is a first call.
    expect((await client.bet({ ...bet, amount: 5 })).balance).toBe(9_995);
    const loss = {
      playerId: member.id,
      transactionId: id('w'),
      betTransactionId: bet.transactionId,
      roundId: bet.roundId,
    };
    expect((await client.win({ ...loss, amount: 0 })).balance).toBe(9_995);
    expect(await balance()).toBe(9_995);
  });

  it('takes a call naming the player’s currency, refuses another with currency-mismatch and applies nothing', async () => {
    const { member, balance } = await player();
    const client = await wallet.client();
    const roundId = id('r');
    const bet = { playerId: member.id, transactionId: id('b'), roundId, gameCode: GAME, amount: 100 };
    expect(await failure(client.bet({ ...bet, currency: 'USD' }))).toMatchObject({
      code: 'currency-mismatch',
      status: 400,
    });
    expect(await failure(client.bet({ ...bet, currency: 'php' }))).toMatchObject({ code: 'validation-failed' });
    expect((await client.bet({ ...bet, currency: 'PHP' })).balance).toBe(9_900);
    const win = {
      playerId: member.id,
      transactionId: id('w'),
      betTransactionId: bet.transactionId,
      roundId,
      amount: 50,
    };
    expect(await failure(client.win({ ...win, currency: 'VND' }))).toMatchObject({ code: 'currency-mismatch' });
    const rollback = { playerId: member.id, transactionId: id('x'), betTransactionId: bet.transactionId, roundId };
    expect(await failure(client.rollback({ ...rollback, currency: 'VND' }))).toMatchObject({
      code: 'currency-mismatch',
    });
    expect((await client.win({ ...win, currency: 'PHP' })).balance).toBe(9_950);
    expect(await balance()).toBe(9_950);
  });
});
