import { opsApproveDeposit, opsDeposits, opsRejectDeposit } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { route } from '../../platform/route.ts';
import { approveDeposit, depositProof, opsDeposits as listDeposits, rejectDeposit } from './ops-deposits.service.ts';

/** The operator's deposit desk; operators are not tied to the Host's brand. */
export async function opsDepositRoutes(app: FastifyInstance) {
  const anyBrand = { tenant: false };

  route(
    app,
    opsDeposits,
    async ({ query, request }) =>
      listDeposits(
        app.db,
        request.operator,
        { merchant: query.merchant, state: query.state },
        query.pageNo,
        query.pageSize,
      ),
    anyBrand,
  );

  route(
    app,
    opsApproveDeposit,
    async ({ request, params, body }) => approveDeposit(app.db, request.operator, params.id, body.note),
    anyBrand,
  );

  route(
    app,
    opsRejectDeposit,
    async ({ request, params, body }) => rejectDeposit(app.db, request.operator, params.id, body.note),
    anyBrand,
  );

  // The member's proof image, for the operator only; served so a browser never runs it as anything but an image.
  app.get(
    '/ops/deposits/:id/proof',
    {
      schema: { params: z.object({ id: z.string().check(z.regex(/^\d{1,18}$/)) }) },
      // Not in the contract (it answers bytes), so the permission is declared here for the guard.
      config: { auth: 'operator', permission: 'deposits.read' },
      preHandler: async (request, reply) => {
        const guard = app.guards.operator;
        if (!guard) throw new Error('no guard for operator');
        await guard.call(app, request, reply);
      },
    },
    async (request, reply) => {
      const proof = await depositProof(app.db, request.operator, (request.params as { id: string }).id);
      return reply
        .header('content-type', proof.mime)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(Buffer.from(proof.bytes));
    },
  );
}
