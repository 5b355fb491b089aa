import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A hook on the database client: every statement either client (PGlite or pg) sends,
 * BEGIN and COMMIT included, is told to the listeners and counted in the scope it was
 * sent from. Tests and the bench use it to count the statements of one operation.
 */
export type StatementListener = (sql: string) => void;

const listeners = new Set<StatementListener>();
const scope = new AsyncLocalStorage<{ count: number }>();

/** Called by the clients for each statement they send. */
export function noteStatement(sql: string): void {
  const counter = scope.getStore();
  if (counter) counter.count++;
  for (const listener of listeners) listener(sql);
}

/** Hears every statement of every client in this process until the returned function is called. */
export function onStatement(listener: StatementListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs `work` and counts the statements sent from within it (and only from it: others running meanwhile are not counted). */
export async function countStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const counter = { count: 0 };
  const result = await scope.run(counter, work);
  return { result, statements: counter.count };
}

/** Enters a fresh count for the rest of this asynchronous path (a request) and returns it. */
export function startCounting(run: () => void): { count: number } {
  const counter = { count: 0 };
  scope.run(counter, run);
  return counter;
}

/** Answers each request with `x-db-statements`: the statements sent while handling it (bench only). */
export function registerStatementHeader(app: FastifyInstance) {
  const counts = new WeakMap<FastifyRequest, { count: number }>();
  app.addHook('onRequest', (request, _reply, done) => {
    // The rest of the request's handling runs inside this scope, so its statements count there.
    counts.set(request, startCounting(done));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const counter = counts.get(request);
    if (counter) reply.header('x-db-statements', String(counter.count));
    return payload;
  });
}
