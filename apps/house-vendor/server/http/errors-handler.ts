import { translate } from '@arcadia/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { VendorError } from './errors.ts';

/** Every failure as the envelope `{ success: false, code, message, value }`, in English; no stack leaves. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (
      status: number,
      code: string,
      value: unknown = null,
      params: Record<string, string | number> = {},
    ) => {
      if (code === 'service-unavailable') reply.header('retry-after', '5');
      return reply.status(status).send({ success: false, code, message: translate('EN', code, params), value });
    };
    if (error instanceof VendorError) return send(error.status, error.code, error.value, error.params);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        field: issue.instancePath.split('/').filter(Boolean).join('.') || (error.validationContext ?? 'body'),
        key: 'bad-request',
      }));
      return send(400, 'validation-failed', { fields }, { field: fields[0]?.field ?? 'body', rule: issue(error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return send(status, status === 429 ? 'too-many-requests' : 'bad-request');
    request.log.error({ err: error }, 'unhandled error');
    return send(500, 'unknown');
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ success: false, code: 'not-found', message: translate('EN', 'not-found'), value: null }),
  );
}

const issue = (error: { validation: { message?: string }[] }) => error.validation[0]?.message ?? 'not valid';
