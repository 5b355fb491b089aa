import {
  type Auth,
  type BodyOf,
  type EndpointDef,
  envelope,
  errorEnvelope,
  isOriginalClient,
  type OriginalValueOf,
  type ParamsOf,
  type QueryOf,
  translate,
  type ValueOf,
} from '@arcadia/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { type KeptAnswer, keptBy, sendKeptAnswer } from './kept-answer.ts';
import type { Merchant } from './tenancy.ts';
import { serializerCompiler } from './zod-schemas.ts';

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
 * Guards by auth kind, filled in by the modules that own them (`auth.guards`, `ops.guards`). A route
 * takes its guard when it is registered, so its module must depend on the guard's module.
 */
export type Guards = Partial<Record<Auth, preHandlerAsyncHookHandler>>;

/** The module that owns each guard. */
const GUARD_MODULES: Record<Exclude<Auth, 'none'>, string> = {
  member: 'auth.guards',
  optional: 'auth.guards',
  operator: 'ops.guards',
};

/**
 * Registers an endpoint exactly as the contract declares it: path, method,
 * input schemas, the envelope response, auth. The handler returns the value only.
 */
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  def: E,
  handler: (call: Call<E>) => Promise<ValueOf<E>>,
  options: {
    tenant?: boolean;
    /**
     * An encrypted route whose handler claims the sealed body's nonce itself, in a round trip of its
     * own work (`request.sealedNonce`), refusing a replay with replayed-request before it acts.
     */
    claimsNonce?: boolean;
    /** Turns our value into the original front end's form (endpoints declaring `original` with another value). */
    original?: (value: ValueOf<E>, call: Call<E>) => Promise<OriginalValueOf<E>> | OriginalValueOf<E>;
    /**
     * Writes the 200 answer (the envelope) itself, still through the contract's schemas, for an
     * answer made of parts already checked and kept (the game list's items); other statuses as usual.
     * An answer written again and again comes back as a KeptAnswer, sent compressed once (kept-answer.ts).
     */
    serialize?: (answer: { success: boolean; code: string; message: string; value: ValueOf<E> }) => string | KeptAnswer;
    /**
     * The handler answers with the same value object again and again (one a cache keeps, never
     * changed): from its second answer in a message, a value's answer is kept, compressed once (kept-answer.ts).
     */
    keep?: boolean;
  } = {},
) {
  const needsTenant = options.tenant ?? def.auth !== 'operator';
  const originalForm = def.original;
  const ours = envelope(def.value);
  // The original front end's form, when the contract declares one: maybe bare, maybe with a value of its own.
  const theirs = originalForm
    ? originalForm.bare
      ? (originalForm.value ?? def.value)
      : envelope(originalForm.value ?? def.value)
    : undefined;
  const serialize200 = answerSerializer(def, ours, theirs, options.serialize, options.keep ?? false);
  const guard = def.auth === 'none' ? undefined : app.guards[def.auth];
  if (def.auth !== 'none' && !guard)
    throw new Error(
      `${def.method} ${def.path} needs the ${def.auth} guard: its module must depend on '${GUARD_MODULES[def.auth]}'`,
    );
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.path,
    schema: {
      summary: def.summary,
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.params ? { params: def.params } : {}),
      ...(def.body ? { body: def.body } : {}),
      // Both forms, for the API documentation; the answer is written in the one the handler chose.
      response: { 200: theirs ? z.union([theirs, ours]) : ours, '4xx': errorEnvelope, '5xx': errorEnvelope },
    },
    ...(serialize200 ? { serializerCompiler: serializerWith(serialize200) } : {}),
    // Ahead of @fastify/compress's own onSend, which its onRoute hook appends after this one.
    ...(options.serialize || options.keep ? { onSend: sendKeptAnswer } : {}),
    config: {
      // A JSON answer: the API's security headers (platform/security/headers.ts).
      securityHeaders: 'api',
      auth: def.auth,
      encrypted: def.encrypted ?? false,
      trialAllowed: def.trialAllowed ?? false,
      duringPasswordChange: def.duringPasswordChange ?? false,
      ...(def.permission ? { permission: def.permission } : {}),
    },
    // Encrypted endpoints take only a sealed body; it is opened before validation.
    ...(def.encrypted
      ? {
          preValidation: options.claimsNonce
            ? (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
                try {
                  const { payload, nonce } = app.sealer.unseal(request.body);
                  request.body = payload;
                  request.sealedNonce = nonce;
                  done();
                } catch (error) {
                  done(error as Error);
                }
              }
            : async (request: FastifyRequest) => {
                request.body = await app.sealer.open(request.body);
              },
        }
      : {}),
    // The brand and the guard in the handler, not in a preHandler hook: one async step less per request.
    handler: async (request, reply) => {
      if (needsTenant) {
        request.merchant =
          app.tenancy.knownFromRequest(request.headers) ?? (await app.tenancy.fromRequest(request.headers));
      }
      if (guard) await guard.call(app, request, reply);
      const call: Call<E> = {
        query: request.query as QueryOf<E>,
        body: request.body as BodyOf<E>,
        params: request.params as ParamsOf<E>,
        merchant: request.merchant,
        request,
        reply,
      };
      const value = await handler(call);
      if (originalForm && isOriginalClient(request.headers)) {
        const theirValue = options.original ? await options.original(value, call) : value;
        return new OriginalAnswer(
          originalForm.bare
            ? theirValue
            : { success: true, code: 'ok', message: translate(request.lang, 'ok'), value: theirValue },
        );
      }
      return { success: true, code: 'ok', message: translate(request.lang, 'ok'), value };
    },
  });
}

/** An answer in the original front end's form: the 200 serializer writes it by that form's schema. */
class OriginalAnswer {
  constructor(readonly answer: unknown) {}
}

type Serialize = (data: unknown) => string | KeptAnswer;

/**
 * The 200 answer's writer when it is not the zod serializer of our envelope alone: the route's
 * own (`serialize`), and for a route with an original form, that form's for an OriginalAnswer.
 * Choosing by the handler's answer spares every response a zod union's failed first branch.
 */
function answerSerializer(
  def: EndpointDef,
  ours: z.ZodMiniType,
  theirs: z.ZodMiniType | undefined,
  custom: ((answer: never) => string | KeptAnswer) | undefined,
  keep: boolean,
): Serialize | undefined {
  const compile = (schema: z.ZodMiniType): Serialize =>
    serializerCompiler({ schema, method: def.method, url: def.path, httpStatus: '200' });
  const own = (custom as Serialize | undefined) ?? (keep ? keptBy(compile(ours)) : undefined);
  if (!theirs) return own;
  const writeOurs = own ?? compile(ours);
  const writeTheirs = compile(theirs);
  return (data) => (data instanceof OriginalAnswer ? writeTheirs(data.answer) : writeOurs(data));
}

/** A route's serializer compiler: `serialize` for the 200 answer, the zod serializer for the others. */
function serializerWith(serialize: Serialize) {
  const compile = (routeSchema: Parameters<typeof serializerCompiler>[0]) =>
    routeSchema.httpStatus === '200' ? serialize : serializerCompiler(routeSchema);
  // Fastify types a compiler by the route's own schemas; this one takes any, as the zod compiler does.
  return compile as never;
}
