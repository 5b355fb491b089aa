import type { Bonus } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useBrand } from '../../../lib/brand.ts';
import { formatRecordTime } from '../../../lib/brand-clock.ts';
import { useMoneyText } from '../../../lib/money-text.ts';
import { ErrorAlert } from '../../../ui/form/form-parts.tsx';
import { Pager } from '../../../ui/pager/pager.tsx';
import { PanelPage } from '../../../ui/panel/panel-page.tsx';
import { useBonusDetails } from './api/bonus-details.ts';
import './bonus-details.css';

const STATE_KEYS: Record<Bonus['state'], string> = {
  Applying: 'applying',
  Rejected: 'rejected',
  Issued: 'issued',
  Claimed: 'claimed',
};

function BonusItem({ bonus }: { bonus: Bonus }) {
  const { t, i18n } = useTranslation('promotions');
  const money = useMoneyText();
  const offset = useBrand().merchant.gmtOffsetMinutes;
  const met = bonus.turnoverDone >= bonus.turnoverRequired;
  return (
    <li className="bonus-item">
      <div className="bonus-item-head">
        <h4 className="bonus-item-title">{bonus.promotionTitle}</h4>
        <span className={`promo-state promo-state-${STATE_KEYS[bonus.state]}`}>
          {t(`state.${STATE_KEYS[bonus.state]}`)}
        </span>
      </div>
      <p className="bonus-item-amount">{bonus.amount === null ? '—' : money(bonus.amount)}</p>
      <p className="bonus-item-meta">
        <span>{t(`bonus.source.${bonus.source}`)}</span>
        <time dateTime={bonus.time}>{formatRecordTime(bonus.time, offset, i18n.language)}</time>
      </p>
      {bonus.remark && <p className="bonus-item-remark">{bonus.remark}</p>}
      {bonus.turnoverRequired > 0 && (
        <div className="bonus-turnover">
          <span>
            {met
              ? t('bonus.turnoverMet', { required: money(bonus.turnoverRequired) })
              : t('bonus.turnover', { done: money(bonus.turnoverDone), required: money(bonus.turnoverRequired) })}
          </span>
          <progress
            value={bonus.turnoverDone}
            max={bonus.turnoverRequired}
            aria-label={t('bonus.turnoverOf', { title: bonus.promotionTitle })}
          />
        </div>
      )}
    </li>
  );
}

/** Bonus details: every bonus, its state and its turnover progress, newest first. */
export function BonusDetails() {
  const { t } = useTranslation('promotions');
  const money = useMoneyText();
  const [page, setPage] = useState(1);
  const details = useBonusDetails(page);
  const data = details.data;
  return (
    <PanelPage
      id="centre-page-bonusDetails"
      title={t('memberCentre:page.bonusDetails')}
      className="centre-page bonus-page"
    >
      <ErrorAlert error={details.error} />
      {data && (
        <>
          <p
            className={`bonus-summary${data.turnoverRemaining > 0 ? ' is-owed' : ''}`}
            data-testid="turnover-remaining"
          >
            {data.turnoverRemaining > 0
              ? t('bonus.remaining', { amount: money(data.turnoverRemaining) })
              : t('bonus.noneRemaining')}
          </p>
          {data.list.length === 0 ? (
            <p className="promo-empty">{t('bonus.empty')}</p>
          ) : (
            <ul className="bonus-list" aria-label={t('bonus.list')} aria-busy={details.isFetching}>
              {data.list.map((bonus) => (
                <BonusItem key={bonus.id} bonus={bonus} />
              ))}
            </ul>
          )}
          {data.totalPages > 1 && (
            <Pager label={t('bonus.pages')} page={page} pages={data.totalPages} onPage={setPage} />
          )}
        </>
      )}
    </PanelPage>
  );
}
