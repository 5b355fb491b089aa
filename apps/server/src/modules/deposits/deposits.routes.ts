import {
  cancelDeposit,
  createDeposit,
  depositChannels,
  depositOrder,
  memberDeposits,
  uploadDepositProof,
} from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { DEV_ONLY_GATEWAYS } from '../../platform/payments/gateways.ts';
import { assertProductionReady } from '../../platform/production.ts';
import { route } from '../../platform/route.ts';
import { readImage, registerUploads } from '../../platform/upload.ts';
import { memberOf } from '../members/member-of.ts';
import { callbackRoutes } from './callback.routes.ts';
import { channelsRepo } from './channels.repo.ts';
import { demoGatewayRoutes } from './demo-gateway.routes.ts';
import * as deposits from './deposits.service.ts';
import { opsDepositRoutes } from './ops-deposits.routes.ts';
import { memberView } from './view.ts';

/** Deposits: the member's orders, the operator's desk, the gateway's notices and the demo gateway. */
export async function depositsModule(app: FastifyInstance) {
  if (app.config.production) await refuseDevGateways(app.db);
  await app.register(memberDepositRoutes);
  await app.register(opsDepositRoutes);
  await app.register(callbackRoutes);
  // The demo gateway is a development stand-in: production serves no checkout for it.
  if (!app.config.production) await app.register(demoGatewayRoutes);
}

/**
 * Production refuses to start while an enabled deposit channel pays through a development
 * stand-in (the demo gateway): members would be shown a channel that cannot take money.
 */
async function refuseDevGateways(db: FastifyInstance['db']) {
  const channels = await channelsRepo(db).enabledUsing(DEV_ONLY_GATEWAYS);
  if (channels.length === 0) return;
  const named = channels.map((row) => `${row.merchant}/${row.channel} (gateway ${row.gateway})`).join(', ');
  assertProductionReady([
    `deposit channels on a development gateway are enabled: ${named}; disable them (deposit_channels.enabled = false) or move them to a real gateway.`,
  ]);
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
