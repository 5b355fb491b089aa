import {
  consolidatedFunds,
  memberTransactions,
  merchantWallet,
  walletBalance,
  walletTransfer,
} from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../platform/modules/modules.ts';
import { route } from '../../platform/route.ts';
import { memberOf } from '../members/member-of.ts';
import { pooledBalance } from './ledger.service.ts';
import { opsMoneyModule } from './ops-money.routes.ts';
import { listTransactions } from './transactions.service.ts';
import * as wallet from './wallet.service.ts';

/** Wallet reads and moves; money moves only through `transfer` in ledger.service.ts. */
async function walletModule(app: FastifyInstance) {
  route(app, walletBalance, async ({ merchant, request }) => ({
    sumBalance: await pooledBalance(app.db)({ merchantId: merchant.id, memberId: memberOf(request).id }),
  }));

  route(app, consolidatedFunds, async ({ merchant, request }) =>
    wallet.consolidatedFunds(app.db, merchant.id, memberOf(request).id),
  );

  route(app, merchantWallet, async ({ merchant, request, query }) =>
    wallet.merchantWallet(app.db, merchant.id, memberOf(request).id, query.isSingle === 'true'),
  );

  route(app, walletTransfer, async ({ merchant, request, body }) =>
    wallet.transferBetweenWallets(app.db, merchant.id, memberOf(request).id, body),
  );

  route(app, memberTransactions, async ({ merchant, request, query }) =>
    listTransactions(app.db, merchant, memberOf(request).id, query),
  );

  await app.register(opsMoneyModule);
}

export default defineModule('wallet', walletModule, { dependencies: ['auth.guards', 'ops.guards'] });
