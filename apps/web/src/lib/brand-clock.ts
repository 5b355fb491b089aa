import { isLanguage, type Language } from '@arcadia/contracts';
import { useCallback } from 'react';
import { useBrand } from './brand.ts';

// The brand keeps a fixed GMT offset: its days and times are UTC shifted by it.
const DAY_MS = 86_400_000;
const shift = (epochMs: number, gmtOffsetMinutes: number) => new Date(epochMs + gmtOffsetMinutes * 60_000);

/** The calendar day (yyyy-MM-dd) of an instant on the brand's clock; record dates are the brand's days. */
export const brandDay = (epochMs: number, gmtOffsetMinutes: number): string =>
  shift(epochMs, gmtOffsetMinutes).toISOString().slice(0, 10);

/** A yyyy-MM-dd day moved by whole days. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** An instant on the brand's wall clock, "2025-03-02 14:30". */
export const brandTime = (iso: string, gmtOffsetMinutes: number): string =>
  shift(Date.parse(iso), gmtOffsetMinutes).toISOString().slice(0, 16).replace('T', ' ');

/** The brand's clock as a function of an ISO instant. */
export function useBrandTime(): (iso: string) => string {
  const offset = useBrand().merchant.gmtOffsetMinutes;
  return useCallback((iso: string) => brandTime(iso, offset), [offset]);
}

const LOCALES: Record<Language, string> = { CN: 'zh-CN', EN: 'en', VI: 'vi', JA: 'ja', TH: 'th', TY: 'fil' };

/** The site language's locale (for Intl formats); unknown languages fall back to English. */
export const siteLocale = (language: string): string => (isLanguage(language) ? LOCALES[language] : 'en');

/**
 * A record's time in the site language's format, on the brand's clock (the
 * clock in the header and the days the filters mean), to the second.
 */
export function formatRecordTime(iso: string, gmtOffsetMinutes: number, language: string): string {
  return new Intl.DateTimeFormat(isLanguage(language) ? LOCALES[language] : undefined, {
    timeZone: 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(shift(Date.parse(iso), gmtOffsetMinutes));
}
