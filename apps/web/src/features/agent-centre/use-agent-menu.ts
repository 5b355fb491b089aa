import { useAuth } from '../../lib/auth.ts';
import { useSwitch } from '../../lib/brand.ts';
import { useConsolidatedFunds } from '../../lib/funds.ts';
import { type AgentEntry, agentMenu, contractEntryApplies } from './agent-menu.ts';

/**
 * The agent's menu: the fixed entries, and each contract entry when the brand offers
 * its kind and the consolidated contract info's flags say it applies to this agent.
 * `ready` once the flags have come (or failed: then no contract entry shows).
 */
export function useAgentMenu(enabled: boolean): { entries: AgentEntry[]; ready: boolean } {
  const token = useAuth((state) => state.token !== null);
  const funds = useConsolidatedFunds(enabled && token);
  const switches = {
    DIVIDEND_CONTRACT: useSwitch('DIVIDEND_CONTRACT'),
    DAILY_SALARY: useSwitch('DAILY_SALARY'),
    HOURLY_SALARY: useSwitch('HOURLY_SALARY'),
    REALTIME_SALARY: useSwitch('REALTIME_SALARY'),
  };
  const flags = funds.data as Readonly<Record<string, unknown>> | undefined;
  const entries = agentMenu((modId) => (funds.isError ? false : contractEntryApplies(flags, switches[modId], modId)));
  return { entries, ready: funds.isSuccess || funds.isError };
}
