import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** English texts by namespace, as the locale files hold them. */
export type Texts = Record<string, object>;

const options = (texts: Texts) => ({
  lng: 'EN',
  resources: { EN: texts },
  // As the app's own set-up (i18n/i18n.ts): single-brace placeholders.
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
});

/** Test-only: a fresh i18next instance with these English texts, for an I18nextProvider. */
export async function englishI18n(texts: Texts): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init(options(texts));
  return instance;
}

/** Test-only: loads these English texts into the global instance that useTranslation falls back on. */
export async function loadEnglish(texts: Texts): Promise<void> {
  await i18next.use(initReactI18next).init(options(texts));
}
