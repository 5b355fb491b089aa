import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OriginalCode } from '../../../games/originals/game.ts';
import { ok, originalsApp, reveal, SLOW } from '../../../server/games/originals/test-kit.ts';
import { readInputs, verifyLink } from '../lib/verify-link.ts';
import { recompute } from './recompute.ts';

let kit: Awaited<ReturnType<typeof originalsApp>>;
beforeAll(async () => {
  kit = await originalsApp(1_000_000);
}, 60_000);
afterAll(() => kit.close());

const PLAYS: Record<OriginalCode, (caller: Awaited<ReturnType<typeof kit.play>>) => Promise<void>> = {
  dice: async (c) => void ok(await c('POST', '/api/dice/roll', { stake: 2_500, direction: 'under', target: 3_300 })),
  plinko: async (c) => void ok(await c('POST', '/api/plinko/drop', { stake: 1_000, rows: 12, risk: 'high' })),
  mines: async (c) => {
    const round = ok<{ roundId: string; state: string }>(
      await c('POST', '/api/mines/start', { stake: 1_000, mines: 5 }),
    );
    let view = round;
    for (const cell of [0, 6, 12]) {
      if (view.state !== 'open') break;
      view = ok(await c('POST', '/api/mines/reveal', { roundId: round.roundId, cell }));
    }
    if (view.state === 'open') ok(await c('POST', '/api/mines/cash-out', { roundId: round.roundId }));
  },
  crash: async (c) => {
    const round = ok<{ roundId: string }>(await c('POST', '/api/crash/start', { stake: 1_000, autoCashOut: 101 }));
    await kit.db.query(`UPDATE rounds SET play = jsonb_set(play, '{startedAt}', to_jsonb(0)) WHERE id = $1`, [
      round.roundId.slice(1),
    ]);
    ok(await c('GET', `/api/crash/round/${round.roundId}`));
  },
};

describe("the history's verify link", SLOW, () => {
  for (const game of Object.keys(PLAYS) as OriginalCode[]) {
    it(`opens the verifier on a ${game} round that recomputes to what was paid`, async () => {
      const caller = await kit.play(game);
      await PLAYS[game](caller);
      const [round] = await reveal(caller, game, `ARC-${game}`);
      if (!round) throw new Error('no round');
      const link = verifyLink(game, round);
      const outcome = recompute(readInputs(link.slice(link.indexOf('?'))));
      expect(outcome.kind).toBe('done');
      if (outcome.kind !== 'done') return;
      expect(outcome.hash).toBe(round.seedHash);
      expect(outcome.result.payout).toBe(round.payout);
      if (game === 'dice') expect(outcome.result).toMatchObject({ roll: round.play.roll });
      if (game === 'plinko') expect(outcome.result).toMatchObject({ path: round.play.path });
      if (game === 'mines') expect(outcome.result).toMatchObject({ mineCells: round.play.mineCells });
      if (game === 'crash') expect(outcome.result).toMatchObject({ point: round.play.point });
    });
  }
});
