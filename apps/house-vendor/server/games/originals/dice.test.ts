import { afterEach, describe, expect, it } from 'vitest';
import { seedHash } from '../../../games/fair/random.ts';
import { verifyRound } from '../../../games/originals/verify.ts';
import { ok, originalsApp, refusal, reveal, SLOW } from './test-kit.ts';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

interface Roll {
  roundId: string;
  roll: number;
  win: boolean;
  multiplier: number;
  payout: number;
  balance: number;
  fair: { seedHash: string; clientSeed: string; nonce: number };
}

describe('dice through the page API', SLOW, () => {
  it('plays rounds that move the wallet exactly, and that verify recomputes once the seed is revealed', async () => {
    const kit = await originalsApp();
    close = kit.close;
    const dice = await kit.play('dice');
    const pair = ok<{ seedHash: string; clientSeed: string; nonce: number }>(await dice('GET', '/api/fair/dice'));
    let expected = 100_000;
    const rolls: Roll[] = [];
    // Enough rolls at 50% to see both a win and a loss.
    for (let i = 0; i < 12; i++) {
      const roll = ok<Roll>(
        await dice('POST', '/api/dice/roll', {
          stake: 1_000,
          direction: 'over',
          target: 4_999,
          clientSeed: pair.clientSeed,
        }),
      );
      expected += roll.payout - 1_000;
      expect(roll.balance).toBe(expected);
      expect(roll.multiplier).toBe(19_800);
      expect(roll.payout).toBe(roll.win ? 1_980 : 0);
      expect(roll.fair).toEqual({ seedHash: pair.seedHash, clientSeed: pair.clientSeed, nonce: i });
      rolls.push(roll);
    }
    expect(rolls.some((r) => r.win) && rolls.some((r) => !r.win)).toBe(true);
    expect(kit.wallet.balance()).toBe(expected);

    const listed = await reveal(dice, 'dice', 'ARC-dice');
    expect(listed).toHaveLength(12);
    for (const round of listed) {
      const roll = rolls.find((r) => r.roundId === round.roundId);
      expect(round.serverSeed).not.toBeNull();
      expect(seedHash(round.serverSeed ?? '')).toBe(pair.seedHash);
      const again = verifyRound(
        { serverSeed: round.serverSeed ?? '', clientSeed: round.clientSeed, nonce: round.nonce },
        { game: 'dice', stakeMinor: 1_000, bet: { direction: 'over', target: 4_999 } },
      );
      expect(again).toMatchObject({ roll: roll?.roll, payout: roll?.payout });
      expect(round.play).toMatchObject({ roll: roll?.roll, direction: 'over', target: 4_999 });
    }
  });

  it('refuses a stake or target out of bounds, a stale client seed, and another game’s session', async () => {
    const kit = await originalsApp();
    close = kit.close;
    const dice = await kit.play('dice');
    const roll = (body: object) =>
      dice('POST', '/api/dice/roll', { stake: 1_000, direction: 'under', target: 5_000, ...body });
    expect(refusal(await roll({ stake: 99 }))).toEqual({ status: 400, code: 'validation-failed' });
    expect(refusal(await roll({ stake: 10_000_001 }))).toEqual({ status: 400, code: 'validation-failed' });
    expect(refusal(await roll({ stake: 100.5 }))).toEqual({ status: 400, code: 'validation-failed' });
    expect(refusal(await roll({ target: 9_801 }))).toEqual({ status: 400, code: 'validation-failed' });
    expect(refusal(await roll({ direction: 'over', target: 198 }))).toEqual({ status: 400, code: 'validation-failed' });
    expect(refusal(await roll({ direction: 'sideways' }))).toEqual({ status: 400, code: 'validation-failed' });
    expect(refusal(await roll({ clientSeed: 'not-the-one' }))).toEqual({ status: 409, code: 'conflict' });
    const plinko = await kit.play('plinko');
    expect(
      refusal(await plinko('POST', '/api/dice/roll', { stake: 1_000, direction: 'under', target: 5_000 })),
    ).toEqual({ status: 403, code: 'forbidden' });
    expect(kit.wallet.balance()).toBe(100_000);
    expect(kit.wallet.calls).toHaveLength(0);
  });

  it('a bet the wallet refuses leaves no round open and the wallet untouched', async () => {
    const kit = await originalsApp(500);
    close = kit.close;
    const dice = await kit.play('dice');
    kit.wallet.fail('bet', 'refuse');
    const refused = await dice('POST', '/api/dice/roll', { stake: 1_000, direction: 'under', target: 5_000 });
    expect(refusal(refused)).toEqual({ status: 409, code: 'insufficient-balance' });
    const listed = ok<{ list: { state: string }[] }>(await dice('GET', '/api/rounds?gameCode=ARC-dice')).list;
    expect(listed.map((r) => r.state)).toEqual(['refused']);
    expect(kit.wallet.balance()).toBe(500);
  });
});
