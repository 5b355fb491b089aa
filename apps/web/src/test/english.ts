import { I18n, i18n, type Texts as TextTree } from '../i18n/translator.ts';

/** English texts by namespace, as the locale files hold them. */
export type Texts = Record<string, object>;

// JSON imports are typed as plain objects; their values are strings and nested groups of them.
const setup = (texts: Texts) => ({ language: 'EN', texts: { EN: texts as Record<string, TextTree> } });

/** Test-only: a fresh instance with these English texts, for an I18nProvider. */
export async function englishI18n(texts: Texts): Promise<I18n> {
  return new I18n(setup(texts));
}

/** Test-only: loads these English texts into the app's instance that useTranslation falls back on. */
export async function loadEnglish(texts: Texts): Promise<void> {
  i18n.setUp(setup(texts));
}
