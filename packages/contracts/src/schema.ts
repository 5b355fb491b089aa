import * as z from 'zod/mini';

/**
 * Small builders for the shapes endpoints repeat. The contract uses zod/mini,
 * whose functions tree-shake, so the browser ships only the schemas it uses.
 */

/** A string of `min` to `max` characters. */
export const text = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max));

/** Trimmed first, then `min` to `max` characters (names, codes). */
export const trimmedText = (min: number, max: number) => z.string().check(z.trim(), z.minLength(min), z.maxLength(max));

/** Text an operator writes per language: English is required (every reader falls back to it), each 1..max characters. */
export const localizedInput = (max: number) => {
  const part = z.optional(trimmedText(1, max));
  return z.object({ EN: trimmedText(1, max), CN: part, VI: part, JA: part, TH: part, TY: part });
};

/** A whole number read from the query string, within bounds, with a default. */
export const queryInt = (min: number, max: number, fallback: number) =>
  z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max))), fallback);

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
