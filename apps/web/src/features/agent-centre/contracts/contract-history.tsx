import type { ContractKind } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useBrandTime } from '../../../lib/brand-clock.ts';
import { useContractHistory } from '../../../lib/contracts.ts';
import { useMoneyText } from '../../../lib/money-text.ts';
import { termsSummary } from '../../../ui/contract/terms-text.ts';
import { ErrorAlert } from '../../../ui/form/form-parts.tsx';
import { Pager } from '../../../ui/pager/pager.tsx';

/** Every offer, answer, termination request and end of the kind's contracts the agent is a side of. */
export function ContractHistory({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('contracts');
  const time = useBrandTime();
  const money = useMoneyText();
  const [page, setPage] = useState(1);
  const history = useContractHistory({ kind, pageNo: page, pageSize: 10 });
  const list = history.data?.list ?? [];
  return (
    <section className="contract-card" aria-labelledby={`history-${kind}`}>
      <h4 id={`history-${kind}`} className="contract-card-title">
        {t('history.heading')}
      </h4>
      <ErrorAlert error={history.error} />
      {history.data && list.length === 0 && <p className="contract-meta">{t('history.none')}</p>}
      {list.length > 0 && (
        <ol className="contract-list" aria-label={t('history.heading')}>
          {list.map((event) => (
            <li key={event.id} className="contract-list-item">
              <div className="contract-list-head">
                <strong>{t(`history.action.${event.action}`)}</strong>
                <span className="contract-meta">{time(event.time)}</span>
              </div>
              <p className="contract-meta">
                {t('history.parties', { upline: event.upline ?? t('history.house'), member: event.member })} ·{' '}
                {t(`history.actor.${event.actor}`)}
                {event.reason && event.action === 'ended' ? ` · ${t(`history.reason.${event.reason}`)}` : ''}
              </p>
              <p className="contract-meta">{termsSummary(event.terms, t, money)}</p>
            </li>
          ))}
        </ol>
      )}
      {history.data && history.data.totalPages > 1 && (
        <Pager label={t('history.pages')} page={page} pages={history.data.totalPages} onPage={setPage} />
      )}
    </section>
  );
}
