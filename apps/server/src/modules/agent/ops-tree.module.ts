import { opsAgentControls, opsMemberTree, opsMoveMember, opsSetMemberState } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../platform/modules/modules.ts';
import { route } from '../../platform/route.ts';
import { memberTree, moveMember, setAgentControls, setMemberState } from './ops-tree.service.ts';

/** Operators and the agent tree (the operator guard is `ops.guards`). */
async function opsTreeModule(app: FastifyInstance) {
  route(app, opsMemberTree, ({ request, params, query }) =>
    memberTree(app.db, request.operator, params.account, query.merchant),
  );
  route(app, opsMoveMember, ({ request, params, body }) => moveMember(app.db, request.operator, params.account, body));
  route(app, opsSetMemberState, ({ request, params, body }) =>
    setMemberState(app.db, request.operator, params.account, body),
  );
  route(app, opsAgentControls, ({ request, params, body }) =>
    setAgentControls(app.db, request.operator, params.code, body.controls),
  );
}

export default defineModule('agent.ops-tree', opsTreeModule, { dependencies: ['ops.guards'] });
