/**
 * The search words of a catalogue, for the name search in memory: every distinct word (in
 * UTF-16 order, so the words that start with a prefix are one run) with the positions of the
 * games that have it, ascending. A search word matches a game when it starts one of the game's
 * words, as `search @@ 'word':*` does in SQL (search-terms.ts), and every word of a search must.
 */
export class WordIndex {
  private readonly words: string[];
  private readonly postings: Int32Array[];
  /** Positions per searched prefix, built on first use (searches repeat); bounded. */
  private readonly prefixes = new Map<string, Int32Array>();

  /** `wordsOf(position)`: the distinct words of the game at that position. */
  constructor(count: number, wordsOf: (position: number) => readonly string[]) {
    const byWord = new Map<string, number[]>();
    for (let position = 0; position < count; position++) {
      for (const word of wordsOf(position)) {
        const known = byWord.get(word);
        if (known) known.push(position);
        else byWord.set(word, [position]);
      }
    }
    this.words = [...byWord.keys()].sort();
    this.postings = this.words.map((word) => Int32Array.from(byWord.get(word) ?? []));
  }

  /** Positions of the games every word of `terms` matches as a prefix, ascending. */
  match(terms: readonly string[]): Int32Array {
    const lists = terms.map((term) => this.prefixed(term)).sort((a, b) => a.length - b.length);
    let result = lists[0] ?? new Int32Array(0);
    for (let i = 1; i < lists.length && result.length > 0; i++) result = intersect(result, lists[i] as Int32Array);
    return result;
  }

  private prefixed(prefix: string): Int32Array {
    const known = this.prefixes.get(prefix);
    if (known) return known;
    let low = 0;
    let high = this.words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.words[middle] as string) < prefix) low = middle + 1;
      else high = middle;
    }
    const lists: Int32Array[] = [];
    for (let at = low; at < this.words.length && (this.words[at] as string).startsWith(prefix); at++) {
      lists.push(this.postings[at] as Int32Array);
    }
    const positions = lists.length === 1 ? (lists[0] as Int32Array) : union(lists);
    // Kept for the next search of the same prefix; a flood of distinct ones starts the memo over.
    if (this.prefixes.size >= PREFIXES_KEPT) this.prefixes.clear();
    this.prefixes.set(prefix, positions);
    return positions;
  }
}

const PREFIXES_KEPT = 2_000;

function union(lists: readonly Int32Array[]): Int32Array {
  let size = 0;
  for (const list of lists) size += list.length;
  const all = new Int32Array(size);
  let at = 0;
  for (const list of lists) {
    all.set(list, at);
    at += list.length;
  }
  all.sort();
  let kept = 0;
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[kept++] = all[i] as number;
  return all.slice(0, kept);
}

function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let kept = 0;
  let j = 0;
  for (let i = 0; i < a.length; i++) {
    const value = a[i] as number;
    while (j < b.length && (b[j] as number) < value) j++;
    if (j === b.length) break;
    if (b[j] === value) out[kept++] = value;
  }
  return out.slice(0, kept);
}
