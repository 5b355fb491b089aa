import { describe, expect, it, vi } from 'vitest';
import { I18n, type Texts } from './translator.ts';

const texts: Record<string, Record<string, Texts>> = {
  EN: {
    common: {
      retry: 'Retry',
      hello: 'Hello, {name}!',
      tickets_one: '{count} ticket left',
      tickets_other: '{count} tickets left',
      page: { title: 'Page {n} of {pages}' },
      'pattern.2': 'Enter {length} characters.',
      onlyEnglish: 'Only in English',
    },
    messages: { unknown: 'An unknown error occurred.' },
  },
  JA: {
    common: {
      retry: '再試行',
      hello: 'こんにちは、{name}さん',
      tickets_one: '残り{count}枚',
      tickets_other: '残り{count}枚',
    },
  },
};

const english = () => new I18n({ language: 'EN', texts });

describe('t', () => {
  it('fills {name} placeholders, leaves unknown ones and blanks null ones', () => {
    const { t } = english();
    expect(t('hello', { name: 'Ann' })).toBe('Hello, Ann!');
    expect(t('hello')).toBe('Hello, {name}!');
    expect(t('hello', { name: null })).toBe('Hello, !');
    expect(t('page.title', { n: 2, pages: 5 })).toBe('Page 2 of 5');
  });

  it('picks _one or _other by count with the language’s plural rules', () => {
    const i18n = english();
    expect(i18n.t('tickets', { count: 1 })).toBe('1 ticket left');
    expect(i18n.t('tickets', { count: 0 })).toBe('0 tickets left');
    expect(i18n.t('tickets', { count: 3 })).toBe('3 tickets left');
    // Japanese has no singular: 1 takes _other.
    const ja = new I18n({ language: 'JA', texts, locale: (lang) => lang.toLowerCase() });
    expect(ja.t('tickets', { count: 1 })).toBe('残り1枚');
  });

  it('reads nested groups and keys that have dots of their own', () => {
    const { t } = english();
    expect(t('page.title', { n: 1, pages: 1 })).toBe('Page 1 of 1');
    expect(t('pattern.2', { length: '4-16' })).toBe('Enter 4-16 characters.');
  });

  it('takes another namespace as namespace:key', () => {
    const i18n = english();
    expect(i18n.getFixedT('EN', 'common')('messages:unknown')).toBe('An unknown error occurred.');
    expect(i18n.getFixedT('EN', 'messages')('common:retry')).toBe('Retry');
    // Not a namespace name: the colon is part of the key, which (missing) is shown filled in.
    expect(i18n.t('In all: {n}', { n: 3 })).toBe('In all: 3');
  });

  it('falls back to English, then to defaultValue, then to the key without its namespace', () => {
    const i18n = new I18n({ language: 'JA', texts });
    expect(i18n.t('retry')).toBe('再試行');
    expect(i18n.t('onlyEnglish')).toBe('Only in English');
    expect(i18n.t('types.bonus', { defaultValue: 'bonus {n}', n: 2 })).toBe('bonus 2');
    expect(i18n.t('messages:no-such-code')).toBe('no-such-code');
    expect(i18n.t('missing.key')).toBe('missing.key');
  });

  it('gives the same t for the same language and namespace', () => {
    const i18n = english();
    expect(i18n.getFixedT('EN', 'common')).toBe(i18n.getFixedT('EN', 'common'));
    expect(i18n.getFixedT('EN', 'common')).not.toBe(i18n.getFixedT('JA', 'common'));
  });
});

describe('loading', () => {
  const loading = () => {
    const load = vi.fn(async (lang: string, namespace: string): Promise<Texts> => {
      if (namespace === 'broken') throw new Error('chunk failed');
      const found = texts[lang]?.[namespace];
      if (!found) throw new Error(`no ${namespace} in ${lang}`);
      return found;
    });
    return { load, i18n: new I18n({ language: 'JA', load }) };
  };

  it('loads a namespace in the language and in English, once', async () => {
    const { load, i18n } = loading();
    expect(i18n.isLoaded('common')).toBe(false);
    await Promise.all([i18n.load(['common']), i18n.load(['common'])]);
    expect(i18n.isLoaded('common')).toBe(true);
    expect(load.mock.calls).toEqual([
      ['JA', 'common'],
      ['EN', 'common'],
    ]);
    expect(i18n.t('onlyEnglish')).toBe('Only in English');
  });

  it('counts a namespace that failed as loaded, its keys falling back', async () => {
    const { i18n } = loading();
    await i18n.load(['broken', 'messages']);
    expect(i18n.isLoaded('broken')).toBe(true);
    expect(i18n.getFixedT('JA', 'messages')('unknown')).toBe('An unknown error occurred.');
    expect(i18n.getFixedT('JA', 'broken')('x')).toBe('x');
  });

  it('switches language once the namespaces in use are loaded in it, and tells the listeners', async () => {
    const { load, i18n } = loading();
    await i18n.load(['common']);
    const listener = vi.fn();
    const unsubscribe = i18n.subscribe(() => listener(i18n.language, i18n.t('retry')));
    const switching = i18n.changeLanguage('EN');
    expect(i18n.language).toBe('JA');
    await switching;
    expect(listener).toHaveBeenCalledExactlyOnceWith('EN', 'Retry');
    unsubscribe();
    await i18n.changeLanguage('JA');
    expect(listener).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the last of two quick switches', async () => {
    const { i18n } = loading();
    const first = i18n.changeLanguage('EN');
    const second = i18n.changeLanguage('JA');
    await Promise.all([first, second]);
    expect(i18n.language).toBe('JA');
  });
});
