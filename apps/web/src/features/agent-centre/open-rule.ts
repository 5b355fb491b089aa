import { AGENT_TYPES } from '@arcadia/contracts';

/** The agent centre opens only for a logged-in agent: types 1, 2, 41 and 42 (endpoints §2, §6). */
export const canOpenAgentCentre = (hasToken: boolean, memberType: number | undefined): boolean =>
  hasToken && memberType !== undefined && (AGENT_TYPES as readonly number[]).includes(memberType);
