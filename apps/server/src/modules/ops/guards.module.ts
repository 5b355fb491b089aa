import { defineModule } from '../../platform/modules/modules.ts';
import { operatorGuard } from './operator-guard.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator's id (also `request.operator.id`); set by the operator guard. */
    operatorId: number;
  }
}

/** The operator guard, on every request's context: modules with operator routes depend on it. */
export default defineModule(
  'ops.guards',
  async (app) => {
    app.decorateRequest('operatorId', 0);
    app.decorateRequest('operator', null as never);
    app.guards.operator = operatorGuard(app);
  },
  { shared: true },
);
