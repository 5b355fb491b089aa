import { AGENT_TYPES, type ContractKind } from '@arcadia/contracts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useContractSummary } from '../../../lib/contracts.ts';
import { MyContract } from '../../../ui/contract/my-contract.tsx';
import { ErrorAlert } from '../../../ui/form/form-parts.tsx';
import { ContractHistory } from './contract-history.tsx';
import { DownlineContracts } from './downline-contracts.tsx';
import '../../../ui/contract/contract.css';

/**
 * One contract page of the agent centre (Dividend, Daily, Hourly or Real-Time Salary):
 * the agent's own contract and offers to it, its direct downline's contracts with
 * offers to make, and the history.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('contracts');
  const agent = useAuth((state) => (AGENT_TYPES as readonly (number | null)[]).includes(state.isAgent));
  const summary = useContractSummary(kind);
  return (
    <div className="contract-page">
      <ErrorAlert error={summary.error} />
      {summary.data && !summary.data.enabled && <p className="form-hint">{t('disabled')}</p>}
      {summary.data && <MyContract kind={kind} summary={summary.data} />}
      {summary.data && agent && <DownlineContracts kind={kind} canOffer={summary.data.canOffer} />}
      <ContractHistory kind={kind} />
    </div>
  );
}

export const DividendPage = () => <ContractPage kind="dividend" />;
export const DailySalaryPage = () => <ContractPage kind="daily" />;
export const HourlySalaryPage = () => <ContractPage kind="hourly" />;
export const RealtimeSalaryPage = () => <ContractPage kind="realtime" />;
