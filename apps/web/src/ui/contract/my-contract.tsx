import type { Contract, ContractKind, ContractSummary } from '@arcadia/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import { useBrandTime } from '../../lib/brand-clock.ts';
import { useContractAction } from '../../lib/contracts.ts';
import { ErrorAlert } from '../form/form-parts.tsx';
import { TermsView } from './terms-view.tsx';

interface MyContractProps {
  kind: ContractKind;
  summary: ContractSummary;
  /** Headings' level inside the page (the page title is a level-3 heading). */
  level?: 4 | 5 | 6;
}

/**
 * The holder's side of one kind: an offer waiting for an answer (with the spec's
 * warning when accepting ends subordinates' contracts), and the contract in force
 * with its termination request. Agents see it in the agent centre, players in the
 * member centre.
 */
export function MyContract({ kind, summary, level = 4 }: MyContractProps) {
  const { t } = useTranslation('contracts');
  const time = useBrandTime();
  const action = useContractAction(kind);
  const Heading = `h${level}` as const;
  const { offer, mine } = summary;
  const busy = action.isPending;
  const send = (body: Parameters<typeof action.mutate>[0]) => action.mutate(body);
  const other = (contract: Contract) =>
    contract.upline ? t('mine.with', { upline: contract.upline }) : t('mine.house');

  return (
    <div className="my-contract">
      {offer && (
        <section className="contract-card is-offer" aria-labelledby={`offer-${kind}`}>
          <Heading id={`offer-${kind}`} className="contract-card-title">
            {offer.upline ? t('offer.heading', { upline: offer.upline }) : t('offer.fromHouse')}
          </Heading>
          <TermsView terms={offer.terms} label={t('offer.terms')} />
          {offer.endsSubordinates.length > 0 && (
            <div className="contract-warning" role="alert">
              <p>{t('messages:subordinate-rate-higher')}</p>
              <p>{t('offer.subordinates', { accounts: offer.endsSubordinates.join(', ') })}</p>
            </div>
          )}
          <div className="form-actions">
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() =>
                send({ action: 'accept', contractId: offer.id, confirm: offer.endsSubordinates.length > 0 })
              }
            >
              {t('offer.accept')}
            </button>
            <button
              type="button"
              className="button button-ghost"
              disabled={busy}
              onClick={() => send({ action: 'reject', contractId: offer.id })}
            >
              {t('offer.reject')}
            </button>
          </div>
        </section>
      )}
      <section className="contract-card" aria-labelledby={`mine-${kind}`}>
        <Heading id={`mine-${kind}`} className="contract-card-title">
          {t('mine.heading')}
        </Heading>
        {mine ? (
          <>
            <p className="contract-meta">
              {other(mine)} · {t('mine.since', { time: time(mine.acceptedAt ?? mine.offeredAt) })}
            </p>
            <TermsView terms={mine.terms} label={t('mine.terms')} />
            <Termination contract={mine} busy={busy} onAct={send} />
          </>
        ) : (
          <p className="contract-meta">{t('mine.none')}</p>
        )}
      </section>
      <ErrorAlert error={action.error} />
    </div>
  );
}

interface TerminationProps {
  contract: Contract;
  busy: boolean;
  onAct: (body: { action: 'terminate' | 'keep'; contractId: string }) => void;
  /** The side looking: the holder, or the upline in its downline list. */
  side?: 'member' | 'upline';
}

/** Ending a contract in force: ask, agree to the other side's request, refuse it, or withdraw one's own. */
export function Termination({ contract, busy, onAct, side = 'member' }: TerminationProps) {
  const { t } = useTranslation('contracts');
  const requested = contract.terminationRequestedBy;
  const button = (action: 'terminate' | 'keep', label: string, ghost = false) => (
    <button
      type="button"
      className={ghost ? 'button button-ghost' : 'button'}
      disabled={busy}
      onClick={() => onAct({ action, contractId: contract.id })}
    >
      {label}
    </button>
  );
  if (requested === side) {
    return (
      <div className="contract-termination">
        <p className="contract-meta">{t('termination.youAsked')}</p>
        <div className="form-actions">{button('keep', t('termination.withdraw'), true)}</div>
      </div>
    );
  }
  if (requested) {
    return (
      <div className="contract-termination">
        <p className="contract-meta">{t('termination.theyAsked')}</p>
        <div className="form-actions">
          {button('terminate', t('termination.agree'))}
          {button('keep', t('termination.keep'), true)}
        </div>
      </div>
    );
  }
  const alone = side === 'member' && contract.upline === null;
  return (
    <div className="form-actions">
      {button('terminate', alone ? t('termination.end') : t('termination.request'), true)}
    </div>
  );
}
