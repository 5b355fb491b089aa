import { gatewayCallback } from '@arcadia/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../platform/route.ts';
import { handleNotice } from './callback.service.ts';

/**
 * The gateway's notice. The signature covers the exact bytes sent, so this
 * scope parses JSON itself and keeps the raw body beside the parsed one.
 */
export async function callbackRoutes(app: FastifyInstance) {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const raw = String(body);
    rawBodies.set(request, raw);
    try {
      done(null, raw === '' ? undefined : JSON.parse(raw));
    } catch {
      done(Object.assign(new Error('malformed JSON'), { statusCode: 400 }), undefined);
    }
  });

  route(app, gatewayCallback, async ({ merchant, request, params }) => {
    const deps = { db: app.db, config: app.config };
    const outcome = await handleNotice(
      deps,
      merchant.id,
      params.channelCode,
      rawBodies.get(request) ?? '',
      request.headers,
    );
    if (outcome === 'paid-after-reject') {
      request.log.warn({ channel: params.channelCode }, 'gateway reports payment for a rejected deposit order');
    }
    return { ok: true };
  });
}
