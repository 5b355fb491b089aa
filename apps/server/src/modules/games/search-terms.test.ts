import { describe, expect, it } from 'vitest';
import { foldName, searchQuery, searchVector, searchWords } from './search-terms.ts';

describe('foldName', () => {
  it('lower-cases, removes Latin accents and collapses spaces', () => {
    expect(foldName('  Rồng   Vàng  ')).toBe('rong vang');
    expect(foldName('Đấu Trường Đá Gà')).toBe('dau truong da ga');
    expect(foldName('GOLDEN Dragon')).toBe('golden dragon');
  });

  it('keeps marks of other scripts (Thai vowels, Japanese voicing)', () => {
    expect(foldName('มังกรทองคำ')).toBe('มังกรทองคำ');
    expect(foldName('ドラゴン')).toBe('ドラゴン');
  });
});

describe('searchWords', () => {
  it('gives the words of spaced languages', () => {
    expect(searchWords('Golden Dragon: Hold & Win', 'EN')).toEqual(['golden', 'dragon', 'hold', 'win']);
    expect(searchWords('Rồng Vàng', 'VI')).toEqual(['rong', 'vang']);
  });

  it('starts a word at every Chinese character', () => {
    expect(searchWords('黄金巨龙', 'CN')).toEqual(['黄金巨龙', '金巨龙', '巨龙', '龙']);
  });

  it('splits Thai and Japanese by dictionary, keeping the rest of the run', () => {
    expect(searchWords('มังกรทองคำ', 'TH')).toEqual(['มังกรทองคำ', 'ทองคำ']);
    expect(searchWords('ゴールデン・ドラゴン デラックス', 'JA')).toEqual(['ゴールデン', 'ドラゴン', 'デラックス']);
    expect(searchWords('闘鶏アリーナ 1', 'JA')).toContain('アリーナ');
  });
});

describe('searchVector and searchQuery', () => {
  it('writes a tsvector literal of every language, each word once', () => {
    const vector = searchVector({ EN: 'Lucky Tiger', TY: 'Masuwerteng Tigre', VI: 'Hổ May Mắn' });
    expect(vector.split(' ').sort()).toEqual([
      "'ho'",
      "'lucky'",
      "'man'",
      "'masuwerteng'",
      "'may'",
      "'tiger'",
      "'tigre'",
    ]);
  });

  it('quotes what the literal syntax needs', () => {
    expect(searchQuery("it's")).toBe("'it':* & 's':*");
    expect(searchVector({ EN: 'a\\b' })).toBe("'a' 'b'");
  });

  it('makes every word of a search a prefix that must match', () => {
    expect(searchQuery('  Golden  DR ')).toBe("'golden':* & 'dr':*");
    expect(searchQuery('Rồng')).toBe("'rong':*");
  });

  it('has no query for a search without letters or digits', () => {
    expect(searchQuery('  ')).toBeNull();
    expect(searchQuery('%_*&!')).toBeNull();
  });
});
