import * as contracts from '@arcadia/contracts';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { runsAlikeBothWays, serializerCompiler } from './zod-schemas.ts';

const writerOf = (schema: z.ZodMiniType) => serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe("an answer's writer", () => {
  const answer = z.object({ id: z.string(), balance: z.int(), tags: z.array(z.string()), at: z.nullable(z.string()) });

  it('writes what the schema declares and drops what it does not', () => {
    const write = writerOf(answer);
    const text = write({ id: 'a', balance: 5, tags: ['x'], at: null, secret: 'never sent' });
    expect(JSON.parse(text)).toEqual({ id: 'a', balance: 5, tags: ['x'], at: null });
  });

  it('refuses a value its schema refuses, as a response-serialization error', () => {
    const write = writerOf(answer);
    let thrown: unknown;
    try {
      write({ id: 'a', balance: 1.5, tags: [], at: null });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });

  it('encodes a schema that runs otherwise backwards: a default is not filled in, as before', () => {
    const withDefault = z.object({ id: z.string(), note: z._default(z.optional(z.string()), 'filled') });
    expect(runsAlikeBothWays(withDefault)).toBe(false);
    expect(JSON.parse(writerOf(withDefault)({ id: 'a' }))).toEqual({ id: 'a' });
  });

  it('tells the kinds that run otherwise backwards, at any depth and through lazy schemas', () => {
    expect(runsAlikeBothWays(answer)).toBe(true);
    expect(runsAlikeBothWays(z.union([z.object({ a: z.string() }), z.object({ b: z.int() })]))).toBe(true);
    expect(runsAlikeBothWays(z.object({ a: z.array(z.pipe(z.string(), z.transform(Number))) }))).toBe(false);
    expect(runsAlikeBothWays(z.object({ a: z.catch(z.int(), 0) }))).toBe(false);
    expect(runsAlikeBothWays(z.record(z.string(), z.coerce.number()))).toBe(false);
    expect(runsAlikeBothWays(z.tuple([z.string(), z.readonly(z.int())]))).toBe(false);
    const tree = z.object({
      name: z.string(),
      get children() {
        return z.array(tree);
      },
    });
    expect(runsAlikeBothWays(tree)).toBe(true);
    const lazy = z.lazy(() => z.object({ n: z._default(z.int(), 1) }));
    expect(runsAlikeBothWays(z.object({ inner: lazy }))).toBe(false);
  });

  it('takes the quick way for every answer the contract declares: none of their schemas runs otherwise backwards', () => {
    const endpoints = Object.values(contracts as Record<string, unknown>).filter(
      (item): item is contracts.EndpointDef =>
        typeof item === 'object' && item !== null && 'method' in item && 'path' in item && 'value' in item,
    );
    expect(endpoints.length).toBeGreaterThan(200);
    const directed = endpoints
      .filter(
        (def) =>
          !runsAlikeBothWays(contracts.envelope(def.value)) ||
          (def.original?.value !== undefined && !runsAlikeBothWays(def.original.value)),
      )
      .map((def) => `${def.method} ${def.path}`);
    expect(directed).toEqual([]);
    expect(runsAlikeBothWays(contracts.errorEnvelope)).toBe(true);
  });
});
