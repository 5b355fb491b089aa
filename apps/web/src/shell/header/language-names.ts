import type { Language } from '@arcadia/contracts';

/**
 * Each language by its own name. Endonyms read the same whatever the site
 * language is, so they are data rather than translations.
 */
export const LANGUAGE_NAMES: Record<Language, string> = {
  CN: '中文',
  EN: 'English',
  VI: 'Tiếng Việt',
  JA: '日本語',
  TH: 'ไทย',
  TY: 'Filipino',
};

/** BCP 47 tags, so screen readers pronounce each name in its own language. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  CN: 'zh-CN',
  EN: 'en',
  VI: 'vi',
  JA: 'ja',
  TH: 'th',
  TY: 'fil',
};
