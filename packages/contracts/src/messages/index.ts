import { DEFAULT_LANGUAGE, type Language } from '../languages.ts';
import { cn } from './cn.ts';
import { en, type MessageCatalogue, type MessageKey } from './en.ts';
import { ja } from './ja.ts';
import { th } from './th.ts';
import { ty } from './ty.ts';
import { vi } from './vi.ts';

export type { MessageCatalogue, MessageKey };

export const MESSAGES: Record<Language, MessageCatalogue> = { CN: cn, EN: en, VI: vi, JA: ja, TH: th, TY: ty };

export const isMessageKey = (key: string): key is MessageKey => key in en;

/** Fills {name} placeholders; unknown keys fall back to EN, then to the key itself. */
export function translate(lang: Language, key: string, params: Record<string, string | number> = {}): string {
  const template = isMessageKey(key) ? (MESSAGES[lang][key] ?? MESSAGES[DEFAULT_LANGUAGE][key]) : key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
