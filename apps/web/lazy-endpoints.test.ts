import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { lazyEndpoints } from './lazy-endpoints.ts';

type Transform = (this: { parse: typeof parseAst }, code: string, id: string) => { code: string } | null;
const transform = lazyEndpoints().transform as Transform;
const run = (code: string, id: string) => transform.call({ parse: parseAst }, code, id);

describe('lazyEndpoints', () => {
  it('wraps each endpoint declaration of a contract file in a function, marked pure', () => {
    const code = [
      "export const A = endpoint({ method: 'GET', path: '/a', value: object({ id: int() }) });",
      "export const B = [endpoint({ method: 'POST', path: '/b' })];",
    ].join('\n');
    const out = run(code, '/repo/packages/contracts/src/endpoints/games.ts')?.code;
    expect(out).toMatch(
      /^export const A = \/\* @__PURE__ \*\/ endpoint\(\(\) => \(\{ method: 'GET', path: '\/a', get value\(\)/,
    );
    expect(out).toContain("[/* @__PURE__ */ endpoint(() => ({ method: 'POST', path: '/b' }))]");
  });

  it('builds each schema of a declaration on its first read only, once', () => {
    const code = "export const A = endpoint({ method: 'GET', path: '/a', query: q(), value: object({ id: int() }) });";
    const out = run(code, '/repo/packages/contracts/src/endpoints/games.ts')?.code ?? '';
    const built: string[] = [];
    const object = (shape: unknown) => {
      built.push('value');
      return { shape };
    };
    const q = () => {
      built.push('query');
      return 'q';
    };
    const declare = new Function('endpoint', 'object', 'int', 'q', `${out.replace('export ', '')}; return A;`);
    const def = declare(
      (factory: () => unknown) => factory(),
      object,
      () => 'int',
      q,
    ) as Record<string, unknown>;
    // The browser reads method and path; no schema is built for that.
    expect([def.method, def.path]).toEqual(['GET', '/a']);
    expect(built).toEqual([]);
    expect(def.value).toEqual({ shape: { id: 'int' } });
    expect(def.value).toBe(def.value);
    expect(built).toEqual(['value']);
    expect(def.query).toBe('q');
    expect(built).toEqual(['value', 'query']);
    expect(Object.keys(def)).toEqual(['method', 'path', 'query', 'value']);
  });

  it('builds the file’s top-level schemas on first use, and leaves other top-level values as they are', () => {
    const code = [
      "import * as z from 'zod/mini';",
      'export const itemSchema = z.object({ id: z.int() });',
      'const name = z.string().check(z.maxLength(9));',
      'export const LIMIT = Math.max(1, 2);',
      "export const list = endpoint({ method: 'GET', path: '/l', value: z.array(itemSchema) });",
    ].join('\n');
    const out = run(code, '/repo/packages/contracts/src/endpoints/games.ts')?.code ?? '';
    expect(out.startsWith("import { lazy as __lazySchema } from '../endpoint.ts';\n")).toBe(true);
    expect(out).toContain('export const itemSchema = /* @__PURE__ */ __lazySchema(() => (z.object({ id: z.int() })));');
    expect(out).toContain('const name = /* @__PURE__ */ __lazySchema(() => (z.string().check(z.maxLength(9))));');
    expect(out).toContain('export const LIMIT = Math.max(1, 2);');
  });

  it('leaves other files and other calls as they are', () => {
    expect(run("export const A = endpoint({ path: '/a' });", '/repo/apps/web/src/lib/api.ts')).toBeNull();
    expect(run('export const A = other({ path: 1 });', '/repo/packages/contracts/src/endpoints/games.ts')).toBeNull();
  });
});
