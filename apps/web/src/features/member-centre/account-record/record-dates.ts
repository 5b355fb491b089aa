import { isLanguage, type Language } from '@arcadia/contracts';

const DAY_MS = 86_400_000;

/** The calendar day (yyyy-MM-dd) of an instant on the brand's clock; record dates are the brand's days. */
export const brandDay = (epochMs: number, gmtOffsetMinutes: number): string =>
  new Date(epochMs + gmtOffsetMinutes * 60_000).toISOString().slice(0, 10);

/** A yyyy-MM-dd day moved by whole days. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const PRESETS = [7, 30] as const;
export type Preset = (typeof PRESETS)[number];

/** "Previous N days": the brand's today and the N − 1 days before it, both ends included. */
export function presetRange(days: Preset, nowMs: number, gmtOffsetMinutes: number) {
  const endDate = brandDay(nowMs, gmtOffsetMinutes);
  return { startDate: addDays(endDate, 1 - days), endDate };
}

const LOCALES: Record<Language, string> = { CN: 'zh-CN', EN: 'en', VI: 'vi', JA: 'ja', TH: 'th', TY: 'fil' };

/**
 * A record's time in the site language's format, on the brand's clock (the
 * clock in the header and the days the filters mean), to the second.
 */
export function formatRecordTime(iso: string, gmtOffsetMinutes: number, language: string): string {
  const shifted = new Date(Date.parse(iso) + gmtOffsetMinutes * 60_000);
  return new Intl.DateTimeFormat(isLanguage(language) ? LOCALES[language] : undefined, {
    timeZone: 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(shifted);
}
