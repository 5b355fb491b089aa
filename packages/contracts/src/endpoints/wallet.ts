import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';

/** Money is integer minor units (cents) everywhere; formatting happens only at the edge. */
export const walletBalance = endpoint({
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  summary: "The member's total balance across wallets, in minor units",
  auth: 'member',
  trialAllowed: true,
  value: z.object({ sumBalance: z.int() }),
});
