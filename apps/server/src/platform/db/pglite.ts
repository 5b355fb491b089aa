import { mkdirSync } from 'node:fs';
import v8 from 'node:v8';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { type Db, type SqlParam, withOne } from './db.ts';
import { noteStatement } from './statements.ts';

/**
 * PGlite's memory is WASM memory, which grows and never shrinks, and its shared buffers are all
 * written (zeroed) at start: PostgreSQL's default 128 MB of them alone held 140 MB of an idle
 * server's 390 MB. The demo database is some 20 MB on disk and its hot rows fit in 16 MB; the
 * operating system caches the data folder behind them.
 */
const MEMORY = ['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'];

/** Embedded PostgreSQL (WASM). `dataDir` null keeps everything in memory (tests). */
export async function openPglite(dataDir: string | null): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return pgliteDb(await startPglite(dataDir ? { dataDir } : {}));
}

/**
 * PGlite's WebAssembly is compiled by V8's baseline compiler only (Liftoff), never optimised
 * (TurboFan). The optimising tier recompiled the hot part of PostgreSQL in the background at
 * every start: some 40 MB of an idle embedded server's memory and CPU while it started, for
 * about 10 % on queries that run long. Set before the module is compiled. It holds for all the
 * process's WebAssembly: besides PGlite only Node's own HTTP parser for outgoing fetch calls.
 */
const BASELINE_WASM_ONLY = '--liftoff-only';

/** A PGlite as the server sets it up; `loadDataDir` starts it from a dumped data folder (the tests' copy). */
// PGlite's module is loaded here, so a server on PostgreSQL never loads it.
export async function startPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> {
  v8.setFlagsFromString(BASELINE_WASM_ONLY);
  const { PGlite, types } = await import('@electric-sql/pglite');
  return PGlite.create({
    ...options,
    // int8 as text, as the pg driver is set up: both sides then see the same values.
    parsers: { [types.INT8]: (value: string) => value },
    startParams: [...PGlite.defaultStartParams, ...MEMORY],
  });
}

/** The Db over a started PGlite. */
export function pgliteDb(pg: PGlite): Db {
  // Caches key on `home`. A switch of search_path (the tests give each file its own schema
  // in one PGlite) makes another database for them, so it gets a new home.
  const state = { home: {} };
  const wrap = (runner: PGlite | Transaction, inTx: boolean): Db => {
    const query: Db['query'] = async (sql, params = []) => {
      noteStatement(sql);
      return (await runner.query(sql, params as SqlParam[] as unknown[])).rows as never;
    };
    return {
      kind: 'pglite',
      get home() {
        return state.home;
      },
      query,
      exec: async (sql) => {
        noteStatement(sql);
        await runner.exec(sql);
        if (/\bSET\s+search_path\b/i.test(sql)) state.home = {};
      },
      one: withOne(query),
      // PGlite has one connection; a nested tx joins the outer one.
      tx: (work) =>
        inTx
          ? work(wrap(runner, true))
          : pg.transaction((t) => {
              // PGlite sends BEGIN and COMMIT itself: counted as the pg client's are.
              noteStatement('BEGIN');
              return work(wrap(t, true)).then((result) => {
                noteStatement('COMMIT');
                return result;
              });
            }),
      listen: (channel, onNotice, onState) => {
        // One connection: its own notices come back to it, after the transaction that sent them commits.
        pg.listen(channel, onNotice).then(
          () => onState(true),
          () => onState(false),
        );
      },
      close: () => (pg.closed ? Promise.resolve() : pg.close()),
    };
  };
  return wrap(pg, false);
}
