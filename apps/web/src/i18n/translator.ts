/**
 * The site's own i18n: texts by language and namespace, looked up by key, with `{name}`
 * placeholders, `_one`/`_other` plurals and English as the fallback. It does what the app used
 * i18next for and nothing more, about 3 KB of start-up script (minified) instead of some 50 KB.
 */

/** A namespace's texts: keys to strings, or to nested groups reached by `group.key`. */
export type Texts = { readonly [key: string]: string | Texts };

/** Reads one namespace in one language (the app's are chunks); a failure leaves it to the fallback. */
export type Loader = (lang: string, namespace: string) => Promise<Texts>;

/** Placeholder values; `count` also picks the plural, `defaultValue` is shown for a missing key. */
export type TOptions = { readonly count?: number; readonly defaultValue?: string; readonly [name: string]: unknown };

/** Translates a key of the bound namespace, or of another one as `namespace:key`. */
export type TFunction = (key: string, options?: TOptions) => string;

export interface I18nSetup {
  /** The language texts are shown in. */
  language: string;
  /** Where a key missing in the language is looked up next; EN unless told. */
  fallbackLanguage?: string;
  /** The namespace of `t` when none is named; `common` unless told. */
  defaultNamespace?: string;
  /** Texts already at hand, by language then namespace. */
  texts?: Readonly<Record<string, Readonly<Record<string, Texts>>>>;
  /** Loads a namespace on demand; without it every namespace counts as loaded (tests). */
  load?: Loader;
  /** The BCP 47 locale whose plural rules a language follows; the language code itself unless told. */
  locale?: (lang: string) => string;
}

const NAMESPACE = /^[A-Za-z][\w-]*$/;

/** The text at `key`: a key of its own (`'pattern.2'`) or a path through nested groups (`'page.title'`). */
function find(texts: Texts | undefined, key: string): string | undefined {
  if (!texts) return undefined;
  const own = texts[key];
  if (typeof own === 'string') return own;
  for (let dot = key.indexOf('.'); dot > 0; dot = key.indexOf('.', dot + 1)) {
    const group = texts[key.slice(0, dot)];
    const found = typeof group === 'object' ? find(group, key.slice(dot + 1)) : undefined;
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Fills `{name}` placeholders; one without a value stays as it is, a null value is left blank. */
function interpolate(text: string, values: TOptions | undefined): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : value === null ? '' : String(value);
  });
}

export class I18n {
  language = 'EN';
  fallbackLanguage = 'EN';
  defaultNamespace = 'common';
  private texts = new Map<string, Texts>();
  private loader: Loader | undefined;
  private locale: (lang: string) => string = (lang) => lang;
  /** Loads under way or done (failed ones too), by `lang/namespace`. */
  private loads = new Map<string, Promise<void>>();
  private settled = new Set<string>();
  /** Every namespace asked for: a language switch loads them before showing the new language. */
  private used = new Set<string>();
  private wanted = '';
  private listeners = new Set<() => void>();
  private fixed = new Map<string, TFunction>();
  private plurals = new Map<string, Intl.PluralRules>();

  constructor(setup: I18nSetup = { language: 'EN' }) {
    this.setUp(setup);
  }

  /** (Re)starts with these settings, dropping every text and load of before. */
  setUp({ language, fallbackLanguage = 'EN', defaultNamespace = 'common', texts = {}, load, locale }: I18nSetup): void {
    this.language = language;
    this.wanted = language;
    this.fallbackLanguage = fallbackLanguage;
    this.defaultNamespace = defaultNamespace;
    this.loader = load;
    this.locale = locale ?? ((lang) => lang);
    this.texts.clear();
    this.loads.clear();
    this.settled.clear();
    this.used.clear();
    this.fixed.clear();
    this.plurals.clear();
    for (const [lang, namespaces] of Object.entries(texts)) {
      for (const [namespace, tree] of Object.entries(namespaces)) this.add(lang, namespace, tree);
    }
    this.emit();
  }

  /** Adds (replaces) one namespace's texts in one language. */
  add(lang: string, namespace: string, texts: Texts): void {
    this.texts.set(`${lang}/${namespace}`, texts);
    this.settled.add(`${lang}/${namespace}`);
  }

  private languages(lang: string): string[] {
    return lang === this.fallbackLanguage ? [lang] : [lang, this.fallbackLanguage];
  }

  /** Whether `namespace` is loaded (or failed to) in `lang` and in the fallback language. */
  isLoaded(namespace: string, lang: string = this.language): boolean {
    return !this.loader || this.languages(lang).every((code) => this.settled.has(`${code}/${namespace}`));
  }

  /** Loads namespaces in `lang` and the fallback language; resolves when all have arrived or failed. */
  load(namespaces: readonly string[], lang: string = this.language): Promise<void> {
    const loader = this.loader;
    const all: Promise<void>[] = [];
    for (const namespace of namespaces) {
      this.used.add(namespace);
      if (!loader) continue;
      for (const code of this.languages(lang)) {
        const id = `${code}/${namespace}`;
        let loading = this.loads.get(id);
        if (!loading) {
          loading = this.settled.has(id)
            ? Promise.resolve()
            : loader(code, namespace).then(
                (texts) => this.add(code, namespace, texts),
                // As i18next did: a namespace that fails to load is not asked for again; its keys fall back.
                () => void this.settled.add(id),
              );
          this.loads.set(id, loading);
        }
        all.push(loading);
      }
    }
    return Promise.all(all).then(() => {});
  }

  /** Loads the namespaces in use in `lang`, then switches to it and re-renders; the last call wins. */
  async changeLanguage(lang: string): Promise<void> {
    this.wanted = lang;
    await this.load([...this.used], lang);
    if (this.wanted !== lang || this.language === lang) return;
    this.language = lang;
    this.emit();
  }

  /** Calls `listener` on every language change; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }

  /** A `t` bound to one language and namespace; the same function each time it is asked for. */
  getFixedT(lang: string, namespace: string = this.defaultNamespace): TFunction {
    const id = `${lang}/${namespace}`;
    let fixed = this.fixed.get(id);
    if (!fixed) {
      fixed = (key, options) => this.translate(lang, namespace, key, options);
      this.fixed.set(id, fixed);
    }
    return fixed;
  }

  /** Translates in the current language and the default namespace (or `namespace:key`). */
  t: TFunction = (key, options) => this.translate(this.language, this.defaultNamespace, key, options);

  private pluralOf(lang: string, count: number): string {
    let rules = this.plurals.get(lang);
    if (!rules) {
      rules = new Intl.PluralRules(this.locale(lang));
      this.plurals.set(lang, rules);
    }
    return rules.select(count);
  }

  private translate(lang: string, namespace: string, fullKey: string, options?: TOptions): string {
    const colon = fullKey.indexOf(':');
    const named = colon > 0 && NAMESPACE.test(fullKey.slice(0, colon));
    const ns = named ? fullKey.slice(0, colon) : namespace;
    const key = named ? fullKey.slice(colon + 1) : fullKey;
    const count = options?.count;
    for (const code of this.languages(lang)) {
      const texts = this.texts.get(`${code}/${ns}`);
      const text =
        (typeof count === 'number' ? find(texts, `${key}_${this.pluralOf(code, count)}`) : undefined) ??
        find(texts, key);
      if (text !== undefined) return interpolate(text, options);
    }
    return interpolate(options?.defaultValue ?? key, options);
  }
}

/** The app's instance: what `useTranslation` reads outside an `I18nProvider`. */
export const i18n = new I18n();
