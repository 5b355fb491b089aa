/**
 * The one database interface. PGlite (embedded) and a PostgreSQL server both
 * implement it with the same SQL, so every query runs on either.
 */
export type SqlParam = string | number | boolean | null | Date | bigint | Uint8Array | readonly unknown[] | object;

/**
 * `name` makes the statement a prepared one on PostgreSQL: parsed and planned once per
 * connection, then only executed (hot paths). The same name always goes with the same text.
 */
export interface QueryOptions {
  name?: string;
}

export interface Db {
  query<T extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly SqlParam[],
    options?: QueryOptions,
  ): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** First row or undefined. */
  one<T extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly SqlParam[],
    options?: QueryOptions,
  ): Promise<T | undefined>;
  /** Runs `work` in one transaction; a throw rolls it back. */
  tx<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** The same object for a database and every transaction on it: process caches of that database key on it. */
  readonly home: object;
  /**
   * Hears NOTIFY on `channel` (a plain lower-case name): on a connection of its own (PostgreSQL,
   * reconnected after a loss) or on the one connection (PGlite). `onState(false)` says notices may
   * have been missed since; `onState(true)`, that they arrive again.
   */
  listen(channel: string, onNotice: (payload: string) => void, onState: (live: boolean) => void): void;
  /** Connections of a pool (PostgreSQL): open, idle, and callers waiting for one (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export const withOne = (query: Db['query']): Db['one'] =>
  async function one(sql, params, options) {
    const rows = await query(sql, params, options);
    return rows[0] as never;
  };

/** The database refused a write because it broke the named CHECK constraint (SQLSTATE 23514), on either client. */
export const breaksCheck = (error: unknown, constraint: string): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === '23514' &&
  // PostgreSQL names the constraint in its own field; PGlite's error may carry it only in the message.
  String((error as { constraint?: string; message?: string }).constraint ?? (error as Error).message).includes(
    constraint,
  );
