import type { Config } from '../config.ts';
import { demoGateway } from './demo-gateway.ts';
import type { PaymentGateway } from './gateway.ts';

/** Adapters by the `gateway` column of deposit_channels. A real provider is added here. */
const GATEWAYS: Readonly<Record<string, PaymentGateway>> = { demo: demoGateway };

/**
 * The adapter for a channel, or null when there is none or it is a local
 * stand-in under production configuration (the channel is then unavailable).
 */
export function gatewayFor(config: Pick<Config, 'production'>, code: string | null): PaymentGateway | null {
  const gateway = code ? GATEWAYS[code] : undefined;
  if (!gateway || (gateway.devOnly && config.production)) return null;
  return gateway;
}

/** Gateway codes that are local stand-ins: production refuses to start while an enabled channel uses one. */
export const DEV_ONLY_GATEWAYS = Object.values(GATEWAYS)
  .filter((gateway) => gateway.devOnly)
  .map((gateway) => gateway.code);
