import { opsApprovals, opsApprove, opsCancelApproval, opsRejectApproval } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../platform/modules/modules.ts';
import { route } from '../../platform/route.ts';
import { approveRequest, cancelRequest, listApprovals, rejectRequest } from './approvals.service.ts';

/** Maker–checker approvals: the queue, and approve, reject or cancel (the operator guard is `ops.guards`). */
async function approvalsModule(app: FastifyInstance) {
  route(app, opsApprovals, async ({ request, query }) => listApprovals(app.db, request.operator, query));
  route(app, opsApprove, async ({ request, params, body }) =>
    approveRequest(app.db, request.operator, params.id, body.note),
  );
  route(app, opsRejectApproval, async ({ request, params, body }) =>
    rejectRequest(app.db, request.operator, params.id, body.note),
  );
  route(app, opsCancelApproval, async ({ request, params, body }) =>
    cancelRequest(app.db, request.operator, params.id, body.note),
  );
}

export default defineModule('approvals', approvalsModule, { dependencies: ['ops.guards'] });
