import {
  opsApproveWithdrawal,
  opsPayWithdrawal,
  opsRejectWithdrawal,
  opsSettleWithdrawal,
  opsWithdrawals,
} from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { route } from '../../platform/route.ts';
import {
  approveWithdrawal,
  deskWithdrawals,
  payWithdrawal,
  rejectWithdrawal,
  settleWithdrawal,
  withdrawalProof,
} from './desk.service.ts';

/** The operator's withdrawal desk (not tied to the Host's brand: operators serve every brand). */
export async function deskRoutes(app: FastifyInstance) {
  route(app, opsWithdrawals, async ({ request, query }) => deskWithdrawals(app.db, request.operator, query));
  route(app, opsApproveWithdrawal, async ({ request, params }) =>
    approveWithdrawal(app.db, request.operator, params.id),
  );
  route(app, opsRejectWithdrawal, async ({ request, params, body }) =>
    rejectWithdrawal(app.db, request.operator, params.id, body.reason),
  );
  route(app, opsPayWithdrawal, async ({ request, params }) =>
    payWithdrawal(app.db, app.jobs, request.operator, params.id),
  );
  route(app, opsSettleWithdrawal, async ({ request, params, body }) =>
    settleWithdrawal(app.db, request.operator, params.id, body),
  );

  // The member's proof as bytes, so the operator can look at it beside the bank statement.
  app.get(
    '/ops/withdrawals/:id/proof',
    {
      schema: { params: z.object({ id: z.string().check(z.regex(/^\d{1,18}$/)) }) },
      // Not in the contract (it answers bytes), so the permission is declared here for the guard.
      config: { auth: 'operator', permission: 'withdrawals.read' },
      preHandler: async (request, reply) => {
        const guard = app.guards.operator;
        if (!guard) throw new Error('no guard for operator');
        await guard.call(app, request, reply);
      },
    },
    async (request, reply) => {
      const image = await withdrawalProof(app.db, request.operator, (request.params as { id: string }).id);
      // Sent as the image it was checked to be; never sniffed or run as a page, never cached.
      return reply
        .header('content-type', image.mime)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(Buffer.from(image.bytes));
    },
  );
}
