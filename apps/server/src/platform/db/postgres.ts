import pg from 'pg';
import { type Db, withOne } from './db.ts';

// bigint columns come back as strings by default; money never exceeds 2^53 minor units
// in one row, but keep them exact: callers convert with BigInt/Number deliberately.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

/** A PostgreSQL server through a connection pool. */
export function openPostgres(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection the server drops (restart, failover, DROP DATABASE) must not crash the process;
  // the pool discards it and the next query opens a fresh one.
  pool.on('error', () => {});
  const wrapClient = (client: pg.PoolClient): Db => {
    const query: Db['query'] = async (sql, params = []) => (await client.query(sql, params as unknown[])).rows;
    return {
      kind: 'postgres',
      query,
      exec: async (sql) => {
        await client.query(sql);
      },
      one: withOne(query),
      tx: (work) => work(wrapClient(client)),
      close: async () => {},
    };
  };
  const query: Db['query'] = async (sql, params = []) => (await pool.query(sql, params as unknown[])).rows;
  return {
    kind: 'postgres',
    query,
    exec: async (sql) => {
      await pool.query(sql);
    },
    one: withOne(query),
    async tx(work) {
      const client = await pool.connect();
      // A connection lost mid-transaction (server restart, failover) emits 'error' on the
      // checked-out client; unheard, it would crash the process. The failing query rejects anyway.
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken = error;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await work(wrapClient(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        if (!broken) await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.off('error', onError);
        // A broken connection is destroyed rather than returned to the pool.
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
