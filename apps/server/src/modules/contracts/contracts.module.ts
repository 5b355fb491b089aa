import {
  CONTRACT_ENDPOINTS,
  CONTRACT_KINDS,
  contractHistory,
  opsContractPayouts,
  opsContractSettings,
  opsContracts,
  opsEndContract,
  opsSetContract,
  opsSetContractSettings,
  opsSettleContracts,
  registerDownline,
} from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../platform/modules/modules.ts';
import { route } from '../../platform/route.ts';
import { hostName } from '../../platform/tenancy.ts';
import { memberOf } from '../members/member-of.ts';
import { contractAction, contractSummary } from './contracts.service.ts';
import { contractHistoryPage } from './history.service.ts';
import {
  endContract,
  listContracts,
  listPayouts,
  readSettings,
  setContract,
  settleNow,
  writeSettings,
} from './ops-contracts.service.ts';
import { registerCenter } from './register-center.service.ts';
import { registerSettlementJobs } from './settlement.jobs.ts';

/** Agents' contracts: the four contract paths, history, registerCenter, the operators' side, settlement jobs. */
async function contractsModule(app: FastifyInstance) {
  for (const kind of CONTRACT_KINDS) {
    const { read, act } = CONTRACT_ENDPOINTS[kind];
    route(app, read, async ({ merchant, request, query }) =>
      contractSummary(app.db, merchant, memberOf(request), kind, query),
    );
    route(app, act, async ({ merchant, request, body }) =>
      contractAction(app.db, merchant, memberOf(request), kind, body),
    );
  }

  route(app, contractHistory, async ({ request, query }) => contractHistoryPage(app.db, memberOf(request), query));

  route(app, registerDownline, async ({ merchant, request, body }) =>
    registerCenter(
      { db: app.db, kv: app.kv },
      merchant,
      memberOf(request),
      { ip: request.ip, host: hostName(request.host), lang: request.lang },
      body,
    ),
  );

  route(app, opsContracts, async ({ request, query }) => listContracts(app.db, request.operator, query));
  route(app, opsSetContract, async ({ request, body }) => setContract(app.db, request.operator, body));
  route(app, opsEndContract, async ({ request, params, body }) =>
    endContract(app.db, request.operator, params.id, body.reason),
  );
  route(app, opsContractPayouts, async ({ request, query }) => listPayouts(app.db, request.operator, query));
  route(app, opsSettleContracts, async ({ request, body }) =>
    settleNow(app.db, request.operator, body, app.config.production),
  );
  route(app, opsContractSettings, async ({ request, query }) => readSettings(app.db, request.operator, query.merchant));
  route(app, opsSetContractSettings, async ({ request, body }) =>
    writeSettings(app.db, request.operator, body.merchant, body.payer),
  );

  registerSettlementJobs(app.jobs);
}

export default defineModule('contracts', contractsModule, { dependencies: ['auth.guards', 'ops.guards'] });
