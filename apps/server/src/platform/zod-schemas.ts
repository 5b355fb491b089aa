import type { FastifySerializerCompiler, FastifyServerOptions } from 'fastify';
import { ResponseSerializationError, validatorCompiler } from 'fastify-type-provider-zod';
import { core, safeEncode, safeParse, type ZodMiniType } from 'zod/mini';

/**
 * An answer's writer: the contract's schema checks the value, dropping any field it does not
 * declare, and JSON.stringify writes what it let through; a value the schema refuses is a
 * response-serialization error (platform/error-handler.ts).
 * fastify-type-provider-zod's own writer encodes (zod's backward direction): every schema runs
 * twice, a pass without its checks and then one with them, and zod's compiled object parser is
 * left unused; the balance answer took 5.0 µs to check against 0.7 µs parsed (issue 13). A schema
 * holding nothing that runs otherwise forwards than backwards is parsed, which lets through exactly
 * what encoding would; any other is still encoded.
 */
export const serializerCompiler: FastifySerializerCompiler<ZodMiniType> = ({ schema, method, url }) => {
  // Chosen on the route's first answer, not at start-up: walking every route's schemas took tens of ms.
  let check: typeof safeParse | typeof safeEncode | undefined;
  return (data) => {
    check ??= runsAlikeBothWays(schema) ? safeParse : safeEncode;
    const result = check(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

/** The kinds of schema whose parse and encode differ: each direction transforms, fills in or catches otherwise. */
const DIRECTED = new Set(['transform', 'pipe', 'default', 'prefault', 'catch', 'success', 'readonly', 'promise']);

/**
 * True when nothing in the schema, at any depth, runs differently forwards and backwards:
 * no DIRECTED kind and no coercion. Unknown kinds (a custom check) only check.
 */
export function runsAlikeBothWays(schema: core.$ZodType): boolean {
  const seen = new Set<core.$ZodType>();
  const pending = [schema];
  while (pending.length > 0) {
    const next = pending.pop() as core.$ZodType;
    if (seen.has(next)) continue;
    seen.add(next);
    // zod's definitions differ by kind; the fields read here are the ones that hold inner schemas.
    const def = next._zod.def as core.$ZodTypeDef & Record<string, unknown>;
    if (DIRECTED.has(def.type) || def.coerce === true) return false;
    for (const inner of innerSchemas(def)) pending.push(inner);
  }
  return true;
}

/** The schemas a definition holds: its shape's, items', options', element's, key's and value's, wrapped and lazy ones. */
function innerSchemas(def: Record<string, unknown>): core.$ZodType[] {
  const found: unknown[] = [
    def.innerType,
    def.element,
    def.keyType,
    def.valueType,
    def.left,
    def.right,
    def.catchall,
    def.rest,
  ];
  if (def.shape && typeof def.shape === 'object') found.push(...Object.values(def.shape));
  if (Array.isArray(def.options)) found.push(...def.options);
  if (Array.isArray(def.items)) found.push(...def.items);
  if (typeof def.getter === 'function') found.push(def.getter());
  return found.filter((item): item is core.$ZodType => item instanceof core.$ZodType);
}

/**
 * The schema controller of our Fastify apps: the contract's zod schemas validate and serialise
 * every route. Given as the compiler factories, Fastify never loads its default compilers (ajv
 * and fast-json-stringify, about 50 ms of a cold start), which it does at construction when the
 * compilers are only replaced afterwards with setValidatorCompiler and setSerializerCompiler.
 */
export const zodSchemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: {
    // Fastify types the factories by ajv's and fast-json-stringify's compilers; these take a route's schema.
    buildValidator: (() => validatorCompiler) as never,
    buildSerializer: (() => serializerCompiler) as never,
  },
};
