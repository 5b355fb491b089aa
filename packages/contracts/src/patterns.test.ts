import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PATTERNS, patternById } from './patterns.ts';

const examples: Record<number, { good: string[]; bad: string[] }> = {
  1: { good: ['anything at all!', '中文 ok'], bad: [] },
  2: { good: ['abc123', 'Z'], bad: ['1abc', 'ab_c', ''] },
  3: { good: ['中文123', '汉字'], bad: ['abc', '中 文'] },
  4: { good: ['a@b.co', 'first.last@example.com'], bad: ['a@b', 'no at.com', 'a@@b.com'] },
  5: { good: ['abc123', 'ABC'], bad: ['abc-123', 'a b'] },
  6: { good: ['abc123', '1a'], bad: ['abcdef', '123456', 'ab_12'] },
  7: { good: ['0123456789'], bad: ['12a', '+63'] },
  8: { good: ['Abc123', 'ABC'], bad: ['abc123', 'Ab-1'] },
  9: { good: ['John Smith'], bad: ['John3', 'Jöhn'] },
  10: { good: ['no-spaces!'], bad: ['has space', 'tab\there'] },
  11: { good: ['中文，标点。'], bad: ['中文abc'] },
  12: { good: ['Jöhn Smith', 'Nguyễn Văn A'], bad: ['John3'] },
  13: { good: ['2024-02-29', '12-31-1999'], bad: ['2024/02/29', '2024-13-01', '31-12-1999'] },
  14: { good: ['한국어'], bad: ['한국 어', 'abc'] },
  15: { good: ['ภาษาไทย'], bad: ['ไทย abc'] },
  16: { good: ['ไทย abc'], bad: ['ไทย1'] },
  17: { good: ['JOHN SMITH'], bad: ['John', '   '] },
  18: { good: ['a1!#$'], bad: ['a b', 'ไทย'] },
  19: { good: ['Abcd12!@'], bad: ['abcd12!@', 'ABCD12!@', 'Abcdef!@', 'Abcd1234'] },
};

describe('validation patterns', () => {
  it('has the 19 patterns of the catalogue, ids 1 to 19', () => {
    expect(PATTERNS.map((pattern) => pattern.id)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
  });

  for (const [id, { good, bad }] of Object.entries(examples)) {
    it(`pattern ${id} accepts and refuses the right values`, () => {
      const pattern = patternById(Number(id));
      for (const value of good) expect(pattern?.regex.test(value), value).toBe(true);
      for (const value of bad) expect(pattern?.regex.test(value), value).toBe(false);
    });
  }

  it('digits-only accepts every string of digits and nothing with a letter', () => {
    const digits = patternById(7)?.regex;
    fc.assert(fc.property(fc.stringMatching(/^\d{1,30}$/), (value) => digits?.test(value) === true));
    fc.assert(fc.property(fc.string(), fc.constantFrom('a', 'Z', ' ', '-'), (s, c) => !digits?.test(`${s}${c}`)));
  });
});
