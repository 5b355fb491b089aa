import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, type Language, START_NAMESPACES } from '@arcadia/contracts';

type Manifest = Record<string, { file: string; src?: string }>;

/**
 * The chunks holding a language's start-up texts (START_NAMESPACES), from the web build's manifest,
 * so the page can preload them beside its own script instead of after it. EN, the fallback, comes too.
 * No manifest (an older build): no preloads, the app still loads them itself.
 */
export function startChunks(root: string): (lang: Language) => string[] {
  const file = path.join(root, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const entries = Object.entries(manifest);
  const chunkOf = (lang: Language, namespace: string) => {
    const code = lang.toLowerCase();
    const found =
      namespace === 'messages'
        ? entries.find(([key]) => key.endsWith(`contracts/src/messages/${code}.ts`))
        : entries.find(([key]) => key === `src/i18n/locales/${code}/${namespace}.json`);
    return found ? `/${found[1].file}` : null;
  };
  const byLanguage = new Map<Language, string[]>();
  return (lang) => {
    let chunks = byLanguage.get(lang);
    if (!chunks) {
      const languages = lang === DEFAULT_LANGUAGE ? [lang] : [lang, DEFAULT_LANGUAGE];
      chunks = languages.flatMap((each) => START_NAMESPACES.map((ns) => chunkOf(each, ns))).filter((c) => c !== null);
      byLanguage.set(lang, chunks);
    }
    return chunks;
  };
}
