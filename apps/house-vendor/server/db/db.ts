import { mkdirSync } from 'node:fs';

export type SqlParam = string | number | boolean | null | Date | readonly unknown[] | Record<string, unknown>;

/** The vendor's own database: a pool of PostgreSQL or an embedded PGlite, the same SQL on both. */
export interface Db {
  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  one<T extends object = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T | undefined>;
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction; a throw rolls it back. A nested call joins the outer one. */
  tx<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

type Runner = { query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }> };

function over(runner: Runner, tx: Db['tx'], exec: Db['exec'], close: Db['close']): Db {
  const query: Db['query'] = async (sql, params = []) => (await runner.query(sql, params as unknown[])).rows as never;
  return { query, one: async (sql, params) => (await query(sql, params))[0] as never, exec, tx, close };
}

/** PostgreSQL at `url` (HOUSE_DATABASE_URL). */
export async function openPostgres(url: string, max = 10): Promise<Db> {
  const { default: pg } = await import('pg');
  // int8 as text (ids, amounts read as strings are converted where read): nothing silently rounds.
  pg.types.setTypeParser(20, (value) => value);
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  const tx: Db['tx'] = async (work) => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const inner = over(
        client,
        (nested) => nested(inner),
        (sql) => client.query(sql).then(() => {}),
        async () => {},
      );
      const result = await work(inner);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };
  return over(
    pool,
    tx,
    (sql) => pool.query(sql).then(() => {}),
    () => pool.end(),
  );
}

/** Embedded PGlite in `dataDir` (null: in memory, the tests). */
export async function openPglite(dataDir: string | null): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const { PGlite, types } = await import('@electric-sql/pglite');
  const pg = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    parsers: { [types.INT8]: (value: string) => value },
  });
  const exec: Db['exec'] = async (sql) => {
    await pg.exec(sql);
  };
  const tx: Db['tx'] = (work) =>
    pg.transaction((t) => {
      const inner = over(
        t,
        (nested) => nested(inner),
        async (sql) => void (await t.exec(sql)),
        async () => {},
      );
      return work(inner);
    });
  return over(pg, tx, exec, () => pg.close());
}
