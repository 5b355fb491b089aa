import { isLanguage, type Language } from '@arcadia/contracts';

const LOCALES: Record<Language, string> = { CN: 'zh-CN', EN: 'en', VI: 'vi', JA: 'ja', TH: 'th', TY: 'fil' };

/** An instant on the brand's clock (the header's clock), in the site language's format, to the second. */
export function formatBrandTime(iso: string, gmtOffsetMinutes: number, language: string): string {
  const shifted = new Date(Date.parse(iso) + gmtOffsetMinutes * 60_000);
  if (Number.isNaN(shifted.getTime())) return '';
  return new Intl.DateTimeFormat(isLanguage(language) ? LOCALES[language] : undefined, {
    timeZone: 'UTC',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(shifted);
}
