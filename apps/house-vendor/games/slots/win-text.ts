import type { Language } from '@arcadia/contracts';
import type { Win } from './round.ts';
import type { SlotTitle } from './types.ts';

type Templates = Readonly<Record<Win['kind'], string>>;

/** How a win reads in each site language; `{amount}` is money the page has formatted (formatMoney). */
const TEMPLATES: Readonly<Record<Language, Templates>> = {
  CN: {
    line: '第{line}线 {count} × {symbol}：{amount}',
    ways: '{count} × {symbol}，{ways}路：{amount}',
    scatter: '{count} × {symbol}：{amount}',
  },
  EN: {
    line: '{count} × {symbol} on line {line}: {amount}',
    ways: '{count} × {symbol}, {ways} ways: {amount}',
    scatter: '{count} × {symbol}: {amount}',
  },
  VI: {
    line: '{count} × {symbol} trên dòng {line}: {amount}',
    ways: '{count} × {symbol}, {ways} cách: {amount}',
    scatter: '{count} × {symbol}: {amount}',
  },
  JA: {
    line: 'ライン{line}：{symbol} × {count}、{amount}',
    ways: '{symbol} × {count}、{ways}ウェイ：{amount}',
    scatter: '{symbol} × {count}：{amount}',
  },
  TH: {
    line: '{count} × {symbol} บนไลน์ {line}: {amount}',
    ways: '{count} × {symbol}, {ways} วิธี: {amount}',
    scatter: '{count} × {symbol}: {amount}',
  },
  TY: {
    line: '{count} × {symbol} sa linya {line}: {amount}',
    ways: '{count} × {symbol}, {ways} paraan: {amount}',
    scatter: '{count} × {symbol}: {amount}',
  },
};

/** A symbol's name in a language, or its id when the title has no such symbol. */
export const symbolName = (title: SlotTitle, id: string, language: Language) =>
  title.math.symbols.find((symbol) => symbol.id === id)?.names[language] ?? id;

/** One win in words: "3 × Dragon on line 7: ₱1.50", with the amount as the page formats money. */
export function winText(title: SlotTitle, win: Win, language: Language, amount: string): string {
  const values: Record<string, string | number> = {
    ...win,
    symbol: symbolName(title, win.symbol, language),
    amount,
  };
  return TEMPLATES[language][win.kind].replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}
