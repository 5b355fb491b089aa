import { describe, expect, it } from 'vitest';
import { coalesce } from './coalesce.ts';

describe('coalesce', () => {
  it('sends the keys asked for in one turn as one batch, each caller getting its own value', async () => {
    const batches: number[][] = [];
    const double = coalesce(async (keys: readonly number[]) => {
      batches.push([...keys]);
      return keys.map((key) => key * 2);
    });
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(await double(4)).toBe(8);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('fails every caller of a failed batch, and the next batch starts afresh', async () => {
    let fail = true;
    const load = coalesce(async (keys: readonly string[]) => {
      if (fail) throw new Error('down');
      return keys;
    });
    const failed = await Promise.allSettled([load('a'), load('b')]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await load('c')).toBe('c');
  });

  it('splits a turn with very many keys into batches of at most 500', async () => {
    const sizes: number[] = [];
    const same = coalesce(async (keys: readonly number[]) => {
      sizes.push(keys.length);
      return keys;
    });
    const keys = Array.from({ length: 1_200 }, (_, i) => i);
    expect(await Promise.all(keys.map(same))).toEqual(keys);
    expect(sizes).toEqual([500, 500, 200]);
  });
});
