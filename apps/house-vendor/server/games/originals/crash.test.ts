import type { CrashRound } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as crash from '../../../games/originals/crash.ts';
import { verifyRound } from '../../../games/originals/verify.ts';
import { sweepOriginals } from './originals.module.ts';
import { type Caller, clockBack, ok, originalsApp, refusal, reveal, SLOW, streamOf } from './test-kit.ts';

let kit: Awaited<ReturnType<typeof originalsApp>>;
beforeAll(async () => {
  kit = await originalsApp(1_000_000);
}, 60_000);
afterAll(() => kit.close());

/** Starts rounds until one's point (read as only the server could) is at least `least`; the others are swept. */
async function startRound(caller: Caller, least = 101, body: object = {}) {
  for (;;) {
    const round = ok<CrashRound>(await caller('POST', '/api/crash/start', { stake: 1_000, ...body }));
    const point = crash.crashPoint((await streamOf(kit.db, round.roundId))());
    if (point >= least) return { round, point };
    await clockBack(kit.db, round.roundId, crash.msUntil(point) + 1);
    await sweepOriginals(kit.app.deps);
  }
}

describe('crash through the page API', SLOW, () => {
  it('cashes out at the server’s elapsed time, pays exactly, and verifies once revealed', async () => {
    const caller = await kit.play('crash');
    const { round, point } = await startRound(caller, 150);
    expect(round).toMatchObject({ state: 'running', point: null, crashMs: null, cashOut: null, autoCashOut: null });
    expect(round.fair.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const before = kit.wallet.balance();
    await clockBack(kit.db, round.roundId, crash.msUntil(120));
    const running = ok<CrashRound>(await caller('GET', `/api/crash/round/${round.roundId}`));
    expect(running).toMatchObject({ state: 'running', point: null });
    expect(running.elapsedMs).toBeGreaterThanOrEqual(crash.msUntil(120));

    const cashed = ok<CrashRound>(await caller('POST', '/api/crash/cash-out', { roundId: round.roundId }));
    expect(cashed.state).toBe('cashed');
    expect(cashed.cashOut).toBeGreaterThanOrEqual(120);
    expect(cashed.cashOut).toBeLessThan(point);
    expect(cashed.point).toBe(point);
    const payout = Math.floor((1_000 * (cashed.cashOut ?? 0)) / 100);
    expect(cashed).toMatchObject({ payout, balance: before + payout });
    expect(kit.wallet.balance()).toBe(before + payout);
    expect(refusal(await caller('POST', '/api/crash/cash-out', { roundId: round.roundId }))).toEqual({
      status: 409,
      code: 'bet-already-settled',
    });

    const listed = await reveal(caller, 'crash', 'ARC-crash');
    const played = listed.find((r) => r.roundId === round.roundId);
    expect(
      verifyRound(
        { serverSeed: played?.serverSeed ?? '', clientSeed: played?.clientSeed ?? '', nonce: played?.nonce ?? -1 },
        { game: 'crash', stakeMinor: 1_000, cashOut: cashed.cashOut },
      ),
    ).toEqual({ game: 'crash', point, crashMs: crash.msUntil(point), payout });
  });

  it('a cash-out after the crash is refused and the round is lost; nobody cashing out loses at the crash', async () => {
    const caller = await kit.play('crash');
    const late = await startRound(caller);
    const before = kit.wallet.balance();
    await clockBack(kit.db, late.round.roundId, crash.msUntil(late.point));
    const refused = await caller('POST', '/api/crash/cash-out', { roundId: late.round.roundId });
    expect(refusal(refused)).toEqual({ status: 409, code: 'bet-already-settled' });
    expect(refused.json().value).toMatchObject({ state: 'crashed', point: late.point, payout: 0 });
    expect(kit.wallet.balance()).toBe(before);

    // Left alone: the sweep settles it at 0 once its time has come, not before.
    const idle = await startRound(caller, 130);
    const staked = kit.wallet.balance();
    await sweepOriginals(kit.app.deps);
    expect(ok<CrashRound>(await caller('GET', `/api/crash/round/${idle.round.roundId}`)).state).toBe('running');
    await clockBack(kit.db, idle.round.roundId, crash.msUntil(idle.point) + 5);
    const callsBefore = kit.wallet.calls.length;
    await sweepOriginals(kit.app.deps);
    expect(kit.wallet.calls.slice(callsBefore)).toEqual([
      { kind: 'win', transactionId: expect.stringMatching(/-win$/) },
    ]);
    expect(ok<CrashRound>(await caller('GET', `/api/crash/round/${idle.round.roundId}`))).toMatchObject({
      state: 'crashed',
      payout: 0,
      point: idle.point,
    });
    expect(kit.wallet.balance()).toBe(staked);
  });

  it('a page waiting on a running round is answered at its crash', async () => {
    const caller = await kit.play('crash');
    const { round, point } = await startRound(caller, 102);
    await clockBack(kit.db, round.roundId, crash.msUntil(point) - 150);
    const asked = Date.now();
    const ended = ok<CrashRound>(await caller('GET', `/api/crash/round/${round.roundId}?waitMs=5000`));
    expect(ended).toMatchObject({ state: 'crashed', point, payout: 0 });
    expect(Date.now() - asked).toBeLessThan(4_000);
    expect(refusal(await caller('GET', `/api/crash/round/${round.roundId}?waitMs=20001`))).toMatchObject({
      code: 'validation-failed',
    });
  });

  it('an auto cash-out pays its target once the curve passes it', async () => {
    const caller = await kit.play('crash');
    const { round } = await startRound(caller, 200, { autoCashOut: 200 });
    const before = kit.wallet.balance();
    await clockBack(kit.db, round.roundId, crash.msUntil(200));
    const done = ok<CrashRound>(await caller('GET', `/api/crash/round/${round.roundId}`));
    expect(done).toMatchObject({ state: 'cashed', cashOut: 200, payout: 2_000, autoCashOut: 200 });
    expect(kit.wallet.balance()).toBe(before + 2_000);
  });

  it('one running round a player, resumed after a reload, untouchable by another player', async () => {
    const caller = await kit.play('crash');
    const { round } = await startRound(caller, 300);
    expect(refusal(await caller('POST', '/api/crash/start', { stake: 1_000 }))).toEqual({
      status: 409,
      code: 'conflict',
    });
    const reloaded = await kit.play('crash');
    expect(ok<{ round: CrashRound }>(await reloaded('GET', '/api/crash/open')).round.roundId).toBe(round.roundId);
    const stranger = await kit.playAs('p2', 'crash');
    expect(refusal(await stranger('POST', '/api/crash/cash-out', { roundId: round.roundId }))).toEqual({
      status: 404,
      code: 'bet-not-found',
    });
    expect(refusal(await stranger('GET', `/api/crash/round/${round.roundId}`))).toEqual({
      status: 404,
      code: 'bet-not-found',
    });
    await clockBack(kit.db, round.roundId, crash.msUntil(110));
    ok(await reloaded('POST', '/api/crash/cash-out', { roundId: round.roundId }));
    expect(ok<{ round: null }>(await caller('GET', '/api/crash/open')).round).toBeNull();
  });

  it('refuses an auto cash-out out of bounds, a cash-out before 1.01×, and leaves nothing open after a refused bet', async () => {
    const caller = await kit.play('crash');
    for (const autoCashOut of [100, 1_000_001, 1.5]) {
      expect(refusal(await caller('POST', '/api/crash/start', { stake: 1_000, autoCashOut }))).toMatchObject({
        code: 'validation-failed',
      });
    }
    const { round } = await startRound(caller, 101);
    // Within the first 66 ms the curve still shows 1.00×: nothing to cash out yet (the clock held back to stay there).
    await clockBack(kit.db, round.roundId, -5_000);
    const early = await caller('POST', '/api/crash/cash-out', { roundId: round.roundId });
    expect(refusal(early)).toEqual({ status: 409, code: 'invalid-state' });
    await clockBack(kit.db, round.roundId, 125_000);
    await sweepOriginals(kit.app.deps);

    kit.wallet.fail('bet', 'refuse');
    expect(refusal(await caller('POST', '/api/crash/start', { stake: 1_000 }))).toEqual({
      status: 409,
      code: 'insufficient-balance',
    });
    expect(ok<{ round: null }>(await caller('GET', '/api/crash/open')).round).toBeNull();
  });
});
