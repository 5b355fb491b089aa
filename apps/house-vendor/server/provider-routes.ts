import { providerGames, providerGameUrl } from '@arcadia/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogueOf } from './catalogue.ts';
import { VendorError } from './http/errors.ts';
import { route } from './http/route.ts';
import { hasValidSignature } from './http/signing.ts';
import { gameUrl } from './sessions/sessions.ts';

/**
 * What the platform calls (packages/contracts endpoints/provider.ts): the catalogue, public; a
 * launch's address, signed with the secret the platform holds for the vendor code, checked over
 * the exact bytes sent before the body is read.
 */
export async function providerRoutes(app: FastifyInstance) {
  const { config, db } = app.deps;
  route(app, providerGames, async () => ({ games: catalogueOf(config.publicUrl) }));

  await app.register(async (signedScope) => {
    const raw = new WeakMap<FastifyRequest, string>();
    signedScope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      raw.set(request, String(body));
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(Object.assign(new Error('malformed JSON'), { statusCode: 400 }), undefined);
      }
    });
    signedScope.addHook('preValidation', async (request) => {
      if (!hasValidSignature(request.headers, config.secret, raw.get(request) ?? ''))
        throw new VendorError('bad-signature');
    });
    route(signedScope, providerGameUrl, async (request) => {
      const body = request.body as typeof providerGameUrl.body._zod.output;
      return gameUrl(db, config.publicUrl, body);
    });
  });
}
