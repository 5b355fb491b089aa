import type { WalletClient } from '../server/wallet/client.ts';
import { WalletError } from '../server/wallet/client.ts';

type Kind = 'bet' | 'win' | 'rollback';

/**
 * A wallet as the platform keeps one, in memory, for the vendor's own tests: idempotent by
 * transaction id, and told to fail a call in the ways a network fails (refused, no answer after
 * applying, no answer before applying).
 */
export function fakeWallet(startBalance = 100_000) {
  let balance = startBalance;
  const seen = new Map<string, { balance: number }>();
  const failures: { kind: Kind; how: 'lost-after' | 'lost-before' | 'refuse'; times: number }[] = [];
  const calls: { kind: Kind; transactionId: string }[] = [];

  function apply(kind: Kind, body: { transactionId: string; amount?: number; betTransactionId?: string }) {
    calls.push({ kind, transactionId: body.transactionId });
    const failure = failures.find((f) => f.kind === kind && f.times > 0);
    if (failure) failure.times -= 1;
    if (failure?.how === 'refuse') throw new WalletError('insufficient-balance', 409, 'refused');
    if (failure?.how === 'lost-before') throw new WalletError('service-unavailable', 0, 'lost', true);
    const done = seen.get(body.transactionId);
    if (!done) {
      if (kind === 'bet') balance -= body.amount ?? 0;
      if (kind === 'win') balance += body.amount ?? 0;
      if (kind === 'rollback') {
        const bet = seen.get(body.betTransactionId ?? '');
        if (bet) balance += (bet as { amount?: number }).amount ?? 0;
      }
      seen.set(body.transactionId, { balance, ...(kind === 'bet' ? { amount: body.amount } : {}) });
    }
    if (failure?.how === 'lost-after') throw new WalletError('service-unavailable', 0, 'lost', true);
    return { playerId: 'p1', currency: 'PHP', balance, transactionId: body.transactionId };
  }

  const wallet: WalletClient = {
    authenticate: async () => ({
      playerId: 'p1',
      currency: 'PHP',
      balance,
      nickname: 'Player',
      gameCode: 'x',
      language: 'EN',
    }),
    balance: async () => ({ playerId: 'p1', currency: 'PHP', balance }),
    bet: async (_vendor, body) => apply('bet', body),
    win: async (_vendor, body) => apply('win', body),
    rollback: async (_vendor, body) => apply('rollback', body),
  };
  return {
    wallet,
    calls,
    balance: () => balance,
    fail: (kind: Kind, how: 'lost-after' | 'lost-before' | 'refuse', times = 1) => failures.push({ kind, how, times }),
  };
}
