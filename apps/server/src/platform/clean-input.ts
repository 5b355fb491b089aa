import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import { AppError } from './errors.ts';

/**
 * Characters PostgreSQL cannot store as text: NUL (refused outright, in text and
 * in jsonb), and a UTF-16 surrogate without its partner (no UTF-8 form exists; the
 * drivers would silently turn it into U+FFFD, so what was stored is not what came).
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a string somewhere in the value (a key or a value, at any depth) could not be stored. */
export function holdsUnstorable(value: unknown): boolean {
  // A loop, not recursion: a deeply nested body must not overflow the stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (UNSTORABLE.test(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (typeof next === 'object' && next !== null && !Buffer.isBuffer(next)) {
      for (const [key, item] of Object.entries(next)) {
        if (UNSTORABLE.test(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** A callback hook, not an async one: it runs twice on some routes and once on every other. */
function rejectUnstorable(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  const bad = holdsUnstorable(request.params) || holdsUnstorable(request.query) || holdsUnstorable(request.body);
  done(bad ? new AppError('bad-request') : undefined);
}

/**
 * The one place bad strings are turned away: every route, whoever declares it,
 * checks its path parameters, query and body before validation and before its
 * handler, answering 400 bad-request. A route's own preValidation (opening a sealed
 * body) runs in between, so the opened body is checked too. Register before any route.
 */
export function rejectUnstorableInput(app: FastifyInstance) {
  app.addHook('onRoute', (options: RouteOptions) => {
    const own = options.preValidation ? [options.preValidation].flat() : [];
    options.preValidation = own.length > 0 ? [rejectUnstorable, ...own, rejectUnstorable] : [rejectUnstorable];
  });
}
