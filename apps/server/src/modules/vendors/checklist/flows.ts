import { randomBytes } from 'node:crypto';
import { balanceNow, type ChecklistContext, idOf, type Scenario } from './scenario.ts';

/**
 * The normal flows of an aggregator's checklist (Hub88's and Blue Ocean's partner lists):
 * authenticate and balance, bet then win, bet then lose, bet then rollback, a round of several
 * bets, every call replayed, a closed round, a zero stake, the currency, and settlements after the
 * launch token is gone. Each works from the player's balance as it finds it and puts it back.
 */

const player = (c: ChecklistContext) => c.players[0] as string;

/** A new bet body of the first player on a round (a new round unless given). */
const betOf = (c: ChecklistContext, amount: number, roundId = idOf(c, 'r')) => ({
  playerId: player(c),
  transactionId: idOf(c, 'b'),
  roundId,
  gameCode: c.gameCode,
  amount,
});
type Bet = ReturnType<typeof betOf>;
const settles = (c: ChecklistContext, bet: Bet) => ({
  playerId: bet.playerId,
  transactionId: idOf(c, 'w'),
  betTransactionId: bet.transactionId,
  roundId: bet.roundId,
});

export const flows: Scenario[] = [
  {
    name: 'authenticate: a launch token gives the player once, with the balance the balance call answers',
    needs: ['launch-tokens'],
    async run(c, t) {
      const token = await c.launchTokens?.fresh(player(c));
      const who = t.ok(await c.client.authenticate({ launchToken: token as string }), 'authenticate');
      t.equal(who.playerId, player(c), 'the player authenticated');
      const wallet = t.ok(await c.client.balance({ playerId: player(c) }), 'balance');
      t.equal([wallet.balance, wallet.currency], [who.balance, who.currency], 'balance and authenticate agree');
      t.refused(await c.client.authenticate({ launchToken: token as string }), 'invalid-launch-token', 'a spent token');
      const madeUp = randomBytes(24).toString('hex');
      t.refused(await c.client.authenticate({ launchToken: madeUp }), 'invalid-launch-token', 'a made-up token');
      if (c.launchTokens?.expired) {
        const expired = await c.launchTokens.expired(player(c));
        t.refused(await c.client.authenticate({ launchToken: expired }), 'invalid-launch-token', 'an expired token');
      }
    },
  },
  {
    name: 'balance: the player’s wallet in integer minor units; unknown-player for an id that is no member',
    async run(c, t) {
      const wallet = t.ok(await c.client.balance({ playerId: player(c) }), 'balance');
      t.equal(Number.isSafeInteger(wallet.balance) && wallet.balance >= 0, true, 'an integer balance');
      t.equal(/^[A-Z]{3,8}$/.test(wallet.currency), true, `a currency code (${wallet.currency})`);
      t.equal(await balanceNow(c, t, player(c)), wallet.balance, 'the same balance read again');
      for (const playerId of ['999999999999', 'no-such-player']) {
        t.refused(await c.client.balance({ playerId }), 'unknown-player', `balance of ${playerId}`);
      }
    },
  },
  {
    name: 'bet then win: the stake debited, the payout credited, the round closed',
    async run(c, t) {
      const start = await balanceNow(c, t, player(c));
      const bet = betOf(c, 100);
      const placed = t.ok(await c.client.bet(bet), 'bet');
      t.equal([placed.balance, placed.transactionId], [start - 100, bet.transactionId], 'bet answer');
      const won = t.ok(await c.client.win({ ...settles(c, bet), amount: 250, roundClosed: true }), 'win');
      t.equal([won.balance, won.held], [start + 150, false], 'win answer');
      t.equal(await balanceNow(c, t, player(c)), start + 150, 'balance after');
      t.refused(await c.client.bet({ ...bet, transactionId: idOf(c, 'b') }), 'round-closed', 'a bet after the close');
      // Give the player back what the round won.
      const back = betOf(c, 150);
      t.ok(await c.client.bet(back), 'bet back');
      t.ok(await c.client.win({ ...settles(c, back), amount: 0, roundClosed: true }), 'lose it');
    },
  },
  {
    name: 'bet then lose: a win of 0 settles the bet and credits nothing',
    async run(c, t) {
      const start = await balanceNow(c, t, player(c));
      const bet = betOf(c, 100);
      t.ok(await c.client.bet(bet), 'bet');
      const lost = t.ok(await c.client.win({ ...settles(c, bet), amount: 0, roundClosed: true }), 'win 0');
      t.equal(lost.balance, start - 100, 'balance after the loss');
      t.refused(
        await c.client.win({ ...settles(c, bet), amount: 100 }),
        'bet-already-settled',
        'a second win of a lost bet',
      );
      const back = betOf(c, 100);
      t.ok(await c.client.bet(back), 'bet back');
      t.ok(await c.client.win({ ...settles(c, back), amount: 200, roundClosed: true }), 'win it back');
    },
  },
  {
    name: 'bet then rollback: the stake refunded once, whatever rollback ids follow',
    async run(c, t) {
      const start = await balanceNow(c, t, player(c));
      const bet = betOf(c, 300);
      t.ok(await c.client.bet(bet), 'bet');
      const rollback = { ...settles(c, bet), transactionId: idOf(c, 'x') };
      t.equal(t.ok(await c.client.rollback({ ...rollback, roundClosed: true }), 'rollback').balance, start, 'refunded');
      const again = { ...rollback, transactionId: idOf(c, 'x') };
      t.equal(t.ok(await c.client.rollback(again), 'another rollback id').balance, start, 'not refunded twice');
      t.refused(await c.client.win({ ...settles(c, bet), amount: 10 }), 'bet-already-settled', 'a win after it');
      t.equal(await balanceNow(c, t, player(c)), start, 'balance after');
    },
  },
  {
    name: 'multi-bet round: several bets, each settled, the last win closing the round',
    async run(c, t) {
      const start = await balanceNow(c, t, player(c));
      const roundId = idOf(c, 'r');
      const bets = [100, 200, 300].map((amount) => betOf(c, amount, roundId));
      for (const bet of bets) t.ok(await c.client.bet(bet), `bet ${bet.amount}`);
      t.equal(await balanceNow(c, t, player(c)), start - 600, 'three stakes taken');
      const [first, second, third] = bets as [Bet, Bet, Bet];
      t.ok(await c.client.win({ ...settles(c, first), amount: 0 }), 'first ticket lost');
      const fourth = betOf(c, 50, roundId);
      t.ok(await c.client.bet(fourth), 'a bet while the round is open');
      t.ok(await c.client.win({ ...settles(c, second), amount: 400 }), 'second ticket won');
      const last = t.ok(await c.client.win({ ...settles(c, third), amount: 200, roundClosed: true }), 'closing win');
      t.equal(last.balance, start - 650 + 600, 'balance after the closing win');
      t.refused(await c.client.bet(betOf(c, 10, roundId)), 'round-closed', 'a bet after the close');
      // A bet staked before the close is settled after it all the same.
      t.ok(await c.client.win({ ...settles(c, fourth), amount: 50, roundClosed: true }), 'the open bet settled');
      t.equal(await balanceNow(c, t, player(c)), start, 'balance after the round');
    },
  },
  {
    name: 'replays: every call sent again answers its first answer, for ever, and moves money once',
    async run(c, t) {
      const start = await balanceNow(c, t, player(c));
      const bet = betOf(c, 120);
      const placed = t.ok(await c.client.bet(bet), 'bet');
      // Another bet moves the balance: the replay still answers the first answer.
      const other = betOf(c, 30);
      t.ok(await c.client.bet(other), 'another bet');
      t.equal(t.ok(await c.client.bet(bet), 'bet replayed'), placed, 'the replayed bet');
      const win = { ...settles(c, bet), amount: 200, roundClosed: true };
      const won = t.ok(await c.client.win(win), 'win');
      const copies = await Promise.all(Array.from({ length: 5 }, () => c.client.win(win)));
      for (const copy of copies) t.equal(t.ok(copy, 'win replayed at once'), won, 'a concurrent replay of the win');
      const rollback = { ...settles(c, other), transactionId: idOf(c, 'x'), roundClosed: true };
      const refunded = t.ok(await c.client.rollback(rollback), 'rollback');
      t.equal(t.ok(await c.client.rollback(rollback), 'rollback replayed'), refunded, 'the replayed rollback');
      // Ten copies of a new bet at once: one stake taken, one answer.
      const burst = betOf(c, 10);
      const answers = await Promise.all(Array.from({ length: 10 }, () => c.client.bet(burst)));
      t.equal(new Set(answers.map((answer) => answer.text.replace(/"requestId":"[^"]*"/, ''))).size, 1, 'one answer');
      t.ok(await c.client.win({ ...settles(c, burst), amount: 10, roundClosed: true }), 'settle the burst');
      t.equal(await balanceNow(c, t, player(c)), start - 120 + 200, 'money moved once per call');
      const back = betOf(c, 80);
      t.ok(await c.client.bet(back), 'bet back');
      t.ok(await c.client.win({ ...settles(c, back), amount: 0, roundClosed: true }), 'lose it');
    },
  },
  {
    name: 'closed round: a new bet is round-closed; replays still answer; its open bets still settle and refund',
    async run(c, t) {
      const start = await balanceNow(c, t, player(c));
      const roundId = idOf(c, 'r');
      const [first, second, third] = [100, 100, 100].map((amount) => betOf(c, amount, roundId)) as [Bet, Bet, Bet];
      const placed = t.ok(await c.client.bet(first), 'first bet');
      t.ok(await c.client.bet(second), 'second bet');
      t.ok(await c.client.bet(third), 'third bet');
      t.ok(await c.client.win({ ...settles(c, first), amount: 100, roundClosed: true }), 'closing win');
      const late = betOf(c, 100, roundId);
      t.refused(await c.client.bet(late), 'round-closed', 'a new bet');
      t.refused(await c.client.bet(late), 'round-closed', 'the same refused bet again');
      t.equal(t.ok(await c.client.bet(first), 'first bet replayed'), placed, 'a replay answers its answer');
      t.ok(await c.client.win({ ...settles(c, second), amount: 100 }), 'a win of a bet in the closed round');
      t.ok(await c.client.rollback({ ...settles(c, third), transactionId: idOf(c, 'x') }), 'a rollback in it');
      t.equal(await balanceNow(c, t, player(c)), start, 'balance after');
    },
  },
  {
    name: 'zero-amount bet: validation-failed 400, nothing applied or recorded',
    async run(c, t) {
      const start = await balanceNow(c, t, player(c));
      const bet = betOf(c, 0);
      t.refused(await c.client.bet(bet), 'validation-failed', 'a bet of 0');
      t.equal(await balanceNow(c, t, player(c)), start, 'balance after');
      // Not recorded: the same id with a stake is a first call.
      t.ok(await c.client.bet({ ...bet, amount: 1 }), 'the same id with a stake');
      t.ok(await c.client.win({ ...settles(c, bet), amount: 1, roundClosed: true }), 'settled');
    },
  },
  {
    name: 'currency: a call naming the player’s currency is taken, another is currency-mismatch',
    async run(c, t) {
      const wallet = t.ok(await c.client.balance({ playerId: player(c) }), 'balance');
      const other = wallet.currency === 'USD' ? 'EUR' : 'USD';
      const bet = betOf(c, 100);
      t.refused(await c.client.bet({ ...bet, currency: other }), 'currency-mismatch', `a bet in ${other}`);
      t.refused(await c.client.bet({ ...bet, currency: 'us$' }), 'validation-failed', 'a malformed currency');
      t.ok(await c.client.bet({ ...bet, currency: wallet.currency }), `a bet in ${wallet.currency}`);
      const win = { ...settles(c, bet), amount: 100 };
      t.refused(await c.client.win({ ...win, currency: other }), 'currency-mismatch', `a win in ${other}`);
      t.ok(await c.client.win({ ...win, currency: wallet.currency, roundClosed: true }), 'the win');
      t.equal(await balanceNow(c, t, player(c)), wallet.balance, 'balance after');
    },
  },
  {
    name: 'launch token gone: wins and rollbacks are never refused because the token expired or was spent',
    needs: ['launch-tokens'],
    async run(c, t) {
      const token = (await c.launchTokens?.fresh(player(c))) as string;
      const start = t.ok(await c.client.authenticate({ launchToken: token }), 'authenticate').balance;
      const won = betOf(c, 100);
      const refunded = betOf(c, 100);
      t.ok(await c.client.bet(won), 'bet');
      t.ok(await c.client.bet(refunded), 'another bet');
      t.refused(await c.client.authenticate({ launchToken: token }), 'invalid-launch-token', 'the session is over');
      if (c.launchTokens?.expired) {
        const expired = await c.launchTokens.expired(player(c));
        t.refused(await c.client.authenticate({ launchToken: expired }), 'invalid-launch-token', 'an expired token');
      }
      t.ok(await c.client.win({ ...settles(c, won), amount: 180, roundClosed: true }), 'the win after');
      t.ok(await c.client.rollback({ ...settles(c, refunded), roundClosed: true }), 'the rollback after');
      t.equal(await balanceNow(c, t, player(c)), start + 80, 'balance after');
      const back = betOf(c, 80);
      t.ok(await c.client.bet(back), 'bet back');
      t.ok(await c.client.win({ ...settles(c, back), amount: 0, roundClosed: true }), 'lose it');
    },
  },
];
