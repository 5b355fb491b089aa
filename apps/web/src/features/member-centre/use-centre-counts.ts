/** The badge counts of the menu; a count that is not known shows no badge. */
export interface CentreCounts {
  missionCount?: number;
  messageCount?: number;
  rewardCount?: number;
}

/**
 * The counts arrive with the missions, messages and rewards features, from
 * GET /wps/relay/CSP_unreadCount once the server has it: this hook will then
 * query it. Until then no count is known, so no badge shows; inventing zeros
 * or numbers here would be fake data.
 */
export function useCentreCounts(): CentreCounts {
  return {};
}
