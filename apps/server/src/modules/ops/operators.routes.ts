import {
  opsAudit,
  opsCreateOperator,
  opsDisableOperator,
  opsEnableOperator,
  opsOperators,
  opsResetOperator,
  opsSetGrants,
} from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route.ts';
import { auditLog } from './audit.service.ts';
import {
  createOperator,
  disableOperator,
  enableOperator,
  listOperators,
  resetOperator,
  setGrants,
} from './operators.service.ts';

/** Operator management for owners, and the audit log. */
export function operatorsRoutes(app: FastifyInstance) {
  route(app, opsOperators, async ({ request }) => listOperators(app.db, request.operator));
  route(app, opsCreateOperator, async ({ request, body }) => createOperator(app.db, request.operator, body));
  route(app, opsSetGrants, async ({ request, params, body }) =>
    setGrants(app.db, request.operator, Number(params.id), body.grants),
  );
  route(app, opsDisableOperator, async ({ request, params }) =>
    disableOperator(app.db, request.operator, Number(params.id)),
  );
  route(app, opsEnableOperator, async ({ request, params }) =>
    enableOperator(app.db, request.operator, Number(params.id)),
  );
  route(app, opsResetOperator, async ({ request, params }) =>
    resetOperator(app.db, request.operator, Number(params.id)),
  );
  route(app, opsAudit, async ({ request, query }) => auditLog(app.db, app.tenancy, request.operator, query));
}
