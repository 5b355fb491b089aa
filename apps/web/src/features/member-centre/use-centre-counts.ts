import type { BadgeCounts } from '@arcadia/contracts';
import { useBadgeCounts } from '../../lib/centre-counts.ts';

/** The badge counts of the menu; a count that is not known shows no badge. */
export type CentreCounts = Pick<BadgeCounts, 'missionCount' | 'messageCount' | 'rewardCount'>;

/**
 * The counts from GET /wps/relay/CSP_unreadCount (lib/centre-counts.ts, shared with
 * the header's avatar): asked on opening, every minute, on focus, and again after a
 * message is read or a mission or reward claimed.
 */
export function useCentreCounts(): CentreCounts {
  const { data } = useBadgeCounts();
  if (!data) return {};
  const { missionCount, messageCount, rewardCount } = data;
  return { missionCount, messageCount, rewardCount };
}
