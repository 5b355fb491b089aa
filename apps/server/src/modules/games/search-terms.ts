import { LANGUAGES, type Language } from '@arcadia/contracts';

/**
 * Game-name search. Each game keeps one tsvector of search words built here
 * from its names in every language; a search is a tsquery of word prefixes, all
 * of which must match ("golden dr" finds "Golden Dragon"; "ragon" does not).
 * Both are written as literals, never through PostgreSQL's text parser, so
 * PGlite (C locale) and a PostgreSQL server (any locale) agree, and a GIN index
 * answers the prefix match on either.
 *
 * Search words: for every word start (ICU word boundaries, so Thai and Japanese
 * split by dictionary) the rest of the unspaced run from there. Chinese has no
 * spaces, so every character starts one: "巨龙" finds "黄金巨龙", "ทอง" finds "มังกรทองคำ".
 */

/** Lower case, Latin accents removed (Rồng → rong, đ → d), spaces collapsed; other scripts as they are. */
export function foldName(text: string): string {
  // Most names are plain ASCII; they skip the Unicode work (the seed folds 14,000 names).
  if (/^[\x20-\x7e]*$/.test(text)) return text.toLowerCase().replace(/ +/g, ' ').trim();
  return text
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/đ/g, 'd')
    .replace(/\s+/g, ' ')
    .trim();
}

const segmenters = new Map<'TH' | 'JA', Intl.Segmenter>();
const segmenterFor = (language: 'TH' | 'JA') => {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language === 'TH' ? 'th' : 'ja', { granularity: 'word' });
    segmenters.set(language, segmenter);
  }
  return segmenter;
};

/** Unspaced runs of letters, marks and digits: what a search word can match inside. */
const RUN = /[\p{L}\p{M}\p{N}]+/gu;
/** Longest search word kept; a longer search still matches on its first part. */
export const WORD_MAX = 48;

/** The search words of one name in one language. */
export function searchWords(name: string, language: Language): string[] {
  const folded = foldName(name);
  const starts = new Set<number>();
  // Spaced scripts start words at runs; Thai and Japanese need the dictionary.
  // A Japanese name of katakana words is already split by its spaces and middle dots.
  if (language === 'TH' || (language === 'JA' && /[\p{Script=Han}\p{Script=Hiragana}]/u.test(folded))) {
    for (const part of segmenterFor(language).segment(folded)) if (part.isWordLike) starts.add(part.index);
  }
  const words = new Set<string>();
  for (const run of folded.matchAll(RUN)) {
    const end = run.index + run[0].length;
    for (let at = run.index; at < end; at++) {
      // Every run start counts; inside a run, word starts (every character for Chinese).
      if (at !== run.index && language !== 'CN' && !starts.has(at)) continue;
      words.add(folded.slice(at, end).slice(0, WORD_MAX));
    }
  }
  return [...words];
}

const quote = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** The tsvector literal of a game's names (any subset of the languages). */
export function searchVector(names: Partial<Record<Language, string>>): string {
  const words = new Set<string>();
  for (const language of LANGUAGES) {
    const name = names[language];
    if (name) for (const word of searchWords(name, language)) words.add(word);
  }
  return [...words].map(quote).join(' ');
}

/** The words of a search (each matches as a prefix; at most 8), or null when it has none. */
export function searchTerms(search: string): string[] | null {
  const words = [...foldName(search).matchAll(RUN)].map((match) => match[0].slice(0, WORD_MAX)).slice(0, 8);
  return words.length === 0 ? null : words;
}

/** The tsquery literal of a search (every word as a prefix), or null when it has no words. */
export function searchQuery(search: string): string | null {
  return (
    searchTerms(search)
      ?.map((word) => `${quote(word)}:*`)
      .join(' & ') ?? null
  );
}

/**
 * The words of a tsvector as PostgreSQL writes it (`'gold' 'it''s'`: quoted, quotes doubled,
 * backslashes escaped; positions, which ours never have, skipped).
 */
export function vectorWords(vector: string): string[] {
  // Our words are letters, marks and digits: no backslash, so each word ends at a lone quote.
  if (vector.includes('\\')) return escapedVectorWords(vector);
  const words: string[] = [];
  let start = vector.indexOf("'");
  while (start >= 0) {
    let word = '';
    let from = start + 1;
    let end = vector.indexOf("'", from);
    while (end >= 0 && vector[end + 1] === "'") {
      word += `${vector.slice(from, end)}'`;
      from = end + 2;
      end = vector.indexOf("'", from);
    }
    if (end < 0) end = vector.length;
    words.push(word + vector.slice(from, end));
    start = vector.indexOf("'", end + 1);
  }
  return words;
}

function escapedVectorWords(vector: string): string[] {
  const words: string[] = [];
  let at = 0;
  while (at < vector.length) {
    if (vector[at] !== "'") {
      at++;
      continue;
    }
    let word = '';
    for (at++; at < vector.length; at++) {
      const char = vector[at];
      if (char === '\\') word += vector[++at] ?? '';
      else if (char === "'" && vector[at + 1] === "'") word += vector[at++];
      else if (char === "'") break;
      else word += char;
    }
    words.push(word);
    // Past the closing quote and any positions (`:1,3A`) up to the next word.
    at++;
  }
  return words;
}
