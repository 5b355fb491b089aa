import { DEFAULT_LANGUAGE, isLanguage, type Language, START_NAMESPACES } from '@arcadia/contracts';
import { KEYS, prefs } from '../lib/storage.ts';
import { i18n, type Texts } from './translator.ts';

/**
 * One JSON file per namespace per language under `locales/<lang>/`, each its own chunk, but for
 * the start-up namespaces (START_NAMESPACES), which come as one chunk per language. Start-up
 * loads only the namespaces of the shell and the first screens, in the active language (and EN,
 * the fallback); a screen that needs another namespace loads it on first use (useTranslation
 * suspends it meanwhile), and the rest of the language follows once the page is idle. Server and
 * validation messages come from the contract's catalogue as the `messages` namespace.
 */
const files = import.meta.glob<{ default: Texts }>([
  './locales/*/*.json',
  '!./locales/*/{common,header,auth,home,footer,side,notice,modal,games,lobby,status,vip}.json',
]);

/**
 * A language's start-up namespaces with the contract's messages (start/<lang>.ts): one chunk, one
 * request, where a file per namespace would each re-export it.
 */
interface StartTexts {
  files: Record<string, Texts>;
  messages: Texts;
}
const startTexts: Record<Language, () => Promise<{ default: StartTexts }>> = {
  CN: () => import('./start/cn.ts'),
  EN: () => import('./start/en.ts'),
  VI: () => import('./start/vi.ts'),
  JA: () => import('./start/ja.ts'),
  TH: () => import('./start/th.ts'),
  TY: () => import('./start/ty.ts'),
};
const isStartNamespace = (namespace: string) => (START_NAMESPACES as readonly string[]).includes(namespace);

const fileOf = (lang: string, namespace: string) => files[`./locales/${lang.toLowerCase()}/${namespace}.json`];

async function readNamespace(lang: string, namespace: string): Promise<Texts> {
  if (isLanguage(lang) && isStartNamespace(namespace)) {
    const { files, messages } = (await startTexts[lang]()).default;
    const texts = namespace === 'messages' ? messages : files[`../locales/${lang.toLowerCase()}/${namespace}.json`];
    if (texts) return texts;
  }
  const load = fileOf(lang, namespace);
  if (!load) throw new Error(`no ${namespace} texts in ${lang}`);
  return (await load()).default;
}

const namespacesOf = (lang: Language) => [
  ...START_NAMESPACES,
  ...Object.keys(files)
    .filter((path) => path.startsWith(`./locales/${lang.toLowerCase()}/`))
    .map((path) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length)),
];

export const storedLanguage = (): Language | null => {
  const stored = prefs.get(KEYS.lang);
  return isLanguage(stored) ? stored : null;
};

/**
 * Starts i18n in the stored language, else the one the server picked for this visitor (boot
 * data), which is then stored so API calls ask for it too.
 */
export async function initI18n(bootLanguage?: Language | null): Promise<void> {
  const stored = storedLanguage();
  const lang = stored ?? bootLanguage ?? DEFAULT_LANGUAGE;
  if (!stored && lang !== DEFAULT_LANGUAGE) prefs.set(KEYS.lang, lang);
  i18n.setUp({
    language: lang,
    fallbackLanguage: DEFAULT_LANGUAGE,
    defaultNamespace: 'common',
    load: readNamespace,
    locale: (code) => (isLanguage(code) ? pluralLocale[code] : code),
  });
  await i18n.load(START_NAMESPACES);
  document.documentElement.lang = htmlLang[lang];
}

/** The rest of the language's namespaces, fetched a while after the page has loaded, when it is idle. */
export function loadRestWhenIdle(): void {
  const rest = () => void i18n.load(namespacesOf(i18n.language as Language));
  const later = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(rest, { timeout: 5000 });
      else rest();
    }, 3000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

const htmlLang: Record<Language, string> = { CN: 'zh-CN', EN: 'en', VI: 'vi', JA: 'ja', TH: 'th', TY: 'fil' };

/**
 * Whose plural rules pick `_one` or `_other`. The TY texts split them as English does (1 against
 * the rest), which is also what i18next gave them: it did not know the code and used the browser's.
 */
const pluralLocale: Record<Language, string> = { CN: 'zh', EN: 'en', VI: 'vi', JA: 'ja', TH: 'th', TY: 'en' };

/** Switches the site language: stores lang and hisLang, loads the texts, re-renders. */
export async function changeLanguage(lang: Language): Promise<void> {
  prefs.set(KEYS.lang, lang);
  prefs.set(KEYS.hisLang, lang);
  await i18n.changeLanguage(lang);
  await i18n.load(namespacesOf(lang));
  document.documentElement.lang = htmlLang[lang];
}

export { i18n };
