import { walletBalance } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route.ts';
import { memberOf } from '../members/member-of.ts';
import { memberBalance } from './ledger.service.ts';

/** Wallet reads; money moves only through `transfer` in ledger.service.ts. */
export async function walletModule(app: FastifyInstance) {
  route(app, walletBalance, async ({ merchant, request }) => ({
    sumBalance: await memberBalance(app.db, merchant.id, memberOf(request).id),
  }));
}
