import type { Db } from '../../platform/db/db.ts';
import { DEV_ONLY_GATEWAYS } from '../../platform/payments/gateways.ts';
import { channelsRepo } from './channels.repo.ts';

/**
 * What production refuses in the deposit channels (data, so checked against the database at
 * start): an enabled channel that pays through a development stand-in such as the demo
 * gateway, which members would be shown but could not pay through. At run time such a
 * channel is refused as unavailable anyway (platform/payments/gateways.ts).
 */
export async function devGatewayProblems(db: Db): Promise<string[]> {
  const channels = await channelsRepo(db).enabledUsing(DEV_ONLY_GATEWAYS);
  if (channels.length === 0) return [];
  const named = channels.map((row) => `${row.merchant}/${row.channel} (gateway ${row.gateway})`).join(', ');
  return [
    `deposit channels on a development gateway are enabled: ${named}; disable them (deposit_channels.enabled = false) or move them to a real gateway.`,
  ];
}
