import type { FieldError } from './errors.ts';

/** The value at `path` in a request's input (json paths only: objects and arrays). */
function valueAt(input: unknown, path: readonly string[]): unknown {
  let at = input;
  for (const step of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[step];
  }
  return at;
}

/** What fastify-type-provider-zod reports of one zod issue: its code, its path, its details. */
export interface SchemaIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const SIZED: Record<string, { small: string; big: string }> = {
  string: { small: 'rule.too-short', big: 'rule.too-long' },
  array: { small: 'rule.too-few', big: 'rule.too-many' },
  set: { small: 'rule.too-few', big: 'rule.too-many' },
};
const list = (value: unknown) => (Array.isArray(value) ? value.map(String).join(', ') : String(value));

/**
 * The field a schema refused and the rule it broke, as a translatable key with its parameters
 * (`rule.too-long` with `max`, `input-required`, …): a caller is told what to change, not only
 * that something is wrong. `where` names the part of the request when the issue has no path, and
 * `input` is that part as sent.
 */
export function fieldRule(issue: SchemaIssue, where: string, input: unknown): FieldError {
  const path = issue.instancePath.split('/').filter(Boolean);
  const field = path.join('.') || where;
  const { params } = issue;
  const sized = SIZED[String(params.origin)];
  switch (issue.keyword) {
    case 'invalid_type':
      // zod/mini says only what it expected: a field absent from the input is a missing one.
      return valueAt(input, path) === undefined
        ? { field, key: 'input-required' }
        : { field, key: 'rule.type', params: { expected: String(params.expected) } };
    case 'too_small':
      if (sized?.small === 'rule.too-short' && Number(params.minimum) === 1) return { field, key: 'input-required' };
      return { field, key: sized?.small ?? 'rule.too-small', params: { min: String(params.minimum) } };
    case 'too_big':
      return { field, key: sized?.big ?? 'rule.too-big', params: { max: String(params.maximum) } };
    case 'invalid_value':
      return { field, key: 'rule.one-of', params: { values: list(params.values) } };
    case 'unrecognized_keys':
      return { field, key: 'rule.unknown-keys', params: { keys: list(params.keys) } };
    case 'invalid_format':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return { field, key: 'rule.format' };
    default:
      return { field, key: 'bad-request' };
  }
}
