import { act, cleanup, render, screen } from '@testing-library/preact';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider, useTranslation } from './react.tsx';
import { I18n, type Texts } from './translator.ts';

afterEach(cleanup);

const texts: Record<string, Record<string, Texts>> = {
  EN: { common: { hi: 'Hello' }, vip: { level_one: '{count} level', level_other: '{count} levels' } },
  JA: { common: { hi: 'こんにちは' }, vip: { level_one: '{count}レベル', level_other: '{count}レベル' } },
};

/** A loader whose chunks arrive when the test says so. */
function chunks() {
  const waiting: (() => void)[] = [];
  const load = (lang: string, namespace: string) =>
    new Promise<Texts>((resolve) => waiting.push(() => resolve(texts[lang]?.[namespace] ?? {})));
  const arrive = async () => {
    await act(async () => {
      for (const done of waiting.splice(0)) done();
    });
  };
  return { load, arrive, pending: () => waiting.length };
}

function Levels({ count }: { count: number }) {
  const { t } = useTranslation('vip');
  return <p>{t('level', { count })}</p>;
}

function Greeting() {
  const { t, i18n } = useTranslation();
  return (
    <p>
      {t('hi')} ({i18n.language})
    </p>
  );
}

describe('useTranslation', () => {
  it('suspends a part whose namespace is not loaded, then renders it with the texts', async () => {
    const { load, arrive, pending } = chunks();
    const i18n = new I18n({ language: 'EN', load });
    render(
      <I18nProvider i18n={i18n}>
        <Suspense fallback={<p>loading</p>}>
          <Levels count={2} />
        </Suspense>
      </I18nProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(pending()).toBe(1);
    await arrive();
    expect(await screen.findByText('2 levels')).toBeTruthy();
  });

  it('re-renders in the new language on a switch, without suspending again', async () => {
    const { load, arrive } = chunks();
    const i18n = new I18n({ language: 'EN', load });
    render(
      <I18nProvider i18n={i18n}>
        <Suspense fallback={<p>loading</p>}>
          <Greeting />
          <Levels count={1} />
        </Suspense>
      </I18nProvider>,
    );
    await arrive();
    expect(await screen.findByText('Hello (EN)')).toBeTruthy();
    expect(screen.getByText('1 level')).toBeTruthy();

    let switched = Promise.resolve();
    act(() => {
      switched = i18n.changeLanguage('JA');
    });
    // The old language stays on screen while the new one's texts load.
    expect(screen.getByText('Hello (EN)')).toBeTruthy();
    await arrive();
    await act(() => switched);
    expect(screen.getByText('こんにちは (JA)')).toBeTruthy();
    expect(screen.getByText('1レベル')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('uses the app instance outside a provider', async () => {
    const { i18n } = await import('./translator.ts');
    i18n.setUp({ language: 'EN', texts });
    render(<Greeting />);
    expect(screen.getByText('Hello (EN)')).toBeTruthy();
  });
});
