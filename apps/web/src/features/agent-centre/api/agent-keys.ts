import { MONEY_KEY } from '../../../lib/balance.ts';

/** Every agent report lives under the money key, so a payment or transfer refreshes them with the balance. */
export const AGENT_KEY = [...MONEY_KEY, 'agent'] as const;
