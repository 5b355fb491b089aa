import { describe, expect, it } from 'vitest';
import { searchTerms, vectorWords } from './search-terms.ts';
import { WordIndex } from './word-index.ts';

/** Games by position, each with its search words. */
const games = [
  ['golden dragon', 'dragon', 'rong vang', 'vang'],
  ['gold rush', 'rush'],
  ['lucky dragon', 'dragon'],
  ['巨龙', '龙'],
  ['mahjong ways', 'ways'],
  ['dragon tiger', 'tiger'],
];
const index = new WordIndex(games.length, (position) => games[position] ?? []);
const find = (search: string) => [...index.match(searchTerms(search) ?? [])];

describe('the word index', () => {
  it('finds games one of whose words starts with each search word, in position order', () => {
    expect(find('drag')).toEqual([0, 2, 5]);
    expect(find('gold')).toEqual([0, 1]);
    expect(find('golden dr')).toEqual([0]);
    expect(find('DRAGON   tiger')).toEqual([5]);
    expect(find('龙')).toEqual([3]);
    expect(find('Rồng')).toEqual([0]);
  });

  it('matches word starts only, and nothing for an unknown word', () => {
    expect(find('ragon')).toEqual([]);
    expect(find('zzz')).toEqual([]);
    expect(find('gold zzz')).toEqual([]);
  });

  it('answers the same for a prefix asked again (kept) as the first time', () => {
    expect(find('ma')).toEqual([4]);
    expect(find('ma')).toEqual([4]);
    expect(find('d')).toEqual([0, 2, 5]);
  });
});

describe('tsvector words', () => {
  it('reads the words as PostgreSQL writes them, quotes and backslashes unescaped, positions skipped', () => {
    expect(vectorWords('')).toEqual([]);
    expect(vectorWords(`'gold' 'golden dragon'`)).toEqual(['gold', 'golden dragon']);
    expect(vectorWords(`'it''s' 'a\\\\b' '巨龙'`)).toEqual(["it's", 'a\\b', '巨龙']);
    expect(vectorWords(`'cat':1,3A 'dog':2`)).toEqual(['cat', 'dog']);
    expect(vectorWords(`'it''s' '''' 'ok'`)).toEqual(["it's", "'", 'ok']);
  });
});
