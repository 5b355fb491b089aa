import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../errors.ts';
import { LANGUAGES } from '../languages.ts';
import { en } from './en.ts';
import { MESSAGES, translate } from './index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('message catalogues', () => {
  it('has a message for every error code', () => {
    for (const code of ERROR_CODES) expect(en).toHaveProperty(code);
  });

  for (const lang of LANGUAGES) {
    it(`${lang} has every key, none empty, with the same placeholders`, () => {
      const catalogue = MESSAGES[lang];
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en)) {
        const translated = catalogue[key as keyof typeof en];
        expect(translated.trim(), `${lang} ${key}`).not.toBe('');
        expect(placeholders(translated), `${lang} ${key}`).toEqual(placeholders(text));
      }
    });
  }

  it('fills placeholders and falls back to the key for unknown messages', () => {
    expect(translate('EN', 'pattern.7', { length: '6' })).toBe('Please enter 6 digits.');
    expect(translate('EN', 'no-such-key')).toBe('no-such-key');
  });
});
