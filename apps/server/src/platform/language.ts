import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@arcadia/contracts';

const BROWSER_LANGUAGES: Record<string, Language> = {
  zh: 'CN',
  en: 'EN',
  vi: 'VI',
  ja: 'JA',
  th: 'TH',
  fil: 'TY',
  tl: 'TY',
};

/**
 * The language a request is answered in: the site's own `x-lang` header (what
 * the web app sends), then the original front end's `Language` header, then
 * `lang` in the query, then Accept-Language, then EN.
 */
export function requestLanguage(headers: Record<string, string | string[] | undefined>, query: unknown): Language {
  const header = headers['x-lang'];
  if (isLanguage(header)) return header;
  const original = headers.language;
  const upper = typeof original === 'string' ? original.trim().toUpperCase() : undefined;
  if (isLanguage(upper)) return upper;
  const fromQuery = (query as { lang?: unknown } | undefined)?.lang;
  if (isLanguage(fromQuery)) return fromQuery;
  const accept = headers['accept-language'];
  if (typeof accept === 'string') {
    for (const part of accept.split(',')) {
      const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
      const match = BROWSER_LANGUAGES[tag] ?? BROWSER_LANGUAGES[tag.split('-')[0] ?? ''];
      if (match) return match;
    }
  }
  return DEFAULT_LANGUAGE;
}
