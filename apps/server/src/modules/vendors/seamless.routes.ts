import { seamlessAuthenticate, seamlessBalance, seamlessBet, seamlessRollback, seamlessWin } from '@arcadia/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SharedCache } from '../../platform/changes.ts';
import { AppError } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import { headerOf, verifyBody } from '../../platform/signature.ts';
import { authenticate, balance } from './seamless.service.ts';
import { placeBet, rollbackBet, settleBet } from './seamless-bets.service.ts';
import { vendorSecret } from './secrets.ts';

/**
 * The seamless-wallet API the vendors call. No brand or session: the vendor is
 * named by `x-vendor` and proven by the signature over the exact bytes sent, so
 * this scope parses JSON itself and keeps the raw body; the signature is checked
 * before the body is validated (an unsigned caller learns nothing about shapes).
 */
export async function seamlessRoutes(app: FastifyInstance) {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  const vendorOf = new WeakMap<FastifyRequest, string>();
  // Secrets change rarely: a cache keeps a database read off every call; a rotation (any process)
  // drops the vendor's at once.
  const secrets = new SharedCache<string | undefined>(app.tenancy.changes, 60_000);
  app.tenancy.changes.on('vendor', (code) => secrets.delete(code));

  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const raw = String(body);
    rawBodies.set(request, raw);
    try {
      done(null, raw === '' ? undefined : JSON.parse(raw));
    } catch {
      done(Object.assign(new Error('malformed JSON'), { statusCode: 400 }), undefined);
    }
  });

  app.addHook('preValidation', async (request) => {
    const vendor = headerOf(request.headers, 'x-vendor') ?? '';
    const secret = /^[A-Z0-9_]{1,32}$/.test(vendor)
      ? await secrets.get(vendor, () => vendorSecret(app.db, vendor))
      : undefined;
    if (!secret || !verifyBody(rawBodies.get(request) ?? '', request.headers, secret))
      throw new AppError('bad-signature');
    vendorOf.set(request, vendor);
  });

  const vendor = (request: FastifyRequest) => vendorOf.get(request) as string;
  const options = { tenant: false };
  route(app, seamlessAuthenticate, ({ request, body }) => authenticate(app.db, vendor(request), body), options);
  route(app, seamlessBalance, ({ request, body }) => balance(app.db, vendor(request), body), options);
  route(app, seamlessBet, ({ request, body }) => placeBet(app.db, vendor(request), body), options);
  route(app, seamlessWin, ({ request, body }) => settleBet(app.db, vendor(request), body), options);
  route(app, seamlessRollback, ({ request, body }) => rollbackBet(app.db, vendor(request), body), options);
}
