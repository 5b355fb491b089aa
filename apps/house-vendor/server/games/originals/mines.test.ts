import type { MinesRound } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as mines from '../../../games/originals/mines.ts';
import { verifyRound } from '../../../games/originals/verify.ts';
import { type Caller, ok, originalsApp, refusal, reveal, SLOW, streamOf } from './test-kit.ts';

let kit: Awaited<ReturnType<typeof originalsApp>>;
beforeAll(async () => {
  kit = await originalsApp(1_000_000);
}, 60_000);
afterAll(() => kit.close());

/** Starts a round and reads (as only the server could) where its mines are. */
async function startRound(caller: Caller, count: number, stake = 1_000) {
  const round = ok<MinesRound>(await caller('POST', '/api/mines/start', { stake, mines: count }));
  const mask = mines.mineMask((await streamOf(kit.db, round.roundId))(), count);
  const safe = Array.from({ length: 25 }, (_, c) => c).filter((c) => !mines.isMine(mask, c));
  return { round, mineCells: mines.cellsOf(mask), safe };
}

describe('mines through the page API', SLOW, () => {
  it('reveals safe cells, cashes out at their multiplier and verifies once revealed', async () => {
    const caller = await kit.play('mines');
    const before = kit.wallet.balance();
    const { round, safe, mineCells } = await startRound(caller, 3);
    expect(round).toMatchObject({
      state: 'open',
      revealed: [],
      mineCells: null,
      multiplier: null,
      balance: before - 1_000,
    });
    const first = ok<MinesRound & { hit: string }>(
      await caller('POST', '/api/mines/reveal', { roundId: round.roundId, cell: safe[0] }),
    );
    expect(first).toMatchObject({ hit: 'safe', state: 'open', revealed: [safe[0]], mineCells: null });
    expect(first.multiplier).toBe(mines.multiplierAfter(3, 1));
    expect(first.nextMultiplier).toBe(mines.multiplierAfter(3, 2));
    // Revealed twice: refused, the round goes on.
    expect(refusal(await caller('POST', '/api/mines/reveal', { roundId: round.roundId, cell: safe[0] }))).toEqual({
      status: 409,
      code: 'invalid-state',
    });
    ok(await caller('POST', '/api/mines/reveal', { roundId: round.roundId, cell: safe[1] }));
    // The open round's record shows no mine.
    const open = ok<{ list: { play: Record<string, unknown> }[] }>(
      await caller('GET', '/api/rounds?gameCode=ARC-mines'),
    );
    expect(open.list[0]?.play).toEqual({ mines: 3, revealed: [safe[0], safe[1]] });

    const cashed = ok<MinesRound>(await caller('POST', '/api/mines/cash-out', { roundId: round.roundId }));
    const payout = Math.floor((1_000 * mines.multiplierAfter(3, 2)) / 10_000);
    expect(cashed).toMatchObject({ state: 'cashed', payout, mineCells, balance: before - 1_000 + payout });
    expect(kit.wallet.balance()).toBe(before - 1_000 + payout);
    expect(refusal(await caller('POST', '/api/mines/cash-out', { roundId: round.roundId }))).toEqual({
      status: 409,
      code: 'bet-already-settled',
    });

    const listed = await reveal(caller, 'mines', 'ARC-mines');
    const played = listed.find((r) => r.roundId === round.roundId);
    const again = verifyRound(
      { serverSeed: played?.serverSeed ?? '', clientSeed: played?.clientSeed ?? '', nonce: played?.nonce ?? -1 },
      { game: 'mines', stakeMinor: 1_000, mines: 3, revealed: [safe[0] ?? -1, safe[1] ?? -1] },
    );
    expect(again).toEqual({ game: 'mines', mineCells, payout });
  });

  it('a mine ends the round with nothing and shows the board; nothing more is allowed on it', async () => {
    const caller = await kit.play('mines');
    const before = kit.wallet.balance();
    const { round, mineCells } = await startRound(caller, 5);
    const lost = ok<MinesRound & { hit: string }>(
      await caller('POST', '/api/mines/reveal', { roundId: round.roundId, cell: mineCells[0] }),
    );
    expect(lost).toMatchObject({ hit: 'mine', state: 'lost', payout: 0, mineCells, multiplier: null });
    expect(kit.wallet.balance()).toBe(before - 1_000);
    expect(kit.wallet.calls.at(-1)).toMatchObject({ kind: 'win' });
    expect(refusal(await caller('POST', '/api/mines/reveal', { roundId: round.roundId, cell: 0 }))).toMatchObject({
      code: 'bet-already-settled',
    });
  });

  it('one round at a time, resumed after a reload; cash-out needs a safe cell; others cannot touch it', async () => {
    const caller = await kit.play('mines');
    const { round, safe } = await startRound(caller, 2);
    expect(refusal(await caller('POST', '/api/mines/start', { stake: 1_000, mines: 2 }))).toEqual({
      status: 409,
      code: 'conflict',
    });
    expect(refusal(await caller('POST', '/api/mines/cash-out', { roundId: round.roundId }))).toEqual({
      status: 409,
      code: 'invalid-state',
    });
    ok(await caller('POST', '/api/mines/reveal', { roundId: round.roundId, cell: safe[3] }));
    const reloaded = await kit.play('mines');
    const resumed = ok<{ round: MinesRound }>(await reloaded('GET', '/api/mines/open')).round;
    expect(resumed).toMatchObject({ roundId: round.roundId, revealed: [safe[3]], mineCells: null, state: 'open' });

    const stranger = await kit.playAs('p2', 'mines');
    expect(ok<{ round: null }>(await stranger('GET', '/api/mines/open')).round).toBeNull();
    for (const [url, body] of [
      ['/api/mines/reveal', { roundId: round.roundId, cell: safe[4] }],
      ['/api/mines/cash-out', { roundId: round.roundId }],
    ] as const) {
      expect(refusal(await stranger('POST', url, body))).toEqual({ status: 404, code: 'bet-not-found' });
    }
    expect(refusal(await caller('POST', '/api/mines/cash-out', { roundId: 'R999999' }))).toMatchObject({ status: 404 });
    ok(await reloaded('POST', '/api/mines/cash-out', { roundId: round.roundId }));
    expect(ok<{ round: null }>(await caller('GET', '/api/mines/open')).round).toBeNull();
  });

  it('cashes out by itself at the last reveal the 10,000× cap allows', async () => {
    const caller = await kit.play('mines');
    const before = kit.wallet.balance();
    const { round, safe } = await startRound(caller, 24, 100);
    expect(round.maxReveals).toBe(1);
    const done = ok<MinesRound>(await caller('POST', '/api/mines/reveal', { roundId: round.roundId, cell: safe[0] }));
    const payout = Math.floor((100 * mines.multiplierAfter(24, 1)) / 10_000);
    expect(done).toMatchObject({ state: 'cashed', payout, nextMultiplier: null });
    expect(kit.wallet.balance()).toBe(before - 100 + payout);
  });

  it('refuses to reveal the seed while a round drawn from it is open, and rotates once it ends', async () => {
    const caller = await kit.play('mines');
    const { round, safe } = await startRound(caller, 3);
    expect(refusal(await caller('POST', '/api/fair/mines/rotate', {}))).toEqual({ status: 409, code: 'conflict' });
    const moved = ok<MinesRound>(await caller('POST', '/api/mines/reveal', { roundId: round.roundId, cell: safe[0] }));
    expect(moved.state).toBe('open');
    ok(await caller('POST', '/api/mines/cash-out', { roundId: round.roundId }));
    ok(await caller('POST', '/api/fair/mines/rotate', {}));
  });

  it('a bet the wallet refuses leaves no open round', async () => {
    const caller = await kit.play('mines');
    kit.wallet.fail('bet', 'refuse');
    expect(refusal(await caller('POST', '/api/mines/start', { stake: 1_000, mines: 3 }))).toEqual({
      status: 409,
      code: 'insufficient-balance',
    });
    expect(ok<{ round: null }>(await caller('GET', '/api/mines/open')).round).toBeNull();
    // And the next start is not blocked by it.
    const { round } = await startRound(caller, 3);
    expect(round.state).toBe('open');
  });
});
