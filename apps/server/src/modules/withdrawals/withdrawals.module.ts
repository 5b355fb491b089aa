import {
  bindPayoutAccount,
  confirmWithdrawal,
  memberWithdrawals,
  requestWithdrawal,
  withdrawSettings,
} from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../platform/modules/modules.ts';
import { route } from '../../platform/route.ts';
import { readForm, registerUploads } from '../../platform/upload.ts';
import { memberOf } from '../members/member-of.ts';
import { registerAutoReceive } from './auto-receive.job.ts';
import { confirmWithdrawal as confirm } from './confirm.service.ts';
import { deskRoutes } from './desk.routes.ts';
import { bindPayoutAccount as bind } from './payout-accounts.service.ts';
import {
  memberWithdrawals as list,
  requestWithdrawal as request,
  withdrawSettings as settings,
} from './withdrawals.service.ts';

/** Withdrawals: the member's payout accounts and requests, the operator's desk, the auto-receive job. */
async function withdrawalsModule(app: FastifyInstance) {
  const deps = { db: app.db, kv: app.kv };
  registerAutoReceive(app.jobs);

  route(app, withdrawSettings, async ({ merchant, request: req }) => settings(app.db, merchant, memberOf(req).id));
  route(app, bindPayoutAccount, async ({ merchant, request: req, body }) =>
    bind(deps, merchant.id, memberOf(req).id, body),
  );
  route(app, requestWithdrawal, async ({ merchant, request: req, body }) =>
    request(deps, merchant, memberOf(req).id, body),
  );
  route(app, memberWithdrawals, async ({ merchant, request: req, query }) =>
    list(app.db, merchant, memberOf(req).id, query),
  );
  // Multipart parsing is registered inside, so only the confirmation accepts it.
  await app.register(async (scope) => {
    await registerUploads(scope);
    route(scope, confirmWithdrawal, async ({ merchant, request: req, params }) =>
      confirm(app.db, merchant, memberOf(req).id, params.reference, await readForm(req)),
    );
  });
  await app.register(deskRoutes);
}

export default defineModule('withdrawals', withdrawalsModule, { dependencies: ['auth.guards', 'ops.guards'] });
