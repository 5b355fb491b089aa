import { opsEnrol, opsLogin, opsLoginCode, opsLogout, opsUpdateMerchant } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../platform/modules/modules.ts';
import { route } from '../../platform/route.ts';
import { bearer } from '../../platform/tokens.ts';
import { operatorsRoutes } from './operators.routes.ts';
import { updateMerchant } from './ops.service.ts';
import { codeStep, enrolStep, logout, passwordStep } from './session.service.ts';

/** The operator API: two-step login, brand settings, operator management and the audit log. */
async function opsModule(app: FastifyInstance) {
  const deps = { db: app.db, kv: app.kv };
  // Operators are not tied to the Host's brand.
  const anyBrand = { tenant: false };

  route(app, opsLogin, async ({ body, request }) => passwordStep(deps, { ...body, ip: request.ip }), anyBrand);
  route(app, opsLoginCode, async ({ body, request }) => codeStep(deps, { ...body, ip: request.ip }), anyBrand);
  route(app, opsEnrol, async ({ body, request }) => enrolStep(deps, { ...body, ip: request.ip }), anyBrand);
  route(
    app,
    opsLogout,
    async ({ request }) => logout(app.db, bearer(request.headers.authorization), request.ip),
    anyBrand,
  );

  route(app, opsUpdateMerchant, async ({ params, body, request }) => {
    const result = await updateMerchant(app.db, request.operator, params.code, body);
    app.tenancy.forget(params.code);
    return result;
  });

  operatorsRoutes(app);
}

export default defineModule('ops', opsModule, { dependencies: ['ops.guards'] });
