import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../../test/db.ts';
import { fakeWallet } from '../../test/fake-wallet.ts';
import type { Db } from '../db/db.ts';
import { refund, sendDueCalls, settle, stake } from './money.ts';
import { roundsRepo } from './rounds.repo.ts';

let db: Db;
beforeAll(async () => {
  db = await freshDb();
});
afterAll(() => db.close());

const newRound = async () => {
  const round = await roundsRepo(db).insert({
    vendorCode: 'ARC',
    playerId: 'p1',
    currency: 'PHP',
    gameCode: 'ARC-dice',
    seedId: null,
    nonce: null,
    stake: 1_000,
    play: {},
  });
  if (!round) throw new Error('no round');
  return round;
};
const stateOf = async (id: string) => (await roundsRepo(db).byId(id))?.state;
/** Makes every pending call due now, as time passing would. */
const timePasses = () =>
  db.query("UPDATE wallet_calls SET next_at = now() - interval '1 second' WHERE state = 'pending'");

describe("a round's money, by the aggregator rules", () => {
  it('stakes, then settles: one bet, one win, the wallet moved by both', async () => {
    const w = fakeWallet();
    const round = await newRound();
    expect(await stake({ db, wallet: w.wallet }, round)).toEqual({ balance: 99_000, currency: 'PHP' });
    expect(await settle({ db, wallet: w.wallet }, round, 2_500)).toEqual({ balance: 101_500, currency: 'PHP' });
    expect(await stateOf(round.id)).toBe('settled');
  });

  it('a refused bet ends the round with the refusal, nothing owed', async () => {
    const w = fakeWallet();
    w.fail('bet', 'refuse');
    const round = await newRound();
    await expect(stake({ db, wallet: w.wallet }, round)).rejects.toMatchObject({ code: 'insufficient-balance' });
    expect(await stateOf(round.id)).toBe('refused');
    expect(w.balance()).toBe(100_000);
  });

  it('a bet without an answer is rolled back: applied or not, the wallet ends where it began', async () => {
    for (const how of ['lost-after', 'lost-before'] as const) {
      const w = fakeWallet();
      w.fail('bet', how);
      const round = await newRound();
      await expect(stake({ db, wallet: w.wallet }, round)).rejects.toMatchObject({ code: 'service-unavailable' });
      expect(await stateOf(round.id)).toBe('refunded');
      expect(w.balance()).toBe(100_000);
    }
  });

  it('a win without an answer is sent again, the same transaction, until acknowledged', async () => {
    const w = fakeWallet();
    const round = await newRound();
    await stake({ db, wallet: w.wallet }, round);
    w.fail('win', 'lost-after', 2);
    expect(await settle({ db, wallet: w.wallet }, round, 3_000)).toBeNull();
    expect(await stateOf(round.id)).toBe('settling');
    await timePasses();
    await sendDueCalls({ db, wallet: w.wallet });
    expect(await stateOf(round.id)).toBe('settling');
    await timePasses();
    await sendDueCalls({ db, wallet: w.wallet });
    expect(await stateOf(round.id)).toBe('settled');
    const wins = w.calls.filter((call) => call.kind === 'win');
    expect(wins).toHaveLength(3);
    expect(new Set(wins.map((call) => call.transactionId)).size).toBe(1);
    expect(w.balance()).toBe(102_000);
  });

  it('a bet the process never finished sending is rolled back by the sweep', async () => {
    const w = fakeWallet();
    const round = await newRound();
    await roundsRepo(db).addCall({
      transactionId: `ARC-${round.id}-bet`,
      vendorCode: 'ARC',
      kind: 'bet',
      roundId: `R${round.id}`,
      body: {
        playerId: 'p1',
        transactionId: `ARC-${round.id}-bet`,
        roundId: `R${round.id}`,
        gameCode: 'ARC-dice',
        amount: 1_000,
      },
    });
    await timePasses();
    await sendDueCalls({ db, wallet: w.wallet });
    expect(await stateOf(round.id)).toBe('refunded');
    expect(w.calls.map((call) => call.kind)).toEqual(['rollback']);
  });

  it('a refund is idempotent', async () => {
    const w = fakeWallet();
    const round = await newRound();
    await stake({ db, wallet: w.wallet }, round);
    await refund({ db, wallet: w.wallet }, round);
    await refund({ db, wallet: w.wallet }, round);
    expect(w.balance()).toBe(100_000);
  });

  it('closes the round on its settling call: the win, or the rollback of a round that could not finish', async () => {
    const w = fakeWallet();
    const bodies: { kind: string; body: Record<string, unknown> }[] = [];
    const wallet = {
      ...w.wallet,
      bet: (vendor: string, body: Parameters<typeof w.wallet.bet>[1]) => {
        bodies.push({ kind: 'bet', body });
        return w.wallet.bet(vendor, body);
      },
      win: (vendor: string, body: Parameters<typeof w.wallet.win>[1]) => {
        bodies.push({ kind: 'win', body });
        return w.wallet.win(vendor, body);
      },
      rollback: (vendor: string, body: Parameters<typeof w.wallet.rollback>[1]) => {
        bodies.push({ kind: 'rollback', body });
        return w.wallet.rollback(vendor, body);
      },
    };
    const won = await newRound();
    await stake({ db, wallet }, won);
    await settle({ db, wallet }, won, 0);
    const refunded = await newRound();
    await stake({ db, wallet }, refunded);
    await refund({ db, wallet }, refunded);
    expect(bodies.map(({ kind, body }) => [kind, body.roundClosed])).toEqual([
      ['bet', undefined],
      ['win', true],
      ['bet', undefined],
      ['rollback', true],
    ]);
    // The sweep sends the kept body again, the flag with it (the same transaction, the same content).
    const kept = await db.query<{ body: Record<string, unknown> }>(
      'SELECT body FROM wallet_calls WHERE round_id = $1 AND kind = $2',
      [`R${won.id}`, 'win'],
    );
    expect(kept[0]?.body.roundClosed).toBe(true);
  });
});
