import {
  cancelDeposit,
  createDeposit,
  depositChannels,
  depositOrder,
  memberDeposits,
  uploadDepositProof,
} from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../platform/modules/modules.ts';
import { route } from '../../platform/route.ts';
import { readImage, registerUploads } from '../../platform/upload.ts';
import { memberOf } from '../members/member-of.ts';
import { callbackRoutes } from './callback.routes.ts';
import { demoGatewayRoutes } from './demo-gateway.routes.ts';
import * as deposits from './deposits.service.ts';
import { opsDepositRoutes } from './ops-deposits.routes.ts';
import { memberView } from './view.ts';

/** Deposits: the member's orders, the operator's desk, the gateway's notices and the demo gateway. */
async function depositsModule(app: FastifyInstance) {
  await app.register(memberDepositRoutes);
  await app.register(opsDepositRoutes);
  await app.register(callbackRoutes);
  // The demo gateway is a development stand-in: production serves no checkout for it.
  if (!app.config.production) await app.register(demoGatewayRoutes);
}

async function memberDepositRoutes(app: FastifyInstance) {
  await registerUploads(app);
  const deps = { db: app.db, config: app.config };

  route(app, depositChannels, async ({ merchant }) => ({
    channels: await deposits.depositChannels(deps, merchant.id),
  }));

  route(app, createDeposit, async ({ merchant, request, body }) =>
    deposits.openDeposit(deps, merchant, memberOf(request).id, body),
  );

  route(app, memberDeposits, async ({ request, query }) =>
    deposits.memberDeposits(app.db, memberOf(request).id, query.pageNo, query.pageSize),
  );

  route(app, depositOrder, async ({ merchant, request, params }) => {
    const order = await deposits.memberOrder(app.db, merchant.id, memberOf(request).id, params.reference);
    return memberView(order);
  });

  route(app, uploadDepositProof, async ({ merchant, request, params }) => {
    const order = await deposits.memberOrder(app.db, merchant.id, memberOf(request).id, params.reference);
    return deposits.attachProof(app.db, order, () => readImage(request));
  });

  route(app, cancelDeposit, async ({ merchant, request, params }) => {
    const order = await deposits.memberOrder(app.db, merchant.id, memberOf(request).id, params.reference);
    return deposits.cancelOrder(app.db, order);
  });
}

export default defineModule('deposits', depositsModule, { dependencies: ['auth.guards', 'ops.guards'] });
