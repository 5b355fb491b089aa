import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../../platform/errors.ts';
import { bearer, hashToken } from '../../platform/tokens.ts';
import { operatorContext } from './grants.ts';
import { IDLE_MINUTES } from './session.service.ts';
import { sessionsRepo } from './sessions.repo.ts';

/**
 * The one place operator permissions are checked. It finds the live session
 * of the bearer token, then the permission the route declares (in its contract):
 * an operator without it anywhere is refused, and a request that names a brand
 * is checked for that brand. Records addressed by id are scoped by the services,
 * through `request.operator.brandsWith`.
 */
export function operatorGuard(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const token = bearer(request.headers.authorization);
    const session = token ? await sessionsRepo(app.db).touch(hashToken(token), IDLE_MINUTES) : undefined;
    if (!session) throw new UnauthorizedError('ops-not-logged-in');
    request.operatorId = session.id;
    request.operator = operatorContext(session.id, session.username, session.grants);

    // A route that declares nothing is refused: forgetting a permission must not open a route to everyone.
    const permission = request.routeOptions.config.permission;
    if (!permission) throw new ForbiddenError();
    const brands = request.operator.brandsWith(permission);
    if (brands === null) return;
    if (brands.length === 0) throw new ForbiddenError();
    for (const code of namedBrands(request)) {
      const merchant = await app.tenancy.byCodeOrNull(code);
      if (!merchant || !brands.includes(merchant.id)) throw new ForbiddenError();
    }
  };
}

/**
 * Every brand a request names: `/ops/merchants/:code…`, and `merchant` in the
 * query and in the body. All are checked, so naming an allowed brand in one
 * place cannot carry a forbidden one in another.
 */
function namedBrands(request: FastifyRequest): string[] {
  const names: unknown[] = [];
  const params = request.params as Record<string, unknown> | undefined;
  if (request.routeOptions.url?.startsWith('/ops/merchants/:code')) names.push(params?.code);
  for (const source of [request.query, request.body]) {
    if (typeof source === 'object' && source !== null && !Buffer.isBuffer(source)) {
      names.push((source as Record<string, unknown>).merchant);
    }
  }
  // A name that is not a string (an array from a repeated query key) is refused rather than skipped.
  if (names.some((name) => name !== undefined && typeof name !== 'string')) throw new ForbiddenError();
  return names.filter((name): name is string => typeof name === 'string');
}
