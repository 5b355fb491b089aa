import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { i18n as appI18n, type I18n, type TFunction } from './translator.ts';

export type { TFunction, TOptions } from './translator.ts';

const I18nContext = createContext<I18n | null>(null);

/** Gives the parts below an instance of their own (tests); without it they use the app's. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/**
 * `t` for a namespace (the default one unless named) in the current language, and the instance.
 * The first part to ask for a namespace not loaded yet suspends until it has arrived; a language
 * switch re-renders every part that uses this.
 */
export function useTranslation(namespace?: string): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext) ?? appI18n;
  const language = useSyncExternalStore(i18n.subscribe, () => i18n.language);
  const ns = namespace ?? i18n.defaultNamespace;
  if (!i18n.isLoaded(ns, language)) throw i18n.load([ns], language);
  return { t: i18n.getFixedT(language, ns), i18n };
}
