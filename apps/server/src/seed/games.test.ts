import { GAME_CATEGORIES, LANGUAGES, MIN_BET_MINOR, SLOT_FILTERS } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/harness.ts';
import { buildCatalogue } from './game-catalogue.ts';
import { seedGames } from './games.ts';

const catalogue = buildCatalogue();
const byCode = new Map(catalogue.map((game) => [game.gameCode, game]));

describe('the demo catalogue', () => {
  it('has more than 2,000 games in every category, RNG most, codes unique', () => {
    expect(catalogue.length).toBeGreaterThan(2000);
    expect(byCode.size).toBe(catalogue.length);
    const count = (category: string) => catalogue.filter((game) => game.category === category).length;
    for (const category of GAME_CATEGORIES) expect(count(category), category).toBeGreaterThan(0);
    expect(count('RNG')).toBeGreaterThan(catalogue.length / 2);
  });

  it('names every game in all six languages, distinct within a vendor', () => {
    for (const game of catalogue) {
      for (const language of LANGUAGES) expect(game.names[language].trim(), game.gameCode).not.toBe('');
    }
    const keys = catalogue.map((game) => `${game.vendor}|${game.names.EN}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Word order differs by language, so the translations are not one string.
    const slot = byCode.get('ARC-golden-dragon');
    expect(slot?.names).toMatchObject({ EN: 'Golden Dragon', VI: 'Rồng Vàng', TY: 'Gintong Dragon' });
  });

  it('gives third-party games the lobby filter values: minimum bets, lines, classifications, hot flags', () => {
    const options = new Set(Object.values(MIN_BET_MINOR));
    const thirdParty = catalogue.filter((game) => !game.vendor.startsWith('ARC'));
    expect(thirdParty.every((game) => options.has(game.minBet))).toBe(true);
    for (const minBet of options) expect(thirdParty.some((game) => game.minBet === minBet)).toBe(true);
    expect(catalogue.filter((game) => game.lineNum >= SLOT_FILTERS.minLines).length).toBeGreaterThan(100);
    for (const classify of ['JP', 'TG', 'AC', 'BG']) {
      expect(catalogue.some((game) => game.classify === classify)).toBe(true);
    }
    expect(catalogue.filter((game) => game.hot).length).toBeGreaterThan(30);
  });

  it('has the house games the house engines play, with their variants', () => {
    const arc = catalogue.filter((game) => game.vendor === 'ARC');
    expect(arc.map((game) => game.gameCode)).toEqual([
      'ARC-golden-dragon',
      'ARC-pharaohs-sun',
      'ARC-coral-reef',
      'ARC-crash',
      'ARC-dice',
      'ARC-mines',
      'ARC-plinko',
    ]);
    const codes = (vendor: string) => catalogue.filter((game) => game.vendor === vendor).map((game) => game.gameCode);
    expect(codes('ARCE')).toEqual(['ARCE-k3', 'ARCE-5d', 'ARCE-keno']);
    expect(codes('ARCL')).toEqual(['ARCL-BAC-1', 'ARCL-BAC-2', 'ARCL-BAC-3']);
    expect(codes('ARCP')).toEqual(['ARCP-BAC-1', 'ARCP-BAC-2', 'ARCP-BAC-3', 'ARCP-BAC-4']);
    expect(codes('ARCV')).toEqual(['ARCV-VN-1', 'ARCV-VN-3', 'ARCV-VN-5']);
  });
});

describe('seeding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('writes each game once with its names and search words; again writes nothing', async () => {
    const counts = () =>
      t.db.one<{ games: string; names: string; unsearchable: string }>(
        `SELECT (SELECT count(*) FROM games) AS games, (SELECT count(*) FROM game_names) AS names,
                (SELECT count(*) FROM games WHERE search = ''::tsvector) AS unsearchable`,
      );
    const before = await counts();
    expect(before).toEqual({
      games: String(catalogue.length),
      names: String(catalogue.length * 6),
      unsearchable: '0',
    });
    await seedGames(t.db);
    expect(await counts()).toEqual(before);
  });

  it('agrees with the house engines on codes, names and minimum bets', async () => {
    const exists = async (table: string) =>
      (await t.db.one<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [table]))?.found != null;
    if (await exists('house_baccarat_tables')) {
      const tables = await t.db.query<{ code: string; name: Record<string, string>; minBet: string }>(
        'SELECT game_code AS code, name, min_bet AS "minBet" FROM house_baccarat_tables ORDER BY game_code',
      );
      for (const table of tables) {
        const game = byCode.get(table.code);
        expect(game?.names, table.code).toEqual(table.name);
        expect(game?.minBet, table.code).toBe(Number(table.minBet));
      }
      expect(tables.length).toBe(catalogue.filter((game) => ['ARCL', 'ARCP'].includes(game.vendor)).length);
    }
    if (await exists('lottery_games')) {
      const lotteries = await t.db.query<{ code: string; names: Record<string, string> }>(
        'SELECT code, names FROM lottery_games ORDER BY sort',
      );
      expect(lotteries.map((lottery) => lottery.code)).toEqual(['ARCV-VN-1', 'ARCV-VN-3', 'ARCV-VN-5']);
      for (const lottery of lotteries) expect(byCode.get(lottery.code)?.names, lottery.code).toEqual(lottery.names);
    }
  });
});
