import { describe, expect, it } from 'vitest';
import { inList, padded } from './in-list.ts';

describe('lists of values in a prepared statement', () => {
  it('names one parameter per value', () => {
    expect(inList('key', 3, 2)).toBe('key IN ($3, $4)');
    expect(inList('member_id', 1, 1)).toBe('member_id IN ($1)');
  });

  it('pads a list to the next power of two with its last value', () => {
    expect(padded([])).toEqual([]);
    expect(padded(['a'])).toEqual(['a']);
    expect(padded(['a', 'b'])).toEqual(['a', 'b']);
    expect(padded(['a', 'b', 'c'])).toEqual(['a', 'b', 'c', 'c']);
    expect(padded([1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4, 5, 5, 5, 5]);
  });
});
