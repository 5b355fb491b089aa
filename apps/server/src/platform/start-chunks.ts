import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, type Language } from '@arcadia/contracts';

type Manifest = Record<string, { file: string; imports?: string[] }>;

/**
 * The chunk holding a language's start-up texts (the web app's `src/i18n/start/<lang>.ts`: the
 * START_NAMESPACES and the messages), from the web build's manifest, so the page can preload it
 * beside its own script instead of after it. EN, the fallback, comes too.
 * No manifest (an older build): no preloads, the app still loads them itself.
 */
export function startChunks(root: string): (lang: Language) => string[] {
  const file = path.join(root, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const chunkOf = (lang: Language) => {
    const found = manifest[`src/i18n/start/${lang.toLowerCase()}.ts`];
    if (!found) return [];
    // Anything it imports that the entry script does not bring (the build keeps the texts in one file).
    const shared = (found.imports ?? [])
      .filter((key) => !manifest[key]?.file.startsWith('assets/start-'))
      .map((key) => manifest[key]?.file)
      .filter((name) => name !== undefined);
    return [found.file, ...shared].map((name) => `/${name}`);
  };
  const byLanguage = new Map<Language, string[]>();
  return (lang) => {
    let chunks = byLanguage.get(lang);
    if (!chunks) {
      const languages = lang === DEFAULT_LANGUAGE ? [lang] : [lang, DEFAULT_LANGUAGE];
      chunks = [...new Set(languages.flatMap(chunkOf))];
      byLanguage.set(lang, chunks);
    }
    return chunks;
  };
}
