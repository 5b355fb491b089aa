import * as z from 'zod/mini';

/**
 * Small builders for the shapes endpoints repeat. The contract uses zod/mini,
 * whose functions tree-shake, so the browser ships only the schemas it uses.
 */

/**
 * One schema per distinct arguments, shared by every endpoint that asks for it. A schema never
 * changes once built, and zod takes tens of microseconds to build one: the contract builds
 * hundreds as it loads, in the server's start-up and in the page's first script alike.
 */
function shared<A extends readonly number[], S>(build: (...args: A) => S): (...args: A) => S {
  const built = new Map<string, S>();
  return (...args) => {
    const key = args.join(',');
    let schema = built.get(key);
    if (schema === undefined) {
      schema = build(...args);
      built.set(key, schema);
    }
    return schema;
  };
}

/** A string of `min` to `max` characters. */
export const text = /* @__PURE__ */ shared((min: number, max: number) =>
  z.string().check(z.minLength(min), z.maxLength(max)),
);

/** Trimmed first, then `min` to `max` characters (names, codes). */
export const trimmedText = /* @__PURE__ */ shared((min: number, max: number) =>
  z.string().check(z.trim(), z.minLength(min), z.maxLength(max)),
);

/** Text an operator writes per language: English is required (every reader falls back to it), each 1..max characters. */
export const localizedInput = /* @__PURE__ */ shared((max: number) => {
  const part = z.optional(trimmedText(1, max));
  return z.object({ EN: trimmedText(1, max), CN: part, VI: part, JA: part, TH: part, TY: part });
});

/** A whole number read from the query string, within bounds, with a default. */
export const queryInt = /* @__PURE__ */ shared((min: number, max: number, fallback: number) =>
  z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max))), fallback),
);

/**
 * An optional filter the platform's original front end sends empty when unused
 * (`vassalage=`): an empty string is the filter absent, anything else must pass `schema`.
 */
export const blankAsAbsent = <S extends z.ZodMiniType<string>>(schema: S) =>
  z.optional(
    z.pipe(
      z.union([z.literal(''), schema]),
      z.transform((value): z.output<S> | undefined => (value === '' ? undefined : (value as z.output<S>))),
    ),
  );
