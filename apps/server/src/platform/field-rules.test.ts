import { translate } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fieldRule } from './field-rules.ts';

/** Issue 35: a refused input names its field and the rule it broke, for every kind of schema check. */

const schema = z.object({
  title: z.strictObject({ EN: z.string().check(z.trim(), z.minLength(1), z.maxLength(5)), VI: z.optional(z.string()) }),
  amount: z.int().check(z.minimum(1), z.maximum(10)),
  tags: z.array(z.string()).check(z.maxLength(2)),
  kind: z.enum(['a', 'b']),
  code: z.string().check(z.regex(/^\d+$/)),
});

/** The issues as fastify-type-provider-zod hands them to the error handler. */
function rules(input: unknown) {
  const result = schema.safeParse(input);
  return (result.error?.issues ?? []).map((issue) => {
    const { path, code, message, ...params } = issue;
    const rule = fieldRule({ keyword: code, instancePath: `/${path.join('/')}`, message, params }, 'body', input);
    return { ...rule, text: translate('EN', rule.key, rule.params) };
  });
}

describe('the rule a field broke', () => {
  it('names a missing field as required, and a wrong type by what was expected', () => {
    expect(rules({ title: { VI: 'x' }, amount: 'ten', tags: [], kind: 'a', code: '1' })).toEqual([
      { field: 'title.EN', key: 'input-required', text: 'Input cannot be empty.' },
      { field: 'amount', key: 'rule.type', params: { expected: 'number' }, text: 'Must be a number.' },
    ]);
  });

  it('gives lengths, bounds, choices, formats and unknown keys with their figures', () => {
    expect(
      rules({ title: { EN: 'too long', XX: 'y' }, amount: 11, tags: ['1', '2', '3'], kind: 'c', code: 'x1' }),
    ).toEqual([
      { field: 'title.EN', key: 'rule.too-long', params: { max: '5' }, text: 'At most 5 characters.' },
      { field: 'title', key: 'rule.unknown-keys', params: { keys: 'XX' }, text: 'Unknown fields: XX.' },
      { field: 'amount', key: 'rule.too-big', params: { max: '10' }, text: 'At most 10.' },
      { field: 'tags', key: 'rule.too-many', params: { max: '2' }, text: 'At most 2 items.' },
      { field: 'kind', key: 'rule.one-of', params: { values: 'a, b' }, text: 'Must be one of: a, b.' },
      { field: 'code', key: 'rule.format', text: 'Not in the expected format.' },
    ]);
    expect(rules({ title: { EN: ' ' }, amount: 0, tags: [], kind: 'a', code: '1' })).toEqual([
      { field: 'title.EN', key: 'input-required', text: 'Input cannot be empty.' },
      { field: 'amount', key: 'rule.too-small', params: { min: '1' }, text: 'At least 1.' },
    ]);
  });
});
