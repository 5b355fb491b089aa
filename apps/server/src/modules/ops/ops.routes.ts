import { opsLogin, opsUpdateMerchant } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { UnauthorizedError } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import { bearer, hashToken } from '../../platform/tokens.ts';
import type { OperatorContext } from './operator-context.ts';
import { opsRepo } from './ops.repo.ts';
import { operatorLogin, updateMerchant } from './ops.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    operatorId: number;
  }
}

// Until roles exist every operator reaches every brand.
const everyBrand = (id: number, username: string): OperatorContext => ({
  id,
  username,
  brandsWith: () => null,
  can: () => true,
});

/** The operator API: login, and brand settings changes with an audit trail. */
export async function opsModule(app: FastifyInstance) {
  app.decorateRequest('operatorId', 0);
  app.decorateRequest('operator', null as never);
  app.guards.operator = async (request) => {
    const token = bearer(request.headers.authorization);
    const session = token ? await opsRepo(app.db).operatorForToken(hashToken(token)) : undefined;
    if (!session) throw new UnauthorizedError('ops-not-logged-in');
    request.operatorId = session.operatorId;
    request.operator = everyBrand(session.operatorId, '');
  };

  route(app, opsLogin, async ({ body }) => operatorLogin(app.db, body.username, body.password), { tenant: false });

  route(app, opsUpdateMerchant, async ({ params, body, request }) => {
    const result = await updateMerchant(app.db, request.operatorId, params.code, body);
    app.tenancy.forget(params.code);
    return result;
  });
}
