import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Availability, RETRY_AFTER_SECONDS, ServiceUnavailableError, unavailableDependency } from './availability.ts';
import { registerErrorHandler } from './error-handler.ts';
import { AppError } from './errors.ts';

/** A PostgreSQL error as pg reports it: the SQLSTATE, the server routine that raised it, the message. */
const pgError = (code: string, message: string, routine = '') => Object.assign(new Error(message), { code, routine });

describe('what counts as the database being unavailable (issue 35 hole 4)', () => {
  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P03', 'the database system is starting up'],
    ['57P05', 'terminating connection due to idle-session timeout'],
    ['53300', 'sorry, too many clients already'],
    ['53100', 'could not extend file: No space left on device'],
    ['53200', 'out of memory'],
    ['28000', 'role "app" is not permitted to log in'],
    ['28P01', 'password authentication failed for user "app"'],
    ['3D000', 'database "arcadia" does not exist'],
  ])('%s (%s)', (code, message) => {
    expect(unavailableDependency(pgError(code, message))).toBe('database');
  });

  it('55000 only when the server refuses new sessions, by its routine or (untranslated) message', () => {
    const refusal = 'database "arcadia" is not currently accepting connections';
    expect(unavailableDependency(pgError('55000', refusal, 'CheckMyDatabase'))).toBe('database');
    expect(unavailableDependency(pgError('55000', 'la base de données n’accepte pas', 'CheckMyDatabase'))).toBe(
      'database',
    );
    expect(unavailableDependency(pgError('55000', refusal))).toBe('database');
    // The same SQLSTATE from a bug stays a 500.
    expect(unavailableDependency(pgError('55000', 'lastval is not yet defined in this session', 'lastval'))).toBeNull();
    expect(unavailableDependency(pgError('55000', 'cannot drop the currently open database', 'dropdb'))).toBeNull();
  });

  it('not a limit a query exceeds every time it runs (53400), nor a bug', () => {
    expect(unavailableDependency(pgError('53400', 'temporary file size exceeds temp_file_limit'))).toBeNull();
    expect(unavailableDependency(pgError('42P01', 'relation "nope" does not exist'))).toBeNull();
  });
});

describe('every 503 carries Retry-After', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.decorate('availability', new Availability({ warn: () => {} }));
    app.decorateRequest('lang', 'EN');
    registerErrorHandler(app);
    app.get('/redis', async () => {
      throw new ServiceUnavailableError('redis', 'connection lost');
    });
    app.get('/database', async () => {
      throw pgError('55000', 'database "arcadia" is not currently accepting connections', 'CheckMyDatabase');
    });
    // What a request meets while the process drains (platform/shutdown.ts).
    app.get('/draining', async () => {
      throw new AppError('service-unavailable');
    });
    app.get('/bug', async () => {
      throw pgError('55000', 'lastval is not yet defined in this session', 'lastval');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(['/redis', '/database', '/draining'])('%s: 503 service-unavailable, Retry-After', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(response.json()).toMatchObject({ success: false, code: 'service-unavailable' });
  });

  it('a bug is a 500 without Retry-After', async () => {
    const response = await app.inject({ method: 'GET', url: '/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
  });
});
