import { isLanguage, type Language } from '@arcadia/contracts';

const LOCALES: Record<Language, string> = { CN: 'zh-CN', EN: 'en', VI: 'vi', JA: 'ja', TH: 'th', TY: 'fil' };

/** The site language's locale; unknown languages fall back to the browser's own. */
export const localeFor = (language: string): string | undefined =>
  isLanguage(language) ? LOCALES[language] : undefined;

/** An ISO time in the visitor's local zone and the site language's format; null when unreadable. */
export function formatLocalTime(iso: string, language: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleString(localeFor(language), { dateStyle: 'medium', timeStyle: 'short' });
}
