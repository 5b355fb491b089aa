import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useBrandTime } from '../../../lib/brand-clock.ts';
import { useMoneyText } from '../../../lib/money-text.ts';
import { ErrorAlert } from '../../../ui/form/form-parts.tsx';
import { CopyButton } from '../../../ui/money/copy-button.tsx';
import { MoneyTable } from '../../../ui/money/money-table.tsx';
import { Pager } from '../../../ui/pager/pager.tsx';
import { PanelPage } from '../../../ui/panel/panel-page.tsx';
import { useReferralInfo } from './api/referral-info.ts';
import { ShareButtons } from './share-buttons.tsx';
import '../../../ui/money/money-parts.css';
import './referral.css';

// The QR encoder loads with this page only.
const QrCode = lazy(() => import('../../../ui/qr/qr-code.tsx').then((module) => ({ default: module.QrCode })));

/**
 * Invite friends (member centre `referral`): the member's link and code with a QR code
 * at the spec's defaults (200, margin 20, level M), copy and share; the brand's referral
 * rule; and the friends invited, with what each has earned the member.
 */
export function InviteFriends() {
  const { t } = useTranslation('referral');
  const money = useMoneyText();
  const time = useBrandTime();
  const [page, setPage] = useState(1);
  const info = useReferralInfo(page);
  const data = info.data;
  const columns = [
    { label: t('list.account') },
    { label: t('list.registered') },
    { label: t('list.reward'), numeric: true },
  ];

  return (
    <PanelPage id="centre-page-referral" title={t('memberCentre:page.referral')} className="centre-page referral-page">
      <ErrorAlert error={info.error} />
      {data && (
        <>
          <section className="invite-card" aria-label={t('link.label')}>
            <Suspense fallback={<span className="invite-qr-space" />}>
              <QrCode value={data.link} label={t('link.qr')} />
            </Suspense>
            <div className="invite-fields">
              <div className="invite-field">
                <span className="invite-label">{t('link.code')}</span>
                <strong className="invite-code" data-testid="invite-code">
                  {data.code}
                </strong>
                <CopyButton value={data.code} what={t('link.code')} />
              </div>
              <div className="invite-field">
                <span className="invite-label">{t('link.link')}</span>
                <a className="invite-link" href={data.link} data-testid="invite-link">
                  {data.link}
                </a>
                <CopyButton value={data.link} what={t('link.link')} />
              </div>
              <ShareButtons link={data.link} text={t('share.text')} />
            </div>
          </section>
          <section className="invite-rule" aria-labelledby="invite-rule-title">
            <h4 id="invite-rule-title" className="cashier-heading">
              {t('rule.title')}
            </h4>
            <p>
              {data.rule.enabled && data.rule.bonusAmount > 0
                ? t('rule.text', { bonus: money(data.rule.bonusAmount), deposit: money(data.rule.minDeposit) })
                : t('rule.off')}
            </p>
            <p className="invite-totals">
              {t('totals', {
                invited: data.totals.invited,
                rewarded: data.totals.rewarded,
                earned: money(data.totals.earned),
              })}
            </p>
          </section>
          <section className="invitees" aria-labelledby="invitees-title">
            <h4 id="invitees-title" className="cashier-heading">
              {t('list.title')}
            </h4>
            {data.list.length === 0 ? (
              <p className="cashier-empty">{t('list.empty')}</p>
            ) : (
              <MoneyTable columns={columns} labelledBy="invitees-title" className="invitees-table">
                {data.list.map((invitee) => (
                  <tr key={`${invitee.account}-${invitee.registeredAt}`}>
                    <td>{invitee.account}</td>
                    <td>
                      <time dateTime={invitee.registeredAt}>{time(invitee.registeredAt)}</time>
                    </td>
                    <td className="is-number">{invitee.reward === null ? t('list.waiting') : money(invitee.reward)}</td>
                  </tr>
                ))}
              </MoneyTable>
            )}
            {data.totalPages > 1 && (
              <Pager label={t('list.pages')} page={page} pages={data.totalPages} onPage={setPage} />
            )}
          </section>
        </>
      )}
    </PanelPage>
  );
}
