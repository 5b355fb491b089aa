import type { EndpointDef } from '@arcadia/contracts';
import fc from 'fast-check';
import { numbers, REFUSED, REFUSED_IN_JSON, REFUSED_IN_URL, strings, type Where, wrongShape } from './fuzz-strings.ts';

/**
 * Junk built from an endpoint's own schemas: every field the contract names gets
 * values of its own shape (within its bounds, matching its pattern, an enum member,
 * a known row's key from `hints`) and of wrong shapes, with the strings PostgreSQL
 * refuses mixed in when asked. Used by the no-500 property test.
 */
export { carriesRefused, REFUSED } from './fuzz-strings.ts';

interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string } };
}

/** The contract's zod/mini schemas, read through their definitions. */
const asZod = (schema: unknown) => schema as ZodLike;

interface Context {
  where: Where;
  refused: boolean;
  /** Values worth trying per field name (a member's account, a brand code), so inputs reach real rows. */
  hints: Record<string, readonly string[]>;
}

/** The checks of a schema, and of the output side of a pipe (coerced query numbers keep their bounds there). */
function checksOf(schema: ZodLike): Record<string, unknown>[] {
  const def = schema._zod.def;
  const own = ((def.checks as ZodLike[] | undefined) ?? []).map((check) => check._zod.def);
  return def.type === 'pipe' ? [...own, ...checksOf(def.out as ZodLike)] : own;
}

const limit = (checks: Record<string, unknown>[], kind: string, key: string) =>
  checks.find((check) => check.check === kind)?.[key] as number | undefined;

/** A string the schema would accept, as far as its length and pattern say. */
function fittingString(schema: ZodLike): fc.Arbitrary<string> {
  const checks = checksOf(schema);
  const pattern = (schema._zod.def.pattern ?? checks.find((check) => check.check === 'string_format')?.pattern) as
    | RegExp
    | undefined;
  if (pattern) return fc.stringMatching(pattern, { size: 'small' });
  const minLength = limit(checks, 'min_length', 'minimum') ?? limit(checks, 'length_equals', 'length') ?? 0;
  const maxLength = limit(checks, 'max_length', 'maximum') ?? limit(checks, 'length_equals', 'length') ?? 64;
  return fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 24) });
}

/** A number within the schema's bounds. */
function fittingNumber(schema: ZodLike): fc.Arbitrary<number> {
  const checks = checksOf(schema);
  const min = Math.max(limit(checks, 'greater_than', 'value') ?? -1e6, -(2 ** 31));
  const max = Math.min(limit(checks, 'less_than', 'value') ?? 1e9, 2 ** 31);
  return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
}

/** Values for one schema: mostly its own shape, sometimes a wrong one. */
function arbitraryFor(schema: ZodLike, ctx: Context, name = ''): fc.Arbitrary<unknown> {
  const hinted = ctx.hints[name];
  const own = ownShape(schema, ctx, name);
  return fc.oneof(
    { weight: 4, arbitrary: hinted ? fc.oneof(own, fc.constantFrom(...hinted)) : own },
    { weight: 1, arbitrary: wrongShape(ctx.where, ctx.refused) },
  );
}

function ownShape(schema: ZodLike, ctx: Context, name: string): fc.Arbitrary<unknown> {
  const def = schema._zod.def;
  const inner = (key: string) => def[key] as ZodLike;
  const url = ctx.where === 'url';
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'readonly':
    case 'nonoptional':
      return arbitraryFor(inner('innerType'), ctx, name);
    case 'nullable':
      return fc.oneof(fc.constant(null), arbitraryFor(inner('innerType'), ctx, name));
    case 'pipe':
      return inner('in')._zod.def.type === 'number'
        ? fc.oneof(fittingNumber(schema), numbers).map(String)
        : arbitraryFor(inner('in'), ctx, name);
    case 'string':
      return fc.oneof({ weight: 3, arbitrary: fittingString(schema) }, strings(ctx.where, ctx.refused));
    case 'number':
    case 'int': {
      const value = fc.oneof({ weight: 3, arbitrary: fittingNumber(schema) }, numbers);
      return url ? value.map(String) : value;
    }
    case 'boolean':
      return url ? fc.constantFrom('true', 'false', '1') : fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[])).map((value) => (url ? String(value) : value));
    case 'array':
      return fc.array(arbitraryFor(inner('element'), ctx, name), { maxLength: 4 });
    case 'object':
      return objectFor(def.shape as Record<string, ZodLike>, ctx);
    case 'union':
      return fc.oneof(...(def.options as ZodLike[]).map((option) => arbitraryFor(option, ctx, name)));
    case 'record':
      return fc.dictionary(strings(ctx.where, ctx.refused), arbitraryFor(inner('valueType'), ctx), { maxKeys: 3 });
    default:
      return wrongShape(ctx.where, ctx.refused);
  }
}

/** Each named field present or not, plus now and then a field the schema does not name. */
function objectFor(shape: Record<string, ZodLike>, ctx: Context): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, arbitraryFor(field, ctx, key)]));
  const extraKeys = ctx.refused ? ['x', 'extra', REFUSED.nul] : ['x', 'extra'];
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.option(fc.tuple(fc.constantFrom(...extraKeys), strings(ctx.where, ctx.refused)), { freq: 6 }),
    )
    .map(([record, extra]) => (extra ? { ...record, [extra[0]]: extra[1] } : record));
}

export interface EndpointInput {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

const pathParams = (def: EndpointDef) => [...def.path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);

/**
 * Junk for every part the endpoint declares: path parameters, query and body.
 * Without `refused` no string carries anything PostgreSQL refuses, so the input
 * reaches validation and, when it passes, the handler.
 */
export function inputFor(
  def: EndpointDef,
  refused = false,
  hints: Record<string, readonly string[]> = {},
): fc.Arbitrary<EndpointInput> {
  const url: Context = { where: 'url', refused, hints };
  const params = Object.fromEntries(
    pathParams(def).map((name) => {
      // An empty segment, or "." and "..", never reach a route: clients and the router resolve them away.
      const text = strings('url', refused).filter((value) => value !== '' && value !== '.' && value !== '..');
      return [name, hints[name] ? fc.oneof(text, fc.constantFrom(...(hints[name] ?? []))) : text];
    }),
  );
  const query = def.query
    ? objectFor(asZod(def.query)._zod.def.shape as Record<string, ZodLike>, url)
    : fc.constant({});
  const body =
    def.body && def.method !== 'GET'
      ? arbitraryFor(asZod(def.body), { ...url, where: def.form ? 'url' : 'json' })
      : fc.constant(undefined);
  return fc.record({ params: fc.record(params), query, body });
}

/** The query string as a browser would write it (arrays as repeated keys). */
export function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(key, typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const urlOf = (def: EndpointDef, input: EndpointInput) =>
  def.path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(input.params[name] ?? 'x')) +
  queryString(input.query);

/**
 * The same input with one refused string put in one place the endpoint reads:
 * a path parameter, a query field or a body field (replacing the body when it is
 * not an object). `pick` chooses the place and the kind deterministically.
 */
export function withRefused(def: EndpointDef, input: EndpointInput, pick: number): EndpointInput {
  const places: ('params' | 'query' | 'body')[] = [];
  if (pathParams(def).length > 0) places.push('params');
  if (def.query || def.method === 'GET') places.push('query');
  if (def.method !== 'GET') places.push('body');
  const place = places[pick % places.length] ?? 'query';
  const kinds = place === 'body' && !def.form ? REFUSED_IN_JSON : REFUSED_IN_URL;
  const bad = kinds[Math.floor(pick / places.length) % kinds.length] ?? REFUSED.nul;
  if (place === 'params') {
    const name = pathParams(def)[0] as string;
    return { ...input, params: { ...input.params, [name]: bad } };
  }
  if (place === 'query') {
    const names = def.query ? Object.keys(def.query._zod.def.shape) : ['x'];
    return { ...input, query: { ...input.query, [names[pick % names.length] ?? 'x']: bad } };
  }
  const shape = (def.body ? asZod(def.body) : undefined)?._zod.def.shape as Record<string, unknown> | undefined;
  const names = shape ? Object.keys(shape) : [];
  const body = input.body && typeof input.body === 'object' && !Array.isArray(input.body) ? input.body : {};
  return { ...input, body: { ...body, [names[pick % Math.max(names.length, 1)] ?? 'x']: bad } };
}
