import { LANGUAGES } from '@arcadia/contracts';
import { describe, expect, test } from 'vitest';
import { compile } from './compile.ts';
import { COIN_LEVELS } from './title-kit.ts';
import { isTitleCode, TITLE_CODES, TITLES } from './titles.ts';

describe('the titles registry', () => {
  test.each(TITLE_CODES)('%s: complete in every language, with stakes of whole coins', (code) => {
    const title = TITLES[code];
    expect(title.code).toBe(code);
    for (const language of LANGUAGES) {
      expect(title.names[language].trim()).not.toBe('');
      expect(title.featureText[language].length).toBeGreaterThan(40);
    }
    expect(title.stakes).toEqual(COIN_LEVELS.map((level) => level * title.math.coins));
    for (const colour of Object.values(title.colours)) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    // Compiling checks the rest: one wild, one scatter, known symbols, pays the evaluator can read.
    expect(() => compile(title.math)).not.toThrow();
  });

  test('three titles, each its own volatility and its own way of paying', () => {
    const titles = Object.values(TITLES);
    expect(new Set(titles.map((title) => title.volatility)).size).toBe(titles.length);
    expect(titles.map((title) => JSON.stringify(title.math.evaluation))).toEqual([
      '{"kind":"lines","lines":25}',
      '{"kind":"lines","lines":10}',
      '{"kind":"ways"}',
    ]);
    expect(isTitleCode('coral-reef')).toBe(true);
    expect(isTitleCode('toString')).toBe(false);
  });
});
