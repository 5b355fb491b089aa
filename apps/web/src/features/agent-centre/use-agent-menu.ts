import {
  CONTRACT_FLAG_NAMES,
  CONTRACT_KINDS,
  CONTRACT_SWITCHES,
  type consolidatedFunds,
  type ValueOf,
} from '@arcadia/contracts';
import { useAuth } from '../../lib/auth.ts';
import { useSwitch } from '../../lib/brand.ts';
import { useConsolidatedFunds } from '../../lib/funds.ts';
import { type AgentEntry, agentMenu, type SalarySwitch } from './agent-menu.ts';
import { canOpenAgentCentre } from './open-rule.ts';

type Flags = ValueOf<typeof consolidatedFunds>;

/**
 * Whether a contract entry shows (endpoints §2): the brand's switch is on, and the
 * consolidated contract info says the agent takes part in that kind (info flag) or
 * something of it waits for the agent's answer (request type).
 */
export function contractEntryShown(flags: Flags | undefined, modId: SalarySwitch): boolean {
  const kind = CONTRACT_KINDS.find((each) => CONTRACT_SWITCHES[each] === modId);
  if (!flags || !kind) return false;
  const names = CONTRACT_FLAG_NAMES[kind];
  return flags[names.info] > 0 || flags[names.request] > 0;
}

/** The agent's menu: the fixed entries, and each contract entry its switch and the agent's flags allow. */
export function useAgentMenu(): AgentEntry[] {
  const switches = {
    DIVIDEND_CONTRACT: useSwitch('DIVIDEND_CONTRACT'),
    DAILY_SALARY: useSwitch('DAILY_SALARY'),
    HOURLY_SALARY: useSwitch('HOURLY_SALARY'),
    REALTIME_SALARY: useSwitch('REALTIME_SALARY'),
  };
  // Only an agent's session asks: the centre is mounted for everyone, visitors included.
  const agent = useAuth((state) => canOpenAgentCentre(state.token !== null, state.isAgent ?? undefined));
  const { data: funds } = useConsolidatedFunds(agent);
  return agentMenu((modId) => switches[modId] && contractEntryShown(funds, modId));
}
