interface Entry<V> {
  value: Promise<V>;
  expires: number;
  /** The loaded value, once the load has succeeded. */
  settled?: { value: V };
}

/** A small in-process cache with a time limit per entry, for read-heavy catalogue data. */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
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
    const entry: Entry<V> = { value, expires: Date.now() + this.ttlMs };
    this.entries.set(key, entry);
    value.then(
      (loaded) => {
        entry.settled = { value: loaded };
      },
      () => this.entries.delete(key),
    );
    return value;
  }

  /** The value already loaded and still fresh, without waiting; undefined while loading, failed or expired. */
  peek(key: string): { value: V } | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expires > Date.now() ? hit.settled : undefined;
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
