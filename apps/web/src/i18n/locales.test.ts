import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';

/**
 * Every visible text is a key in every language: this fails when a language
 * file lacks a key that English has, or when code asks for a key English lacks.
 */
const localesDir = path.join(import.meta.dirname, 'locales');
const srcDir = path.join(import.meta.dirname, '..');

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );

const load = (lang: string) => {
  const folder = path.join(localesDir, lang.toLowerCase());
  const files = readdirSync(folder).filter((file) => file.endsWith('.json'));
  return Object.fromEntries(
    files.map((file) => [file.slice(0, -5), flatten(JSON.parse(readFileSync(path.join(folder, file), 'utf8')))]),
  );
};

const english = load('EN');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('translation files', () => {
  for (const lang of LANGUAGES.filter((l) => l !== 'EN')) {
    it(`${lang} has every English key in every namespace, none empty, same placeholders`, () => {
      const other = load(lang);
      expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
      for (const [namespace, keys] of Object.entries(english)) {
        expect(Object.keys(other[namespace] ?? {}).sort(), `${lang}/${namespace}`).toEqual(Object.keys(keys).sort());
        for (const [key, text] of Object.entries(keys)) {
          const translated = other[namespace]?.[key] ?? '';
          expect(translated.trim(), `${lang}/${namespace}:${key}`).not.toBe('');
          expect(placeholders(translated), `${lang}/${namespace}:${key}`).toEqual(placeholders(text));
        }
      }
    });
  }

  it('has in English every literal key the code asks for', () => {
    const missing: string[] = [];
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? walk(path.join(dir, entry.name))
          : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
            ? [path.join(dir, entry.name)]
            : [],
      );
    for (const file of walk(srcDir)) {
      const source = readFileSync(file, 'utf8');
      const namespace = /useTranslation\(\s*'([\w-]+)'/.exec(source)?.[1] ?? 'common';
      for (const match of source.matchAll(/\bt\(\s*'([\w.:-]+)'/g)) {
        const [ns, key] = match[1]?.includes(':')
          ? (match[1].split(':') as [string, string])
          : [namespace, match[1] ?? ''];
        if (ns === 'messages') continue;
        const keys = english[ns] ?? {};
        const plural = keys[`${key}_one`] !== undefined && keys[`${key}_other`] !== undefined;
        if (keys[key] === undefined && !plural) missing.push(`${path.relative(srcDir, file)} → ${ns}:${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
