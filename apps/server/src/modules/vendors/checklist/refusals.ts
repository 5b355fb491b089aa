import { seamlessBalance, seamlessBet } from '@arcadia/contracts';
import { signature } from './client.ts';
import { balanceNow, type ChecklistContext, idOf, type Scenario } from './scenario.ts';

/**
 * Every refusal the API answers, as the checklists list them: each with its code and status, and
 * each applying nothing (the balance after is the balance before). Then the signatures: missing,
 * wrong, stale, early, another vendor's, over another body, and a signed request replayed.
 */

const MAX_AMOUNT = 9_999_999_999_999;

const betOf = (c: ChecklistContext, amount: number, playerId = c.players[0] as string, roundId = idOf(c, 'r')) => ({
  playerId,
  transactionId: idOf(c, 'b'),
  roundId,
  gameCode: c.gameCode,
  amount,
});
type Bet = ReturnType<typeof betOf>;
const settles = (c: ChecklistContext, bet: Bet, what = 'w') => ({
  playerId: bet.playerId,
  transactionId: idOf(c, what),
  betTransactionId: bet.transactionId,
  roundId: bet.roundId,
});

export const refusals: Scenario[] = [
  {
    name: 'unknown-player 404: a bet, win or rollback for an id that is no member, nothing applied',
    async run(c, t) {
      const bet = betOf(c, 100, '999999999999');
      t.refused(await c.client.bet(bet), 'unknown-player', 'bet');
      t.refused(await c.client.win({ ...settles(c, bet), amount: 100 }), 'unknown-player', 'win');
      t.refused(await c.client.rollback(settles(c, bet, 'x')), 'unknown-player', 'rollback');
    },
  },
  {
    name: 'insufficient-balance 409: a bet over the balance refused whole, not recorded (a retry is judged afresh)',
    async run(c, t) {
      const start = await balanceNow(c, t, c.players[0] as string);
      if (start + 1 > MAX_AMOUNT) return t.fail('the player holds more than a bet can stake: use another player');
      const bet = betOf(c, start + 1);
      t.refused(await c.client.bet(bet), 'insufficient-balance', 'a bet of the balance + 1');
      t.refused(await c.client.bet(bet), 'insufficient-balance', 'the same bet again');
      t.equal(await balanceNow(c, t, bet.playerId), start, 'balance after');
      // Nothing recorded under the id: the same id with a stake the player holds is a first call.
      t.ok(await c.client.bet({ ...bet, amount: 1 }), 'the same id with a stake of 1');
      t.ok(await c.client.win({ ...settles(c, bet), amount: 1, roundClosed: true }), 'settled');
    },
  },
  {
    name: 'bet-not-found 404: a win without a bet, naming another round or another player’s bet; not recorded',
    async run(c, t) {
      const start = await balanceNow(c, t, c.players[0] as string);
      const unplaced = betOf(c, 100);
      const win = { ...settles(c, unplaced), amount: 500 };
      t.refused(await c.client.win(win), 'bet-not-found', 'a win without a bet');
      const bet = betOf(c, 100);
      t.ok(await c.client.bet(bet), 'bet');
      t.refused(
        await c.client.win({ ...settles(c, bet), roundId: idOf(c, 'r'), amount: 100 }),
        'bet-not-found',
        'a win naming another round',
      );
      const other = c.players[1];
      if (other) {
        const theirs = { ...settles(c, bet), playerId: other };
        t.refused(await c.client.win({ ...theirs, amount: 100 }), 'bet-not-found', 'a win for another player');
        t.refused(await c.client.rollback(theirs), 'bet-not-found', 'a rollback for another player');
      }
      t.ok(await c.client.win({ ...settles(c, bet), amount: 100, roundClosed: true }), 'the right win');
      // The refused win was not recorded: once its bet exists, the same win applies.
      t.ok(await c.client.bet(unplaced), 'the missing bet, late');
      t.ok(await c.client.win(win), 'the same win again');
      t.equal(await balanceNow(c, t, bet.playerId), start + 400, 'balance after');
      const back = betOf(c, 400);
      t.ok(await c.client.bet(back), 'bet back');
      t.ok(await c.client.win({ ...settles(c, back), amount: 0, roundClosed: true }), 'lose it');
    },
  },
  {
    name: 'bet-already-settled 409: a second win, a rollback after a win, a win after a rollback',
    async run(c, t) {
      const start = await balanceNow(c, t, c.players[0] as string);
      const won = betOf(c, 100);
      t.ok(await c.client.bet(won), 'bet');
      t.ok(await c.client.win({ ...settles(c, won), amount: 150 }), 'win');
      t.refused(await c.client.win({ ...settles(c, won), amount: 150 }), 'bet-already-settled', 'a second win');
      t.refused(await c.client.rollback(settles(c, won, 'x')), 'bet-already-settled', 'a rollback after the win');
      const refunded = betOf(c, 100);
      t.ok(await c.client.bet(refunded), 'bet');
      t.ok(await c.client.rollback(settles(c, refunded, 'x')), 'rollback');
      t.refused(await c.client.win({ ...settles(c, refunded), amount: 10 }), 'bet-already-settled', 'a win after it');
      t.equal(await balanceNow(c, t, won.playerId), start + 50, 'balance after');
      const back = betOf(c, 50);
      t.ok(await c.client.bet(back), 'bet back');
      t.ok(await c.client.win({ ...settles(c, back), amount: 0, roundClosed: true }), 'lose it');
    },
  },
  {
    name: 'idempotency-mismatch 409: a transaction id sent again with another body, nothing applied',
    async run(c, t) {
      const start = await balanceNow(c, t, c.players[0] as string);
      const bet = betOf(c, 100);
      t.ok(await c.client.bet(bet), 'bet');
      t.refused(await c.client.bet({ ...bet, amount: 101 }), 'idempotency-mismatch', 'another amount');
      t.refused(await c.client.bet({ ...bet, roundId: idOf(c, 'r') }), 'idempotency-mismatch', 'another round');
      const asWin = { ...settles(c, bet), transactionId: bet.transactionId, amount: 0 };
      t.refused(await c.client.win(asWin), 'idempotency-mismatch', 'the bet’s id as a win');
      const win = { ...settles(c, bet), amount: 100 };
      t.ok(await c.client.win(win), 'win');
      t.refused(await c.client.win({ ...win, amount: 99_999 }), 'idempotency-mismatch', 'the win with another amount');
      t.equal(await balanceNow(c, t, bet.playerId), start, 'balance after');
    },
  },
  {
    name: 'one transaction id for two players: the second is idempotency-mismatch and applies nothing',
    needs: ['two-players'],
    async run(c, t) {
      const [one, two] = c.players as [string, string];
      const before = await balanceNow(c, t, two);
      const bet = betOf(c, 100, one);
      t.ok(await c.client.bet(bet), 'the first player’s bet');
      t.refused(await c.client.bet({ ...bet, playerId: two }), 'idempotency-mismatch', 'the same id for another');
      t.equal(await balanceNow(c, t, two), before, 'the second player’s balance');
      t.ok(await c.client.rollback({ ...settles(c, bet, 'x'), roundClosed: true }), 'refund the first');
    },
  },
  {
    name: 'rollback of an unknown bet: bet-not-found, recorded; the bet arriving later is refused',
    async run(c, t) {
      const start = await balanceNow(c, t, c.players[0] as string);
      const bet = betOf(c, 250);
      const rollback = settles(c, bet, 'x');
      t.refused(await c.client.rollback(rollback), 'bet-not-found', 'the rollback');
      t.refused(await c.client.rollback(rollback), 'bet-not-found', 'the rollback again');
      t.refused(await c.client.bet(bet), 'bet-already-settled', 'the late bet');
      t.refused(await c.client.bet(bet), 'bet-already-settled', 'the late bet again');
      t.equal(await balanceNow(c, t, bet.playerId), start, 'balance after');
    },
  },
  {
    name: 'signatures: missing, wrong, stale, early, another vendor’s or over another body are bad-signature 401',
    async run(c, t) {
      const playerId = c.players[0] as string;
      const raw = JSON.stringify({ playerId });
      const { vendor, secret } = c.client.target;
      const now = Date.now();
      const headers = (extra: Record<string, string>) => ({ 'content-type': 'application/json', ...extra });
      const cases: [string, Record<string, string>][] = [
        ['no signature', headers({ 'x-vendor': vendor })],
        ['no vendor', headers(signature(secret, raw))],
        ['a wrong secret', headers({ 'x-vendor': vendor, ...signature(`${secret}x`, raw) })],
        ['six minutes old', headers({ 'x-vendor': vendor, ...signature(secret, raw, now - 6 * 60_000) })],
        ['six minutes early', headers({ 'x-vendor': vendor, ...signature(secret, raw, now + 6 * 60_000) })],
        ['an unknown vendor', headers({ 'x-vendor': 'NOPE', ...signature(secret, raw) })],
        ['over another body', headers({ 'x-vendor': vendor, ...signature(secret, `${raw} `) })],
        [
          'a timestamp that is no number',
          headers({ 'x-vendor': vendor, 'x-timestamp': 'soon', 'x-signature': signature(secret, raw)['x-signature'] }),
        ],
      ];
      for (const [what, sent] of cases) {
        t.refused(await c.client.post(seamlessBalance.path, raw, { headers: sent }), 'bad-signature', what);
      }
      // The signature is checked before the shape: an unsigned caller learns nothing of it.
      const junk = await c.client.post(seamlessBet.path, '{"amount":-1}', { headers: headers({ 'x-vendor': vendor }) });
      t.refused(junk, 'bad-signature', 'an unsigned bad body');
    },
  },
  {
    name: 'a signed request replayed: the same answer, money moved once',
    async run(c, t) {
      const start = await balanceNow(c, t, c.players[0] as string);
      const bet = betOf(c, 100);
      const raw = JSON.stringify(bet);
      const captured = c.client.signed(raw);
      const first = await c.client.post(seamlessBet.path, raw, { headers: captured });
      t.ok(first, 'the bet');
      const replayed = await c.client.post(seamlessBet.path, raw, { headers: captured });
      t.equal(replayed.value, first.value, 'the replay’s answer');
      t.equal(await balanceNow(c, t, bet.playerId), start - 100, 'one stake taken');
      t.ok(await c.client.win({ ...settles(c, bet), amount: 100, roundClosed: true }), 'settled');
    },
  },
];
