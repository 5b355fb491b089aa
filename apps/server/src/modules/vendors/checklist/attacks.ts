import { seamlessBalance, seamlessBet, seamlessRollback, seamlessWin } from '@arcadia/contracts';
import { describeAnswer, idOf, type Scenario } from './scenario.ts';

/**
 * Attack input, signed (so it reaches the shape checks) and unsigned: every one answered 4xx with
 * the contract's error envelope, never a 5xx, and none moving money. A body the contract accepts
 * with fields it does not know (prototype keys included) must simply not break the server.
 */

const LONG_ID = 'x'.repeat(65);
const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** Raw JSON bodies for the bet path, each refused; `base` is a valid bet to spoil. */
function badBets(base: Record<string, unknown>): [string, string][] {
  const spoil = (what: string, change: Record<string, unknown>): [string, string] => [
    what,
    JSON.stringify({ ...base, ...change }),
  ];
  const replaceRaw = (what: string, key: string, rawValue: string): [string, string] => [
    what,
    JSON.stringify({ ...base, [key]: '@@' }).replace('"@@"', rawValue),
  ];
  return [
    spoil('amount over the largest stake', { amount: 10_000_000_000_000 }),
    spoil('amount past safe integers', { amount: Number.MAX_SAFE_INTEGER + 2 }),
    replaceRaw('amount 1e400 (Infinity)', 'amount', '1e400'),
    spoil('negative amount', { amount: -100 }),
    spoil('fractional amount', { amount: 1.5 }),
    spoil('amount as a string', { amount: '100' }),
    spoil('amount null', { amount: null }),
    spoil('amount as an object', { amount: { $gt: 0 } }),
    spoil('amount as an array', { amount: [100] }),
    spoil('amount over the balance', { amount: 9_999_999_999_999 }),
    spoil('no amount', { amount: undefined }),
    spoil('overlong transaction id', { transactionId: LONG_ID }),
    spoil('empty transaction id', { transactionId: '' }),
    spoil('unicode transaction id', { transactionId: '注单-１２３' }),
    spoil('emoji round id', { roundId: '🎰🎰🎰' }),
    spoil('path in the game code', { gameCode: '../../etc/passwd' }),
    spoil('markup in the round id', { roundId: '<script>alert(1)</script>' }),
    spoil('SQL in the transaction id', { transactionId: "1' OR '1'='1" }),
    spoil('NUL in the transaction id', { transactionId: 'a\u0000b' }),
    replaceRaw('lone surrogate in the round id', 'roundId', '"\\ud800x"'),
    spoil('overlong player id', { playerId: '9'.repeat(65) }),
    spoil('player id as a number', { playerId: 42 }),
    spoil('player id that is no member', { playerId: '999999999999' }),
    spoil('wrong currency', { currency: base.currency === 'USD' ? 'EUR' : 'USD' }),
    spoil('malformed currency', { currency: 'dollars!' }),
    ['a body that is an array', JSON.stringify([base])],
    ['a body that is a string', JSON.stringify('bet')],
    ['a body that is null', 'null'],
    ['an empty body', ''],
    ['malformed JSON', '{"playerId": '],
    ['JSON nested 100,000 deep', deep(100_000)],
  ];
}

export const attacks: Scenario[] = [
  {
    name: 'attack input: huge, negative and fractional amounts, bad ids, junk bodies, wrong currency: 4xx, never 5xx',
    async run(c, t) {
      const playerId = c.players[0] as string;
      const wallet = t.ok(await c.client.balance({ playerId }), 'balance');
      const base = {
        playerId,
        transactionId: idOf(c, 'b'),
        roundId: idOf(c, 'r'),
        gameCode: c.gameCode,
        amount: 100,
        currency: wallet.currency,
      };
      for (const [what, raw] of badBets(base)) {
        t.clientError(await c.client.post(seamlessBet.path, raw), `bet, ${what}`);
      }
      const settle = {
        playerId,
        transactionId: idOf(c, 'w'),
        betTransactionId: base.transactionId,
        roundId: base.roundId,
      };
      const wins: [string, unknown][] = [
        ['negative win', { ...settle, amount: -1 }],
        ['fractional win', { ...settle, amount: 0.01 }],
        ['win over the largest amount', { ...settle, amount: 1e16 }],
        ['roundClosed as a string', { ...settle, amount: 0, roundClosed: 'yes' }],
        ['overlong bet id', { ...settle, amount: 0, betTransactionId: LONG_ID }],
      ];
      for (const [what, body] of wins) t.clientError(await c.client.call(seamlessWin, body), what);
      t.clientError(await c.client.call(seamlessRollback, { ...settle, roundId: LONG_ID }), 'rollback, overlong round');
      t.clientError(await c.client.call(seamlessRollback, {}), 'rollback, empty object');
      // Transport: another content type, a body over the size limit, unsigned junk.
      const valid = JSON.stringify(base);
      t.clientError(await c.client.post(seamlessBet.path, valid, { contentType: 'text/plain' }), 'text/plain');
      const huge = JSON.stringify({ ...base, pad: 'x'.repeat(1_100_000) });
      t.clientError(await c.client.post(seamlessBet.path, huge), 'a body over a megabyte');
      const unsigned = await c.client.post(seamlessBet.path, '{"amount":1e400}', {
        headers: { 'content-type': 'application/json' },
      });
      t.clientError(unsigned, 'unsigned junk');
      // Fields the contract does not know are dropped; they must not break anything.
      const extra = `{"playerId":${JSON.stringify(playerId)},"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}`;
      const answered = await c.client.post(seamlessBalance.path, extra);
      if (answered.status >= 500 || !answered.envelope) t.fail(`prototype keys: ${describeAnswer(answered)}`);
      // None of it moved money.
      t.equal(t.ok(await c.client.balance({ playerId }), 'balance after').balance, wallet.balance, 'balance after');
    },
  },
];
