import { describe, expect, it } from 'vitest';
import { requestLanguage } from './language.ts';

describe('requestLanguage', () => {
  it('prefers the x-lang header, then the lang query, then Accept-Language', () => {
    expect(requestLanguage({ 'x-lang': 'VI', 'accept-language': 'ja' }, { lang: 'TH' })).toBe('VI');
    expect(requestLanguage({ 'accept-language': 'ja' }, { lang: 'TH' })).toBe('TH');
    expect(requestLanguage({ 'accept-language': 'fil-PH,en;q=0.5' }, {})).toBe('TY');
    expect(requestLanguage({ 'accept-language': 'zh-TW' }, {})).toBe('CN');
  });

  it('falls back to EN for anything it does not know', () => {
    expect(requestLanguage({ 'x-lang': 'XX', 'accept-language': 'de-DE' }, {})).toBe('EN');
    expect(requestLanguage({}, undefined)).toBe('EN');
  });
});
