/**
 * Short-lived keys and counters shared by every server process: rate limits,
 * captcha answers, replay nonces. In the database by default, in Redis when
 * REDIS_URL is set. Every operation is atomic across processes.
 */
/** A counter that lives `ttlSeconds` from its first increment. */
export interface Counter {
  key: string;
  ttlSeconds: number;
}

export interface Kv {
  /** Adds one to a counter that lives `ttlSeconds` from its first increment; returns the new count. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  /** Stores the value only when the key is absent (or expired); true when it stored it. */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  get(key: string): Promise<string | null>;
  /** Reads and deletes in one step, so a value is used once. */
  take(key: string): Promise<string | null>;
  del(key: string): Promise<void>;
  /** Takes one back from a counter (never below zero): an attempt counted but never evaluated. */
  release(key: string): Promise<void>;
  /**
   * One round trip: adds one to each counter (as `incr`) and reads `readKeys` (as `get`; a counter
   * made by `incr` reads as its count, as Redis answers). The login's gate counts the attempt for
   * the address and for the account, and reads the lock and captcha flags, together.
   */
  incrAndGet(
    counters: readonly Counter[],
    readKeys: readonly string[],
  ): Promise<{ counts: number[]; values: (string | null)[] }>;
  /**
   * `setIfAbsent(claimKey, '1', claimTtlSeconds)` and `incrAndGet` in one round trip: a password
   * login claims its sealed body's nonce, counts the attempt and reads its lock and flags together.
   * The counters count whether or not the claim succeeds (a replay spends the budgets too).
   */
  claimIncrAndGet(
    claimKey: string,
    claimTtlSeconds: number,
    counters: readonly Counter[],
    readKeys: readonly string[],
  ): Promise<{ claimed: boolean; counts: number[]; values: (string | null)[] }>;
  /** Deletes every key in one round trip. */
  delMany(keys: readonly string[]): Promise<void>;
  /** A store outside the database (Redis) answers when reachable, for readiness; the database store has none. */
  ping?(): Promise<void>;
  close(): Promise<void>;
}
