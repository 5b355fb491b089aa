import {
  type Auth,
  type BodyOf,
  type EndpointDef,
  envelope,
  errorEnvelope,
  type ParamsOf,
  type QueryOf,
  translate,
  type ValueOf,
} from '@arcadia/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Merchant } from './tenancy.ts';

/** What a handler receives: the validated input and the request's context. */
export interface Call<E extends EndpointDef> {
  query: QueryOf<E>;
  body: BodyOf<E>;
  params: ParamsOf<E>;
  merchant: Merchant;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Guards by auth kind, filled in by the modules that own them (sessions,
 * operators). A route looks its guard up per request, so plugin order does not matter.
 */
export type Guards = Partial<Record<Auth, preHandlerAsyncHookHandler>>;

/**
 * Registers an endpoint exactly as the contract declares it: path, method,
 * input schemas, the envelope response, auth. The handler returns the value only.
 */
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  def: E,
  handler: (call: Call<E>) => Promise<ValueOf<E>>,
  options: { tenant?: boolean } = {},
) {
  const needsTenant = options.tenant ?? def.auth !== 'operator';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.path,
    schema: {
      summary: def.summary,
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.params ? { params: def.params } : {}),
      ...(def.body ? { body: def.body } : {}),
      response: { 200: envelope(def.value), '4xx': errorEnvelope, '5xx': errorEnvelope },
    },
    config: {
      auth: def.auth,
      encrypted: def.encrypted ?? false,
      trialAllowed: def.trialAllowed ?? false,
      duringPasswordChange: def.duringPasswordChange ?? false,
      ...(def.permission ? { permission: def.permission } : {}),
    },
    // Encrypted endpoints take only a sealed body; it is opened before validation.
    ...(def.encrypted
      ? {
          preValidation: async (request: FastifyRequest) => {
            request.body = await app.sealer.open(request.body);
          },
        }
      : {}),
    preHandler: async (request, reply) => {
      if (needsTenant) request.merchant = await app.tenancy.fromRequest(request.headers);
      const guard = def.auth === 'none' ? undefined : app.guards[def.auth];
      if (guard) await guard.call(app, request, reply);
      else if (def.auth === 'member' || def.auth === 'operator') throw new Error(`no guard for ${def.auth}`);
    },
    handler: async (request, reply) => {
      const value = await handler({
        query: request.query as QueryOf<E>,
        body: request.body as BodyOf<E>,
        params: request.params as ParamsOf<E>,
        merchant: request.merchant,
        request,
        reply,
      });
      return { success: true, code: 'ok', message: translate(request.lang, 'ok'), value };
    },
  });
}
