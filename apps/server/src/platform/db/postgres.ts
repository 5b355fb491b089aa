import pg from 'pg';
import { unavailableDependency } from '../availability.ts';
import { type Db, type QueryOptions, type SqlParam, withOne } from './db.ts';
import { noteStatement } from './statements.ts';

// bigint columns come back as strings by default; money never exceeds 2^53 minor units
// in one row, but keep them exact: callers convert with BigInt/Number deliberately.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

export interface PostgresOptions {
  max?: number;
  /** A new connection, or a free one from the pool, within this long; else the query fails (503). */
  connectTimeoutMs?: number;
  /** Server-side limit per statement (0: none); a dead link is given up a second after it. */
  statementTimeoutMs?: number;
}

/** One statement for the driver: counted by the hook, and prepared when named. */
function config(sql: string, params: readonly SqlParam[], options: QueryOptions | undefined): pg.QueryConfig {
  noteStatement(sql);
  return { text: sql, values: params as unknown[], ...(options?.name ? { name: options.name } : {}) };
}

/** A PostgreSQL server through a connection pool (`options` a number: just the pool size). */
export function openPostgres(connectionString: string, given: PostgresOptions | number = {}): Db {
  const options = typeof given === 'number' ? { max: given } : given;
  const statementTimeout = options.statementTimeoutMs ?? 0;
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    keepAlive: true,
    ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
    ...(statementTimeout > 0 ? { statement_timeout: statementTimeout, query_timeout: statementTimeout + 1000 } : {}),
  });
  // An idle connection the server drops (restart, failover, DROP DATABASE) must not crash the process;
  // the pool discards it and the next query opens a fresh one.
  pool.on('error', () => {});
  const home = {};
  const listen = listening(connectionString);
  const wrapClient = (client: pg.PoolClient): Db => {
    const query: Db['query'] = async (sql, params = [], options) =>
      (await client.query(config(sql, params, options))).rows;
    return {
      kind: 'postgres',
      home,
      query,
      exec: async (sql) => {
        noteStatement(sql);
        await client.query(sql);
      },
      one: withOne(query),
      tx: (work) => work(wrapClient(client)),
      listen: listen.start,
      close: async () => {},
    };
  };
  const query: Db['query'] = async (sql, params = [], options) => (await pool.query(config(sql, params, options))).rows;
  return {
    kind: 'postgres',
    home,
    query,
    exec: async (sql) => {
      noteStatement(sql);
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
        noteStatement('BEGIN');
        await client.query('BEGIN');
        const result = await work(wrapClient(client));
        noteStatement('COMMIT');
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A connection that timed out or was lost is not asked to roll back (it would wait again):
        // destroying it ends the transaction on the server.
        if (!broken && unavailableDependency(error)) broken = error as Error;
        if (!broken) await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.off('error', onError);
        // A broken connection is destroyed rather than returned to the pool.
        client.release(broken);
      }
    },
    listen: listen.start,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await listen.stop();
      await pool.end();
    },
  };
}

/**
 * LISTEN on connections outside the pool (a pooled one would be handed to other work). A lost
 * connection reports `onState(false)` and is replaced a second later, until `stop`.
 */
function listening(connectionString: string) {
  const clients = new Set<pg.Client>();
  let stopped = false;
  const start: Db['listen'] = (channel, onNotice, onState) => {
    if (stopped) return;
    const client = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: 5000 });
    let lost = false;
    const drop = () => {
      if (lost) return;
      lost = true;
      clients.delete(client);
      onState(false);
      client.end().catch(() => {});
      if (!stopped) setTimeout(() => start(channel, onNotice, onState), 1000).unref();
    };
    client.on('error', drop);
    client.on('end', drop);
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotice(message.payload);
    });
    clients.add(client);
    client
      .connect()
      .then(() => client.query(`LISTEN ${channel}`))
      .then(() => {
        if (!lost) onState(true);
      }, drop);
  };
  const stop = async () => {
    stopped = true;
    await Promise.all([...clients].map((client) => client.end().catch(() => {})));
  };
  return { start, stop };
}
