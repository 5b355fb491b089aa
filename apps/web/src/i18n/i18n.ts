import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language, type MessageCatalogue } from '@arcadia/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { KEYS, prefs } from '../lib/storage.ts';

/**
 * One JSON file per namespace per language under `locales/<lang>/`. Only the
 * active language (and EN, the fallback) is loaded. Server and validation
 * messages come from the contract's catalogue as the `messages` namespace.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

// The contract's catalogues, one chunk per language.
const messages: Record<Language, () => Promise<MessageCatalogue>> = {
  CN: async () => (await import('@arcadia/contracts/messages/cn')).cn,
  EN: async () => (await import('@arcadia/contracts/messages/en')).en,
  VI: async () => (await import('@arcadia/contracts/messages/vi')).vi,
  JA: async () => (await import('@arcadia/contracts/messages/ja')).ja,
  TH: async () => (await import('@arcadia/contracts/messages/th')).th,
  TY: async () => (await import('@arcadia/contracts/messages/ty')).ty,
};

async function loadLanguage(lang: Language) {
  const folder = `./locales/${lang.toLowerCase()}/`;
  const entries = Object.entries(files).filter(([path]) => path.startsWith(folder));
  await Promise.all([
    ...entries.map(async ([path, load]) => {
      const namespace = path.slice(folder.length, -'.json'.length);
      i18next.addResourceBundle(lang, namespace, (await load()).default, true, true);
    }),
    messages[lang]().then((catalogue) => i18next.addResourceBundle(lang, 'messages', catalogue, true, true)),
  ]);
}

export const storedLanguage = (): Language => {
  const stored = prefs.get(KEYS.lang);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
};

export async function initI18n(): Promise<void> {
  const lang = storedLanguage();
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    resources: {},
    returnNull: false,
  });
  await Promise.all([loadLanguage(DEFAULT_LANGUAGE), lang === DEFAULT_LANGUAGE ? null : loadLanguage(lang)]);
  document.documentElement.lang = htmlLang[lang];
}

const htmlLang: Record<Language, string> = { CN: 'zh-CN', EN: 'en', VI: 'vi', JA: 'ja', TH: 'th', TY: 'fil' };

/** Switches the site language: stores lang and hisLang, loads the texts, re-renders. */
export async function changeLanguage(lang: Language): Promise<void> {
  prefs.set(KEYS.lang, lang);
  prefs.set(KEYS.hisLang, lang);
  await loadLanguage(lang);
  await i18next.changeLanguage(lang);
  document.documentElement.lang = htmlLang[lang];
}

export { i18next };
