/** A small in-process cache with a time limit per entry, for read-heavy catalogue data. */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  /** The cached value, or the loader's (shared by concurrent callers; failures are not kept). */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }
}

/**
 * One cache per database (its `home`, shared by its transactions), made on first use:
 * tests open several databases in one process, and a cache must never answer for another.
 */
export function perDatabase<C, D extends { home: object } = { home: object }>(make: (db: D) => C): (db: D) => C {
  const caches = new WeakMap<object, C>();
  return (db) => {
    const known = caches.get(db.home);
    if (known) return known;
    const made = make(db);
    caches.set(db.home, made);
    return made;
  };
}
