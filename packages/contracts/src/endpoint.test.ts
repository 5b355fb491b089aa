import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { type EndpointDef, endpoint, lazy } from './endpoint.ts';

const declaration = (): EndpointDef => ({
  method: 'GET',
  path: '/wps/example',
  summary: 'An example',
  auth: 'none',
  value: z.object({ id: z.int() }),
});

describe('endpoint', () => {
  it('returns a declaration as written', () => {
    const def = declaration();
    expect(endpoint(def)).toBe(def);
  });

  it('builds a declaration given as a function (the browser build) once, on its first read', () => {
    let builds = 0;
    const lazy = endpoint((() => {
      builds++;
      return declaration();
    }) as unknown as EndpointDef);
    expect(builds).toBe(0);
    expect(lazy.path).toBe('/wps/example');
    expect(lazy.method).toBe('GET');
    expect('auth' in lazy).toBe(true);
    expect('encrypted' in lazy).toBe(false);
    expect(Object.keys(lazy)).toEqual(['method', 'path', 'summary', 'auth', 'value']);
    expect({ ...lazy }.summary).toBe('An example');
    expect(lazy.value.safeParse({ id: 1 }).success).toBe(true);
    expect(builds).toBe(1);
  });
});

describe('lazy', () => {
  it('builds a schema (the browser build’s top-level schemas) on first use, and it works as the schema', () => {
    let builds = 0;
    const item = lazy(() => {
      builds++;
      return z.object({ id: z.int() });
    });
    const list = z.array(item);
    const extended = lazy(() => z.extend(item, { name: z.string() }));
    expect(z.safeParse(list, [{ id: 1 }]).success).toBe(true);
    expect(z.safeParse(list, [{ id: 'x' }]).success).toBe(false);
    expect(item.safeParse({ id: 2 }).success).toBe(true);
    expect(extended.safeParse({ id: 3, name: 'n' }).success).toBe(true);
    expect(extended.safeParse({ id: 3 }).success).toBe(false);
    // Its own keys can be listed, though zod defines some as non-configurable.
    expect(Object.keys(item)).toContain('def');
    expect(builds).toBe(1);
  });
});
