import { CONTRACT_FLAG_NAMES, CONTRACT_KINDS, type ContractKind } from '@arcadia/contracts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useContractSummary } from '../../../lib/contracts.ts';
import { useConsolidatedFunds } from '../../../lib/funds.ts';
import { MyContract } from '../../../ui/contract/my-contract.tsx';
import '../../../ui/contract/contract.css';

/**
 * "My contracts" in My account: where a player (who has no agent centre) answers an
 * upline's offer, sees the contract in force and asks to end it. Shown for each kind
 * the consolidated contract info says the member takes part in.
 */
export function ContractsCard() {
  const { t } = useTranslation('contracts');
  const { data: funds } = useConsolidatedFunds();
  const kinds = CONTRACT_KINDS.filter((kind) => {
    const names = CONTRACT_FLAG_NAMES[kind];
    return funds !== undefined && (funds[names.info] > 0 || funds[names.request] > 0);
  });
  if (kinds.length === 0) return null;
  return (
    <section className="security-card contracts-card" aria-labelledby="contracts-heading">
      <h4 id="contracts-heading" className="security-heading">
        {t('memberSection.heading')}
      </h4>
      {kinds.map((kind) => (
        <KindContract key={kind} kind={kind} />
      ))}
    </section>
  );
}

function KindContract({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('contracts');
  const { data } = useContractSummary(kind, { pageSize: 1 });
  return (
    <section className="contract-page" aria-label={t(`kind.${kind}`)}>
      <h5 className="contract-card-title">{t(`kind.${kind}`)}</h5>
      {data && <MyContract kind={kind} summary={data} level={6} />}
    </section>
  );
}
