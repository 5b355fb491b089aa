import type { FastifyServerOptions } from 'fastify';
import { AppError } from './errors.ts';

// pino's number for `warn`; errors and fatals are above it.
const WARN_LEVEL = 40;

/** What the server needs from outside its own process. */
export type Dependency = 'database' | 'redis';

/** A dependency failed to answer: the request answers 503 `service-unavailable`. */
export class ServiceUnavailableError extends AppError {
  constructor(
    readonly dependency: Dependency,
    readonly reason: string,
  ) {
    super('service-unavailable');
  }
}

// Node's socket errors for a peer that is gone or unreachable.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * SQLSTATEs that say the database will not serve us now, whatever the statement:
 * - 57P01/57P02/57P03 shutting down, crashed, starting; 57P04 database dropped; 57P05 idle session
 *   ended; 57014 our statement cancelled (statement_timeout);
 * - 53000/53100/53200/53300 insufficient resources: disk full, out of memory, no connection slot
 *   (not 53400, a limit one query exceeds every time it runs, such as temp_file_limit: a bug);
 * - 28000/28P01 the login refused (role made NOLOGIN, pg_hba, password changed); 3D000 the
 *   database is gone or renamed (our queries never name another database, so only a connect says it).
 */
const SQL_STATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '57P04',
  '57P05',
  '57014',
  '53000',
  '53100',
  '53200',
  '53300',
  '28000',
  '28P01',
  '3D000',
]);
// What pg, pg-pool and PGlite say when the connection is lost, cannot be made in time or the pool is gone.
const LOST_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Cannot use a pool after calling end|PGlite is closed/i;

/**
 * 55000 (object not in prerequisite state) is also what real bugs raise (lastval before nextval, a
 * locked object, …), so only the refusal of a new session counts: ALLOW_CONNECTIONS false, raised by
 * the server's CheckMyDatabase as the session starts. `routine` (the server function's name) is not
 * translated, unlike the message, which is the fallback for a server or proxy that omits the field.
 */
const refusesSessions = (error: { code?: unknown; routine?: unknown; message?: unknown }) =>
  error.code === '55000' &&
  (error.routine === 'CheckMyDatabase' ||
    (typeof error.message === 'string' && /is not currently accepting connections/.test(error.message)));

/** How long a client is asked to wait (the Retry-After of every 503): a few of the tracker's one-second probes. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * The one classification of a failure as "a dependency is unavailable" (503) rather than a
 * bug (500). Redis failures arrive already as ServiceUnavailableError (the Redis store knows
 * its errors); database failures are recognised by their socket code, SQLSTATE or message.
 */
export function unavailableDependency(error: unknown): Dependency | null {
  if (error instanceof ServiceUnavailableError) return error.dependency;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, statusCode } = error as { code?: unknown; message?: unknown; statusCode?: unknown };
  // Fastify's own 4xx errors (a client that hung up mid-body, say) are the client's, never a dependency's.
  if (typeof statusCode === 'number' && statusCode < 500) return null;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || code.startsWith('08') || SQL_STATES.has(code))) {
    return 'database';
  }
  if (refusesSessions(error)) return 'database';
  if (typeof message === 'string' && LOST_CONNECTION.test(message)) return 'database';
  // Node reports a refused dual-stack connect as an AggregateError of one error per address.
  const inner = (error as { errors?: unknown }).errors;
  if (Array.isArray(inner) && inner.length > 0 && inner.every((item) => unavailableDependency(item) !== null)) {
    return 'database';
  }
  return null;
}

/** What the tracker writes to: Fastify's (pino) logger fits. */
export interface AvailabilityLog {
  warn(details: object, message: string): void;
}

const describe = (error: unknown) =>
  error instanceof ServiceUnavailableError ? error.reason : error instanceof Error ? error.message : String(error);

/**
 * Remembers which dependencies are down, so an outage is one warning in the log and its end
 * one more line, however many requests fail in between. A dependency with a probe is checked
 * every `probeMs` while down; one without (Redis) reports its own return through `up`.
 */
export class Availability {
  private readonly downSince = new Map<Dependency, number>();
  private readonly probes = new Map<Dependency, () => Promise<unknown>>();
  private timer: NodeJS.Timeout | null = null;
  private probing = false;

  constructor(
    private readonly log: AvailabilityLog,
    private readonly probeMs = 1000,
  ) {}

  /** How to tell that a dependency is back (a cheap query). */
  probe(dependency: Dependency, check: () => Promise<unknown>): void {
    this.probes.set(dependency, check);
  }

  isDown(dependency: Dependency): boolean {
    return this.downSince.has(dependency);
  }

  down(dependency: Dependency, error: unknown): void {
    if (this.downSince.has(dependency)) return;
    this.downSince.set(dependency, Date.now());
    this.log.warn(
      { dependency, reason: describe(error) },
      `${dependency} unavailable: requests that need it answer 503 until it returns`,
    );
    if (this.probes.has(dependency)) this.watch();
  }

  up(dependency: Dependency): void {
    const since = this.downSince.get(dependency);
    if (since === undefined) return;
    this.downSince.delete(dependency);
    // At warn level too, so a log that shows the outage also shows its end.
    this.log.warn({ dependency, downForMs: Date.now() - since }, `${dependency} available again`);
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private watch(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.check(), this.probeMs);
    this.timer.unref();
  }

  private async check(): Promise<void> {
    if (this.probing) return;
    this.probing = true;
    try {
      for (const [dependency, probe] of this.probes) {
        if (!this.downSince.has(dependency)) continue;
        await probe().then(
          () => this.up(dependency),
          () => {},
        );
      }
      if (![...this.probes.keys()].some((dependency) => this.downSince.has(dependency))) this.close();
    } finally {
      this.probing = false;
    }
  }
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;
type LogMethodHook = NonNullable<NonNullable<LoggerOptions['hooks']>['logMethod']>;

/**
 * The logger's hook that folds a dependency outage into one warning: any warning or error
 * whose `err` is an unavailable dependency (a request, the job poller, a sweeper) tells the
 * tracker instead of writing its own line. Given a holder, as the tracker needs the logger first.
 */
export function outageLogHook(holder: { tracker?: Availability }): LogMethodHook {
  return function logMethod(args, method, level) {
    const [first] = args;
    const error = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
    const dependency = level >= WARN_LEVEL && error ? unavailableDependency(error) : null;
    if (dependency && holder.tracker) {
      holder.tracker.down(dependency, error);
      return;
    }
    method.apply(this, args);
  };
}
