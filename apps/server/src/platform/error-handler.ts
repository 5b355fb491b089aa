import { translate } from '@arcadia/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { RETRY_AFTER_SECONDS, unavailableDependency } from './availability.ts';
import { AppError, type FieldError, ValidationError } from './errors.ts';
import { fieldRule } from './field-rules.ts';
import { requestLanguage } from './language.ts';

/**
 * The one place a failure becomes a response: `{ success: false, code, message, value, requestId }`
 * with the right status and the message in the request's language. Internals
 * (stacks, SQL) are logged, never sent. A database or Redis out of reach is a 503
 * `service-unavailable` with Retry-After, reported once per outage (platform/availability.ts), not per request.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.lang;
    const send = (status: number, code: string, value: unknown, params: Record<string, string | number> = {}) => {
      // A dependency down or a process draining says when to try again, so clients back off alike
      // (a brand's or a game's maintenance, also 503, has its own end time to show instead).
      if (code === 'service-unavailable') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply
        .status(status)
        .send({ success: false, code, message: translate(lang, code, params), value, requestId: request.id });
    };

    const dependency = unavailableDependency(error);
    if (dependency) {
      app.availability.down(dependency, error);
      return send(503, 'service-unavailable', null);
    }
    // A refused input names its fields and their rules, in the value and (the first) in the message.
    const refuse = (fields: readonly FieldError[]) => {
      const translated = fields.map((field) => ({ ...field, message: translate(lang, field.key, field.params) }));
      const first = translated[0] ?? { field: 'body', message: translate(lang, 'bad-request') };
      return send(400, 'validation-failed', { fields: translated }, { field: first.field, rule: first.message });
    };
    if (error instanceof ValidationError) return refuse(error.fields);
    if (error instanceof AppError) return send(error.status, error.code, error.value, error.params);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const input = {
        body: request.body,
        querystring: request.query,
        params: request.params,
        headers: request.headers,
      }[where];
      return refuse(error.validation.map((issue) => fieldRule(issue, where, input)));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its contract');
      return send(500, 'unknown', { requestId: request.id });
    }
    if (isDataException(error)) {
      // The database refused a value the contract let through (an id past its column's range, a year 0):
      // the caller's input is at fault, so it is a 400, logged so the contract can be tightened.
      request.log.warn({ err: error }, 'input the database refused as out of range');
      return send(400, 'bad-request', null);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return send(413, 'payload-too-large', null);
    if (status === 415) return send(415, 'unsupported-media-type', null);
    if (status === 429) return send(429, 'too-many-requests', null);
    if (status >= 400 && status < 500) return send(status, 'bad-request', null);
    request.log.error({ err: error }, 'unhandled error');
    return send(500, 'unknown', { requestId: request.id });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      success: false,
      code: 'not-found',
      message: translate(request.lang, 'not-found'),
      value: null,
      requestId: request.id,
    }),
  );
}

/** SQLSTATE class 22, data exception: a value out of range or in the wrong form for its column. */
function isDataException(error: { code?: unknown }) {
  return typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code);
}

/**
 * Requests the router turns away before any route or hook sees them (a path that is
 * not valid percent-encoding, a path parameter over the length limit) answer the same
 * envelope: 400 bad-request, in the language the headers ask for.
 */
export function answerFrameworkError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = requestLanguage(request.headers, undefined);
  return reply.status(400).send({
    success: false,
    code: 'bad-request',
    message: translate(lang, 'bad-request'),
    value: null,
    requestId: request.id,
  });
}
