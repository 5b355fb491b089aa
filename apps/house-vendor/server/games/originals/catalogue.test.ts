import { LANGUAGES, ORIGINALS_LIMITS, PLINKO_RISKS } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as crash from '../../../games/originals/crash.ts';
import * as dice from '../../../games/originals/dice.ts';
import { MAX_STAKE, MIN_STAKE } from '../../../games/originals/game.ts';
import * as mines from '../../../games/originals/mines.ts';
import * as plinko from '../../../games/originals/plinko.ts';
import { artOf } from './art/art.routes.ts';
import { ORIGINAL_CODES, ORIGINALS } from './catalogue.ts';
import { ok, originalsApp, SLOW } from './test-kit.ts';

describe("the contract's bounds", () => {
  it('are the engines’ own', () => {
    const L = ORIGINALS_LIMITS;
    for (const code of ORIGINAL_CODES) {
      expect([ORIGINALS[code].minStake, ORIGINALS[code].maxStake]).toEqual([L.minStake, L.maxStake]);
    }
    expect([MIN_STAKE, MAX_STAKE]).toEqual([L.minStake, L.maxStake]);
    expect(L.dice).toEqual({ outcomes: dice.OUTCOMES, minWinning: dice.MIN_WINNING, maxWinning: dice.MAX_WINNING });
    expect(L.plinko).toEqual({ minRows: plinko.MIN_ROWS, maxRows: plinko.MAX_ROWS });
    expect([...PLINKO_RISKS]).toEqual([...plinko.RISKS]);
    expect(L.mines).toEqual({ cells: mines.CELLS, minMines: mines.MIN_MINES, maxMines: mines.MAX_MINES });
    expect(L.crash).toEqual({ minCashOut: crash.MIN_CASH_OUT, maxPoint: crash.MAX_POINT });
  });
});

describe('the catalogue and the art', SLOW, () => {
  let kit: Awaited<ReturnType<typeof originalsApp>>;
  beforeAll(async () => {
    kit = await originalsApp();
  }, 60_000);
  afterAll(() => kit.close());

  it('lists the four originals with their names, RTP, minimum bet and art', async () => {
    const { games } = ok<{ games: Record<string, unknown>[] }>(
      await kit.app.inject({ method: 'GET', url: '/v1/games' }),
    );
    const originals = games.filter(
      (game) => String(game.gameCode).startsWith('ARC-') && ORIGINAL_CODES.some((c) => game.gameCode === `ARC-${c}`),
    );
    expect(originals.map((game) => game.gameCode).sort()).toEqual(['ARC-crash', 'ARC-dice', 'ARC-mines', 'ARC-plinko']);
    for (const game of originals) {
      expect(game).toMatchObject({ vendorCode: 'ARC', category: 'RNG', minBet: 100, rtp: 0.99, lines: 0 });
      expect(Object.keys(game.names as object).sort()).toEqual([...LANGUAGES].sort());
      expect(game.tile).toBe(`http://vendor.test/art/${game.gameCode}/tile.svg`);
    }
  });

  it('serves each game’s tile and banner as SVG, in the language asked', async () => {
    for (const code of ORIGINAL_CODES) {
      for (const kind of ['tile', 'banner']) {
        const answer = await kit.app.inject({ method: 'GET', url: `/art/ARC-${code}/${kind}.svg?lang=JA` });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toContain('image/svg+xml');
        expect(answer.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 (400 300|1200 400)"/);
        expect(answer.body).not.toMatch(/NaN|undefined/);
      }
    }
    expect(artOf('dice', 'tile', 'CN')).toContain('骰子');
    expect((await kit.app.inject({ method: 'GET', url: '/art/ARC-nope/tile.svg' })).statusCode).toBe(404);
  });
});
