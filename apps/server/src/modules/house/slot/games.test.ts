import { describe, expect, test } from 'vitest';
import { buildCatalogue } from '../../../seed/game-catalogue.ts';
import { exactRtp } from './engine/exact-rtp.ts';
import { PAYTABLES } from './engine/paytables.ts';
import { LINE_BETS, slotGameOf, tableAt, volatilityOf } from './games.ts';
import { THEMES, themeOf } from './themes.ts';

const arcSlots = buildCatalogue().filter((game) => game.vendor === 'ARC');

describe('the catalogue’s ARC titles', () => {
  test('about forty, each a playable slot with its line count, theme and stakes from its minimum bet', () => {
    expect(arcSlots.length).toBeGreaterThanOrEqual(30);
    for (const seed of arcSlots) {
      const game = slotGameOf({ ...seed, enabled: true, name: seed.names.EN ?? seed.gameCode });
      expect(game, seed.gameCode).not.toBeNull();
      if (!game) continue;
      expect(game.lines).toBe(seed.lineNum);
      expect(game.table.lines).toBe(seed.lineNum);
      expect(game.stakes[0]).toBeGreaterThanOrEqual(seed.minBet);
      expect(game.stakes.every((stake) => stake % game.lines === 0)).toBe(true);
      // Every title's theme word is mapped on purpose, not picked by the fallback.
      expect(themeOf(seed.variant)).toBe(game.theme);
      expect(THEMES.map((t) => t.id)).toContain(game.theme.id);
    }
  });

  test('every volatility and every theme is in use', () => {
    const games = arcSlots.map((seed) => slotGameOf({ ...seed, enabled: true, name: '' }));
    expect(new Set(games.map((game) => game?.volatility))).toEqual(new Set(['low', 'medium', 'high']));
    expect(new Set(games.map((game) => game?.theme.id)).size).toBe(THEMES.length);
  });
});

describe('variants', () => {
  test('ARC-SLOT-<n> plays low, medium, high in turn; other codes are no slot', () => {
    expect(['ARC-SLOT-1', 'ARC-SLOT-2', 'ARC-SLOT-3', 'ARC-SLOT-4'].map(volatilityOf)).toEqual([
      'low',
      'medium',
      'high',
      'low',
    ]);
    expect(volatilityOf('ARC-SLOT-0')).toBeNull();
    expect(volatilityOf('ARCL-BAC-1')).toBeNull();
    expect(
      slotGameOf({ gameCode: 'ARC-SLOT-1', variant: 'dragon', minBet: 1, lineNum: 30, enabled: true, name: '' }),
    ).toBeNull();
  });

  test('stakes are the line-bet levels times the lines, from the first that reaches the minimum bet', () => {
    const game = slotGameOf({
      gameCode: 'ARC-SLOT-2',
      variant: 'tiger',
      minBet: 75,
      lineNum: 20,
      enabled: true,
      name: '',
    });
    expect(game?.stakes).toEqual(LINE_BETS.map((bet) => bet * 20).filter((stake) => stake >= 75));
    expect(game?.stakes[0]).toBe(100);
  });

  test('a theme word added later still gets a stable theme', () => {
    expect(themeOf('comet')).toBe(themeOf('comet'));
    expect(THEMES).toContain(themeOf('comet'));
  });

  test.each(Object.values(PAYTABLES))('$id returns the same at 20 and 25 lines', (table) => {
    const at20 = exactRtp(tableAt(table.id, 20)).rtp;
    const at25 = exactRtp(tableAt(table.id, 25)).rtp;
    expect(at25).toBeCloseTo(at20, 12);
    expect(at20).toBeCloseTo(table.rtp, 4);
  });
});
