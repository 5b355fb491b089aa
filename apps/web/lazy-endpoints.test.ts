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
    expect(out).toContain(
      "export const A = /* @__PURE__ */ endpoint(() => ({ method: 'GET', path: '/a', value: object({ id: int() }) }));",
    );
    expect(out).toContain("[/* @__PURE__ */ endpoint(() => ({ method: 'POST', path: '/b' }))]");
  });

  it('leaves other files and other calls as they are', () => {
    expect(run("export const A = endpoint({ path: '/a' });", '/repo/apps/web/src/lib/api.ts')).toBeNull();
    expect(run('export const A = other({ path: 1 });', '/repo/packages/contracts/src/endpoints/games.ts')).toBeNull();
  });
});
