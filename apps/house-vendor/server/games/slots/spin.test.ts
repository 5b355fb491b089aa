import type { SlotState } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHash } from '../../../games/fair/random.ts';
import { verify } from '../../../games/slots/play.ts';
import { TITLES } from '../../../games/slots/titles.ts';
import { type Kit, ok, refusal, SLOW, type Spun, seekNonce, slotsApp, spin } from './test-kit.ts';

let kit: Kit;
beforeAll(async () => {
  kit = await slotsApp();
}, 60_000);
afterAll(async () => kit?.close());

describe('slot spins through the page API', SLOW, () => {
  it('moves the wallet by exactly −stake + win, and verify recomputes every round once the pair is rotated', async () => {
    const dragon = await kit.play('golden-dragon');
    const state = ok<SlotState>(await dragon('GET', '/api/slots/golden-dragon'));
    let expected = kit.wallet.balance();
    const spun: Spun[] = [];
    for (const stake of [25, 50, 125, 25, 250, 25, 50, 25]) {
      const answer = ok<Spun>(await spin(dragon, 'golden-dragon', stake));
      expected += answer.round.win - stake;
      expect(answer.balance).toBe(expected);
      expect(answer.round.fair).toEqual({ ...state.fair, nonce: state.fair.nonce + spun.length });
      expect(answer.round.spins[0]?.grid).toHaveLength(5);
      expect(answer.round.spins.reduce((sum, s) => sum + s.win, answer.round.pick?.win ?? 0)).toBe(answer.round.win);
      for (const win of answer.round.spins.flatMap((s) => s.wins)) expect(win.text).toMatch(/₱\d/);
      spun.push(answer);
    }
    expect(kit.wallet.balance()).toBe(expected);
    const next = ok<SlotState>(await dragon('GET', '/api/slots/golden-dragon'));
    expect(next.fair.nonce).toBe(state.fair.nonce + spun.length);
    expect(next.unfinished).toBeNull();

    ok(await dragon('POST', '/api/fair/slot/rotate', {}));
    const listed = ok<{
      list: {
        roundId: string;
        state: string;
        stake: number;
        payout: number;
        serverSeed: string | null;
        clientSeed: string;
        nonce: number;
        play: Record<string, unknown>;
      }[];
    }>(await dragon('GET', '/api/rounds?gameCode=ARC-golden-dragon&limit=50')).list;
    expect(listed).toHaveLength(spun.length);
    for (const row of listed) {
      const answer = spun.find((s) => s.round.roundId === row.roundId);
      expect(row.state).toBe('settled');
      expect(row.serverSeed).not.toBeNull();
      expect(seedHash(row.serverSeed ?? '')).toBe(state.fair.seedHash);
      const again = verify('golden-dragon', row.stake, {
        serverSeed: row.serverSeed ?? '',
        clientSeed: row.clientSeed,
        nonce: row.nonce,
      });
      expect(again.win).toBe(answer?.round.win);
      expect(again.win).toBe(row.payout);
      expect(again.spins.map((s) => s.stops)).toEqual(answer?.round.spins.map((s) => s.stops));
      expect(row.play).toMatchObject({
        title: 'golden-dragon',
        win: again.win,
        stops: again.spins.map((s) => s.stops),
      });
    }
  });

  it('plays free spins and the pick board in the round whose seed triggers them, paid at once', async () => {
    const dragon = await kit.play('golden-dragon');
    ok(await dragon('GET', '/api/slots/golden-dragon'));
    const planned = await seekNonce(kit.db, 'golden-dragon', 50, (round) => round.freeSpins > 0);
    const before = kit.wallet.balance();
    const free = ok<Spun>(await spin(dragon, 'golden-dragon', 50));
    expect(free.round.fair.nonce).toBe(planned.nonce);
    expect(free.round.freeSpins).toBe(planned.freeSpins);
    expect(free.round.spins).toHaveLength(planned.freeSpins + 1);
    expect(free.round.spins.slice(1).every((s) => s.free && s.multiplier === 3)).toBe(true);
    expect(free.round.win).toBe(planned.win);
    expect(kit.wallet.balance()).toBe(before - 50 + planned.win);

    const pharaoh = await kit.play('pharaohs-sun');
    ok(await pharaoh('GET', '/api/slots/pharaohs-sun'));
    const board = await seekNonce(kit.db, 'pharaohs-sun', 20, (round) => round.pick !== null);
    const before2 = kit.wallet.balance();
    const picked = ok<Spun>(await spin(pharaoh, 'pharaohs-sun', 20));
    expect(picked.round.pick).toEqual(board.pick);
    expect(picked.round.pick?.tiles).toHaveLength(12);
    expect(picked.round.pick?.tiles.filter((tile) => tile === null)).toHaveLength(2);
    expect(picked.round.freeSpins).toBe(0);
    expect(picked.round.win).toBe((picked.round.spins[0]?.win ?? 0) + (picked.round.pick?.win ?? 0));
    expect(kit.wallet.balance()).toBe(before2 - 20 + board.win);

    const reef = await kit.play('coral-reef');
    ok(await reef('GET', '/api/slots/coral-reef'));
    const ways = await seekNonce(kit.db, 'coral-reef', 25, (round) => round.freeSpins > 0);
    const reefSpin = ok<Spun>(await spin(reef, 'coral-reef', 25));
    expect(reefSpin.round.freeSpins).toBe(ways.freeSpins);
    expect(reefSpin.round.win).toBe(ways.win);
  });

  it('shows the title in the session language: stakes, symbols, paytable, feature, seed pair', async () => {
    const pharaoh = await kit.play('pharaohs-sun');
    await kit.db.query(`UPDATE sessions SET language = 'CN' WHERE game_code = 'ARC-pharaohs-sun'`);
    const state = ok<SlotState>(await pharaoh('GET', '/api/slots/pharaohs-sun'));
    const title = TITLES['pharaohs-sun'];
    expect(state).toMatchObject({
      title: 'pharaohs-sun',
      gameCode: 'ARC-pharaohs-sun',
      name: title.names.CN,
      rtp: title.rtp,
      stakes: [...title.stakes],
      coins: 10,
      evaluation: 'lines',
      trigger: 3,
      feature: { kind: 'pick', enders: 2, text: title.featureText.CN },
    });
    expect(state.paylines).toHaveLength(10);
    const scarab = title.math.symbols.find((s) => s.id === 'scarab');
    expect(state.symbols.find((s) => s.id === 'scarab')).toEqual({
      id: 'scarab',
      role: scarab?.role,
      name: scarab?.names.CN,
    });
    expect(state.paytable.find((row) => row.symbol === 'pharaoh')?.pays).toEqual([10, 200, 1000, 5000]);
    expect(state.fair.seedHash).toMatch(/^[0-9a-f]{64}$/);

    const reef = ok<SlotState>(await (await kit.play('coral-reef'))('GET', '/api/slots/coral-reef'));
    expect(reef).toMatchObject({ evaluation: 'ways', paylines: [], feature: { kind: 'free-spins', multiplier: 1 } });
    // One pair for the three titles: the family is 'slot'.
    expect(reef.fair.seedHash).toBe(state.fair.seedHash);
  });

  it('refuses a stake the title does not offer, another title’s session and an unknown title', async () => {
    const reef = await kit.play('coral-reef');
    const before = kit.wallet.calls.length;
    const nonce = ok<SlotState>(await reef('GET', '/api/slots/coral-reef')).fair.nonce;
    expect(refusal(await spin(reef, 'coral-reef', 30))).toEqual({ status: 400, code: 'validation-failed' });
    expect(refusal(await spin(reef, 'coral-reef', 10))).toEqual({ status: 400, code: 'validation-failed' });
    expect(refusal(await reef('POST', '/api/slots/coral-reef/spin', { stake: 25.5 }))).toEqual({
      status: 400,
      code: 'validation-failed',
    });
    expect(refusal(await reef('POST', '/api/slots/coral-reef/spin', { stake: 25, clientSeed: 'stale' }))).toEqual({
      status: 409,
      code: 'conflict',
    });
    expect(refusal(await spin(reef, 'golden-dragon', 25))).toEqual({ status: 403, code: 'forbidden' });
    expect(refusal(await reef('GET', '/api/slots/golden-dragon'))).toEqual({ status: 403, code: 'forbidden' });
    expect(refusal(await reef('GET', '/api/slots/lucky-sevens'))).toEqual({ status: 400, code: 'validation-failed' });
    expect(
      refusal(await kit.app.inject({ method: 'GET', url: '/api/slots/coral-reef' })).status,
    ).toBeGreaterThanOrEqual(400);
    expect(kit.wallet.calls).toHaveLength(before);
    expect(ok<SlotState>(await reef('GET', '/api/slots/coral-reef')).fair.nonce).toBe(nonce);
  });
});
