import { TtlCache } from './cache.ts';
import type { Db } from './db/db.ts';

/** The channel the database's triggers notify on (migration 029-change-notices). */
export const CHANGES_CHANNEL = 'arcadia_changes';

export type ChangeTopic = 'brand' | 'session' | 'member' | 'vendor' | 'catalogue';

/**
 * What the database says changed, heard by every server process on it. Caches that keep
 * settings or sessions in the process drop an entry when its notice arrives; while notices
 * may be missed (the listening connection is down, or not yet up), they are not used at all.
 */
export interface ChangeFeed {
  /** Notices arrive: a cache may answer from memory. */
  readonly live: boolean;
  /** Changes each time notices may have been missed: what a cache holds from before is stale. */
  readonly epoch: number;
  /** Calls `listener` with the key of each notice on `topic` (`brand:7` → 7 on 'brand'). */
  on(topic: ChangeTopic, listener: (key: string) => void): void;
  /** Resolves true once notices arrive, or false after `ms` (start-up waits for it, briefly). */
  whenLive(ms: number): Promise<boolean>;
}

class Feed implements ChangeFeed {
  live = false;
  epoch = 0;
  private readonly listeners = new Map<string, ((key: string) => void)[]>();
  private readonly wakeUps: (() => void)[] = [];

  constructor(db: Db) {
    db.listen(
      CHANGES_CHANNEL,
      (payload) => this.notice(payload),
      (live) => {
        if (this.live !== live) this.epoch++;
        this.live = live;
        if (live) for (const wake of this.wakeUps.splice(0)) wake();
      },
    );
  }

  whenLive(ms: number): Promise<boolean> {
    if (this.live) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(this.live), ms);
      this.wakeUps.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  on(topic: ChangeTopic, listener: (key: string) => void) {
    const known = this.listeners.get(topic);
    if (known) known.push(listener);
    else this.listeners.set(topic, [listener]);
  }

  private notice(payload: string) {
    const split = payload.indexOf(':');
    if (split < 0) return;
    const key = payload.slice(split + 1);
    for (const listener of this.listeners.get(payload.slice(0, split)) ?? []) listener(key);
  }
}

const feeds = new WeakMap<object, ChangeFeed>();

/** The feed of a database (one per database `home`, started on first use). */
export function changesOf(db: Db): ChangeFeed {
  const known = feeds.get(db.home);
  if (known) return known;
  const feed = new Feed(db);
  feeds.set(db.home, feed);
  return feed;
}

/**
 * A TtlCache that trusts itself only while change notices flow: it answers from memory when
 * the feed is live and nothing may have been missed since its entries were loaded, else it
 * loads. Its owner drops entries on the notices that concern them.
 */
export class SharedCache<V> {
  private readonly cache: TtlCache<V>;
  private epoch: number;

  constructor(
    private readonly feed: ChangeFeed,
    ttlMs: number,
    maxEntries?: number,
  ) {
    this.cache = new TtlCache<V>(ttlMs, maxEntries);
    this.epoch = feed.epoch;
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.feed.live) return load();
    if (this.epoch !== this.feed.epoch) {
      this.cache.clear();
      this.epoch = this.feed.epoch;
    }
    return this.cache.get(key, load);
  }

  /** The value already in the process and still good, without waiting (see TtlCache.peek); never while notices are not heard. */
  peek(key: string): { value: V } | undefined {
    if (!this.feed.live || this.epoch !== this.feed.epoch) return undefined;
    return this.cache.peek(key);
  }

  delete(key: string) {
    this.cache.delete(key);
  }

  clear() {
    this.cache.clear();
  }
}
