import { isLanguage, type Language } from '@arcadia/contracts';
import { cn } from './cn.ts';
import { en, type TextKey, type Texts } from './en.ts';
import { ja } from './ja.ts';
import { th } from './th.ts';
import { ty } from './ty.ts';
import { vi } from './vi.ts';

export type { TextKey };

/**
 * The pages' texts: plain typed dictionaries rather than i18next. A page has about a hundred
 * short strings with `{name}` placeholders and no plurals, namespaces or lazy loading; a
 * `Record<TextKey, string>` per language makes a missing translation a compile error (the check
 * STYLE.md asks for) at no cost in the bundle, where i18next + react-i18next add some 50 KB.
 */
export const TEXTS: Record<Language, Texts> = { CN: cn, EN: en, VI: vi, JA: ja, TH: th, TY: ty };

export type Translate = (key: TextKey, params?: Record<string, string | number>) => string;

export const translatorFor =
  (lang: Language): Translate =>
  (key, params = {}) =>
    (TEXTS[lang][key] ?? en[key]).replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in params ? String(params[name]) : whole,
    );

/** The language a page opens in: the session's, else the address's `lang`, else the browser's, else English. */
export function pageLanguage(search = location.search, browser = navigator.language): Language {
  const asked = new URLSearchParams(search).get('lang')?.toUpperCase();
  if (isLanguage(asked)) return asked;
  const prefix = browser.slice(0, 2).toLowerCase();
  const byBrowser: Record<string, Language> = { zh: 'CN', vi: 'VI', ja: 'JA', th: 'TH', tl: 'TY', fil: 'TY' };
  return byBrowser[prefix] ?? 'EN';
}
