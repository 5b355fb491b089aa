import { LANGUAGES, START_NAMESPACES } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';

const modules = import.meta.glob<{ default: { files: Record<string, unknown>; messages: unknown } }>('./*.ts', {
  eager: true,
});

describe("each language's start-up texts", () => {
  it.each(LANGUAGES.map((lang) => [lang]))('%s brings every start-up namespace and the messages', (lang) => {
    const start = modules[`./${lang.toLowerCase()}.ts`]?.default;
    expect(start).toBeDefined();
    const namespaces = Object.keys(start?.files ?? {}).map((file) => file.slice(file.lastIndexOf('/') + 1, -5));
    expect([...namespaces, 'messages'].sort()).toEqual([...START_NAMESPACES].sort());
    expect(start?.messages).toBeTruthy();
  });
});
