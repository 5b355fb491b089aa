import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, type Language, START_NAMESPACES } from '@arcadia/contracts';

type Manifest = Record<string, { file: string; src?: string; imports?: string[] }>;

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
    if (!found) return [];
    // The build puts a language's start-up texts in one chunk, which each namespace's file re-exports.
    const shared = (found[1].imports ?? []).map((key) => manifest[key]?.file).filter((file) => file !== undefined);
    return [found[1].file, ...shared].map((file) => `/${file}`);
  };
  const byLanguage = new Map<Language, string[]>();
  return (lang) => {
    let chunks = byLanguage.get(lang);
    if (!chunks) {
      const languages = lang === DEFAULT_LANGUAGE ? [lang] : [lang, DEFAULT_LANGUAGE];
      // Each file is named once (the shared texts chunk comes with every namespace).
      chunks = [...new Set(languages.flatMap((each) => START_NAMESPACES.flatMap((ns) => chunkOf(each, ns))))];
      byLanguage.set(lang, chunks);
    }
    return chunks;
  };
}
