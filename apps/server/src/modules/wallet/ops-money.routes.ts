import { opsAdjustBalance, opsMoneySettings } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route.ts';
import { requestAdjustment, updateMoneySettings } from './ops-money.service.ts';

/** The operator's money settings and balance corrections (the operator guard is `ops.guards`). */
export async function opsMoneyModule(app: FastifyInstance) {
  route(app, opsMoneySettings, async ({ params, body, request }) =>
    updateMoneySettings(app.db, request.operator, params.code, body),
  );
  route(app, opsAdjustBalance, async ({ params, body, request }) =>
    requestAdjustment(app.db, request.operator, params.account, body),
  );
}
