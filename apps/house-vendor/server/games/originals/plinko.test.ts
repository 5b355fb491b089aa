import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHash } from '../../../games/fair/random.ts';
import { verifyRound } from '../../../games/originals/verify.ts';
import { ok, originalsApp, refusal, reveal, SLOW } from './test-kit.ts';

let kit: Awaited<ReturnType<typeof originalsApp>>;
beforeAll(async () => {
  kit = await originalsApp();
}, 60_000);
afterAll(() => kit.close());

interface Drop {
  roundId: string;
  path: number;
  bucket: number;
  multiplier: number;
  payout: number;
  balance: number;
  fair: { seedHash: string; nonce: number };
}

describe('plinko through the page API', SLOW, () => {
  it('drops balls that pay their bucket, move the wallet exactly and verify once revealed', async () => {
    const plinko = await kit.play('plinko');
    const before = kit.wallet.balance();
    const drops: Drop[] = [];
    for (const [rows, risk] of [
      [8, 'low'],
      [12, 'medium'],
      [16, 'high'],
      [16, 'high'],
    ] as const) {
      const drop = ok<Drop>(await plinko('POST', '/api/plinko/drop', { stake: 1_000, rows, risk }));
      expect(drop.bucket).toBe(
        drop.path
          .toString(2)
          .split('')
          .filter((bit) => bit === '1').length,
      );
      expect(drop.path).toBeLessThan(2 ** rows);
      expect(drop.payout).toBe(Math.floor((1_000 * drop.multiplier) / 100));
      drops.push(drop);
    }
    const moved = drops.reduce((sum, d) => sum + d.payout - 1_000, 0);
    expect(kit.wallet.balance()).toBe(before + moved);
    expect(drops.at(-1)?.balance).toBe(before + moved);

    const listed = await reveal(plinko, 'plinko', 'ARC-plinko');
    for (const round of listed) {
      const drop = drops.find((d) => d.roundId === round.roundId);
      expect(seedHash(round.serverSeed ?? '')).toBe(drop?.fair.seedHash);
      const { rows, risk } = round.play as { rows: number; risk: 'low' | 'medium' | 'high' };
      const again = verifyRound(
        { serverSeed: round.serverSeed ?? '', clientSeed: round.clientSeed, nonce: round.nonce },
        { game: 'plinko', stakeMinor: round.stake, rows, risk },
      );
      expect(again).toMatchObject({ path: drop?.path, bucket: drop?.bucket, payout: drop?.payout });
    }
  });

  it('refuses rows and risks the tables do not have', async () => {
    const plinko = await kit.play('plinko');
    for (const body of [{ rows: 7 }, { rows: 17 }, { risk: 'extreme' }, { stake: 0 }]) {
      const answer = await plinko('POST', '/api/plinko/drop', { stake: 1_000, rows: 8, risk: 'low', ...body });
      expect(refusal(answer)).toEqual({ status: 400, code: 'validation-failed' });
    }
  });
});
