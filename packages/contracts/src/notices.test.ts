import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { MESSAGES } from './messages/index.ts';
import { NOTICE_PARAMS, NOTICE_TEMPLATES } from './notices.ts';

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();

describe('notice templates', () => {
  for (const lang of LANGUAGES) {
    it(`${lang} has a title and a text for every template, using exactly its parameters`, () => {
      const catalogue: Record<string, string> = MESSAGES[lang];
      for (const template of NOTICE_TEMPLATES) {
        expect(catalogue[`notice.${template}.title`], `${lang} ${template} title`).toBeTruthy();
        const content = catalogue[`notice.${template}.content`] ?? '';
        expect(placeholders(content), `${lang} ${template}`).toEqual([...NOTICE_PARAMS[template]].sort());
      }
    });
  }
});
