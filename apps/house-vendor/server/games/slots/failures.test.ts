import type { Language, SlotState } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueCalls, stake } from '../../rounds/money.ts';
import type { Session } from '../../sessions/sessions.ts';
import { recoverSlots } from './recovery.ts';
import { drawRound } from './spin.service.ts';
import { type Kit, ok, refusal, roundRow, SLOW, type Spun, seekNonce, slotsApp, spin } from './test-kit.ts';

let kit: Kit;
beforeAll(async () => {
  kit = await slotsApp();
}, 60_000);
afterAll(async () => kit?.close());

/** Makes every pending wallet call due now (the sweep's backoff is minutes of waiting in a test). */
const dueNow = () => kit.db.query(`UPDATE wallet_calls SET next_at = now() WHERE state = 'pending'`);
const callsOf = (roundId: string) =>
  kit.wallet.calls.filter((call) => call.transactionId.startsWith(`ARC-${roundId.slice(1)}-`));

describe('slot rounds when the wallet fails', SLOW, () => {
  it('a bet the wallet refuses (insufficient balance) leaves no round open and the wallet untouched', async () => {
    const dragon = await kit.play('golden-dragon');
    const before = kit.wallet.balance();
    kit.wallet.fail('bet', 'refuse');
    expect(refusal(await spin(dragon, 'golden-dragon', 25))).toEqual({ status: 409, code: 'insufficient-balance' });
    expect(kit.wallet.balance()).toBe(before);
    expect(kit.wallet.calls.filter((call) => call.kind !== 'bet')).toHaveLength(0);
    expect(ok<SlotState>(await dragon('GET', '/api/slots/golden-dragon')).unfinished).toBeNull();
    const listed = ok<{ list: { state: string; payout: number | null }[] }>(
      await dragon('GET', '/api/rounds?gameCode=ARC-golden-dragon'),
    ).list;
    expect(listed).toEqual([expect.objectContaining({ state: 'refused', payout: null })]);
  });

  it('a bet without an answer is rolled back, whether or not the wallet applied it', async () => {
    const dragon = await kit.play('golden-dragon');
    for (const how of ['lost-after', 'lost-before'] as const) {
      const before = kit.wallet.balance();
      const calls = kit.wallet.calls.length;
      kit.wallet.fail('bet', how);
      expect(refusal(await spin(dragon, 'golden-dragon', 50))).toEqual({ status: 503, code: 'service-unavailable' });
      expect(kit.wallet.calls.slice(calls).map((call) => call.kind)).toEqual(['bet', 'rollback']);
      expect(kit.wallet.balance()).toBe(before);
    }
    const listed = ok<{ list: { state: string }[] }>(
      await dragon('GET', '/api/rounds?gameCode=ARC-golden-dragon'),
    ).list;
    expect(listed.slice(0, 2).map((round) => round.state)).toEqual(['refunded', 'refunded']);
  });

  it('a win without an answer is kept and sent again, the same call, until the wallet acknowledges it', async () => {
    const reef = await kit.play('coral-reef');
    ok(await reef('GET', '/api/slots/coral-reef'));
    const planned = await seekNonce(kit.db, 'coral-reef', 125, (round) => round.win > 0);
    const before = kit.wallet.balance();
    kit.wallet.fail('win', 'lost-after');
    kit.wallet.fail('win', 'lost-before');
    const answer = ok<Spun>(await spin(reef, 'coral-reef', 125));
    expect(answer.balance).toBeNull();
    expect(answer.round.win).toBe(planned.win);
    const roundId = answer.round.roundId;
    const waiting = ok<SlotState>(await reef('GET', '/api/slots/coral-reef')).unfinished;
    expect(waiting).toMatchObject({ roundId, state: 'settling', stake: 125, round: { win: planned.win } });
    expect(waiting?.round?.spins).toEqual(answer.round.spins);

    await dueNow();
    await sendDueCalls(kit.app.deps);
    expect((await roundRow(kit.db, roundId))?.state).toBe('settling');
    await dueNow();
    await sendDueCalls(kit.app.deps);
    expect(await roundRow(kit.db, roundId)).toMatchObject({ state: 'settled', payout: planned.win });
    const wins = callsOf(roundId).filter((call) => call.kind === 'win');
    expect(wins).toHaveLength(3);
    expect(new Set(wins.map((call) => call.transactionId)).size).toBe(1);
    // Applied once, though the first attempt's answer was lost after it landed.
    expect(kit.wallet.balance()).toBe(before - 125 + planned.win);
    expect(ok<SlotState>(await reef('GET', '/api/slots/coral-reef')).unfinished).toBeNull();
  });

  it('recovers rounds a stopped process left: betting is refunded, open is settled with its recorded result', async () => {
    const session: Session = {
      vendorCode: 'ARC',
      playerId: 'p1',
      currency: 'PHP',
      nickname: 'Player',
      gameCode: 'ARC-pharaohs-sun',
      language: 'EN' as Language,
      siteOrigin: null,
    };
    const before = kit.wallet.balance();
    // Stopped after the round was drawn, before its bet was written.
    const unstaked = await drawRound(kit.app.deps, session, 'pharaohs-sun', { stake: 100 });
    // Stopped after the bet was answered, before the win was written.
    const staked = await drawRound(kit.app.deps, session, 'pharaohs-sun', { stake: 200 });
    await stake(kit.app.deps, staked.round);
    expect(kit.wallet.balance()).toBe(before - 200);

    expect(await recoverSlots(kit.app.deps)).toEqual({ refunded: 0, settled: 0 });
    await kit.db.query(`UPDATE rounds SET created_at = now() - interval '1 hour' WHERE id IN ($1, $2)`, [
      unstaked.round.id,
      staked.round.id,
    ]);
    expect(await recoverSlots(kit.app.deps)).toEqual({ refunded: 1, settled: 1 });
    expect((await roundRow(kit.db, `R${unstaked.round.id}`))?.state).toBe('refunded');
    expect(await roundRow(kit.db, `R${staked.round.id}`)).toMatchObject({
      state: 'settled',
      payout: staked.result.win,
    });
    expect(kit.wallet.balance()).toBe(before - 200 + staked.result.win);
    expect(await recoverSlots(kit.app.deps)).toEqual({ refunded: 0, settled: 0 });
  });
});
