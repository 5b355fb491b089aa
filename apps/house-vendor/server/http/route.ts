import { type EndpointDef, envelope, errorEnvelope, type ValueOf } from '@arcadia/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** What a handler is given: the request with its validated parts, typed loosely (the contract checked them). */
export type Handler<E extends EndpointDef> = (request: FastifyRequest, reply: FastifyReply) => Promise<ValueOf<E>>;

/**
 * One endpoint of the contract, as it is written there: path, method, input schemas, the
 * envelope answer `{ success, code, message, value }` (the same envelope as the platform's).
 */
export function route<E extends EndpointDef>(app: FastifyInstance, def: E, handler: Handler<E>) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.path,
    schema: {
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.params ? { params: def.params } : {}),
      ...(def.body ? { body: def.body } : {}),
      response: { 200: envelope(def.value), '4xx': errorEnvelope, '5xx': errorEnvelope },
    },
    handler: async (request, reply) => ({
      success: true,
      code: 'ok',
      message: 'OK',
      value: await handler(request, reply),
    }),
  });
}
