import fc from 'fast-check';

/** The strings of the no-500 property test: odd ones, random ones, and the ones PostgreSQL refuses. */

/** Strings PostgreSQL cannot store: NUL, and lone surrogates (high alone, low alone, a reversed pair). */
export const REFUSED = {
  nul: 'a\u0000b',
  onlyNul: '\u0000',
  high: 'x\uD800',
  low: '\uDC00y',
  reversed: '\uDC00\uD800',
} as const;
/** A URL cannot carry a lone surrogate (it has no UTF-8 form), so query strings and paths get NUL. */
export const REFUSED_IN_URL: readonly string[] = [REFUSED.nul, REFUSED.onlyNul];
export const REFUSED_IN_JSON: readonly string[] = Object.values(REFUSED);

/** The test's own oracle: a NUL, or a string with no UTF-8 form (encodeURIComponent refuses those). */
export function carriesRefused(value: unknown): boolean {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return true;
    try {
      encodeURIComponent(value);
      return false;
    } catch {
      return true;
    }
  }
  if (Array.isArray(value)) return value.some(carriesRefused);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => carriesRefused(key) || carriesRefused(item));
  }
  return false;
}

/** Where a value travels: in a URL (query, path, form body: strings only) or in JSON. */
export type Where = 'url' | 'json';

const oddStrings = fc.constantFrom(
  '',
  ' ',
  '-1',
  '0',
  '1',
  '2',
  '1.5',
  '1e309',
  '99999999999999999999',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '%',
  '_',
  '\\',
  'a\\',
  "' OR 1=1 --",
  '../../etc/passwd',
  '2024-02-30',
  '0000-00-00T00:00:00Z',
  '9999-12-31',
  '💥🎰',
  'x'.repeat(3000),
  'ü'.repeat(600),
  '\u2028\t\n',
  'ARC',
  'PG',
  'EN',
  '63',
  '9171234567',
  'user@example.com',
);

/** Any code point, and in JSON any UTF-16 unit (lone surrogates included). */
const anyUnit = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
);

const stringsWithRefused = (where: Where) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.string({ maxLength: 24 }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 8, unit: where === 'url' ? 'binary' : anyUnit }) },
    { weight: 3, arbitrary: oddStrings },
    { weight: 1, arbitrary: fc.constantFrom(...(where === 'url' ? REFUSED_IN_URL : REFUSED_IN_JSON)) },
  );

/** Strings of every kind; with `refused`, now and then one PostgreSQL cannot store. */
export const strings = (where: Where, refused: boolean): fc.Arbitrary<string> =>
  refused ? stringsWithRefused(where) : stringsWithRefused(where).filter((text) => !carriesRefused(text));

export const numbers = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1, 100, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, 0.1, 1.005),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A value of any shape: what arrives when the client sends the wrong kind of thing. */
export const wrongShape = (where: Where, refused: boolean): fc.Arbitrary<unknown> => {
  const text = strings(where, refused);
  if (where === 'url') return text;
  return fc.oneof(text, numbers, fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 3 }), {
    arbitrary: fc.dictionary(text, text, { maxKeys: 3 }),
    weight: 1,
  });
};
