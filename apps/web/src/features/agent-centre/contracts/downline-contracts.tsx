import type { ContractKind, ContractSummary } from '@arcadia/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useContractAction, useContractSummary } from '../../../lib/contracts.ts';
import { useMoneyText } from '../../../lib/money-text.ts';
import { Termination } from '../../../ui/contract/my-contract.tsx';
import { termsSummary } from '../../../ui/contract/terms-text.ts';
import { ErrorAlert, TextField } from '../../../ui/form/form-parts.tsx';
import { Pager } from '../../../ui/pager/pager.tsx';
import { OfferForm } from './offer-form.tsx';

const PAGE_SIZE = 10;

/** The agent's side: each direct downline with its contract of the kind, an offer to make, withdraw, or end. */
export function DownlineContracts({ kind, canOffer }: { kind: ContractKind; canOffer: boolean }) {
  const { t } = useTranslation('contracts');
  const [typed, setTyped] = useState('');
  const [account, setAccount] = useState('');
  const [page, setPage] = useState(1);
  const summary = useContractSummary(kind, { account, pageNo: page, pageSize: PAGE_SIZE });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setAccount(typed.trim());
    setPage(1);
  };
  const downlines = summary.data?.downlines;
  return (
    <section className="contract-card" aria-labelledby={`downline-${kind}`}>
      <h4 id={`downline-${kind}`} className="contract-card-title">
        {t('downline.heading')}
      </h4>
      {!canOffer && <p className="form-hint">{t('downline.cannotOffer')}</p>}
      <form className="form-inline" onSubmit={search}>
        <TextField
          className="form-grow"
          label={t('downline.search')}
          value={typed}
          onChange={setTyped}
          maxLength={64}
        />
        <button type="submit" className="button button-ghost">
          {t('downline.searchButton')}
        </button>
      </form>
      <ErrorAlert error={summary.error} />
      {downlines && downlines.list.length === 0 && <p className="contract-meta">{t('downline.none')}</p>}
      {downlines && downlines.list.length > 0 && (
        <ul className="contract-list" aria-label={t('downline.heading')}>
          {downlines.list.map((row) => (
            <DownlineRow key={row.account} kind={kind} row={row} canOffer={canOffer} />
          ))}
        </ul>
      )}
      {downlines && downlines.totalPages > 1 && (
        <Pager label={t('downline.pages')} page={page} pages={downlines.totalPages} onPage={setPage} />
      )}
    </section>
  );
}

type Row = ContractSummary['downlines']['list'][number];

function DownlineRow({ kind, row, canOffer }: { kind: ContractKind; row: Row; canOffer: boolean }) {
  const { t } = useTranslation('contracts');
  const money = useMoneyText();
  const action = useContractAction(kind);
  const [offering, setOffering] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const busy = action.isPending;
  return (
    <li className="contract-list-item" aria-label={row.account}>
      <div className="contract-list-head">
        <strong>{row.account}</strong>
        <span className="contract-meta">{t(row.type === 0 ? 'downline.member' : 'downline.agent')}</span>
      </div>
      <p className="contract-meta">
        {row.contract ? termsSummary(row.contract.terms, t, money) : t('downline.noContract')}
      </p>
      {row.offer && (
        <p className="contract-meta">
          {t('downline.offerWaiting')}: {termsSummary(row.offer.terms, t, money)}
        </p>
      )}
      {done && (
        <p className="form-success" role="status">
          {done}
        </p>
      )}
      {offering ? (
        <OfferForm
          kind={kind}
          account={row.account}
          onDone={(message) => {
            setOffering(false);
            setDone(message);
          }}
          onCancel={() => setOffering(false)}
        />
      ) : (
        <div className="form-actions">
          {canOffer && (
            <button type="button" className="button" onClick={() => setOffering(true)}>
              {row.contract || row.offer ? t('downline.newOffer') : t('downline.offer')}
            </button>
          )}
          {row.offer && (
            <button
              type="button"
              className="button button-ghost"
              disabled={busy}
              onClick={() => row.offer && action.mutate({ action: 'cancel', contractId: row.offer.id })}
            >
              {t('downline.withdrawOffer')}
            </button>
          )}
        </div>
      )}
      {row.contract && (
        <Termination contract={row.contract} side="upline" busy={busy} onAct={(body) => action.mutate(body)} />
      )}
      <ErrorAlert error={action.error} />
    </li>
  );
}
