import { useSwitch } from '../../lib/brand.ts';
import { type AgentEntry, agentMenu } from './agent-menu.ts';

/**
 * The agent's menu. For now the contract entries follow the brand's switches;
 * the specification derives them from the consolidated contract info
 * (dailysalreqtype, divtypereq, contracthoursalreq, realtimesalreqtype and the
 * info flags), which arrives with the agent issue and should then narrow them.
 */
export function useAgentMenu(): AgentEntry[] {
  const switches = {
    DIVIDEND_CONTRACT: useSwitch('DIVIDEND_CONTRACT'),
    DAILY_SALARY: useSwitch('DAILY_SALARY'),
    HOURLY_SALARY: useSwitch('HOURLY_SALARY'),
    REALTIME_SALARY: useSwitch('REALTIME_SALARY'),
  };
  return agentMenu((modId) => switches[modId]);
}
