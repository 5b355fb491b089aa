import { useTranslation } from '../../../i18n/react.tsx';
import { useBrand } from '../../../lib/brand.ts';
import { useMoneyText } from '../../../lib/money-text.ts';
import { useInRouterContext, useNavigate } from '../../../lib/router/router.tsx';
import { useUi } from '../../../lib/ui-store.ts';
import { useVip } from '../../../lib/vip.ts';
import { openChannel } from '../../../shell/footer/customer-service.ts';

/** To the points mall, closing the member centre over it. */
function PointsMallButton() {
  const { t } = useTranslation('vip');
  const navigate = useNavigate();
  const closeMemberPanel = useUi((ui) => ui.closeMemberPanel);
  return (
    <button
      type="button"
      className="button button-ghost"
      onClick={() => {
        closeMemberPanel();
        navigate('/pointMall');
      }}
    >
      {t('card.pointsMall')}
    </button>
  );
}

/**
 * The member's VIP rank (clubLabel), lifetime valid bets and deposits, what the next
 * level needs; above rank 4 the VIP service channel; and the way to the points mall.
 */
export function VipCard() {
  const { t } = useTranslation('vip');
  const money = useMoneyText();
  // The centre is drawn inside the router; a page rendered on its own (tests) has no mall to go to.
  const routed = useInRouterContext();
  const { customerServiceKey } = useBrand();
  const { data } = useVip();
  if (!data) return null;
  return (
    <section className="vip-card" aria-labelledby="vip-card-title">
      <h4 id="vip-card-title" className="vip-card-title">
        {t('card.title')}
      </h4>
      <p className="vip-rank">{t('card.rank', { name: data.labelName, level: data.rankLevel })}</p>
      <p>{t('card.validBet', { amount: money(data.validBet) })}</p>
      <p>{t('card.deposit', { amount: money(data.deposit) })}</p>
      <p className="vip-next">
        {data.next
          ? t('card.next', {
              name: data.next.name,
              validBet: money(data.next.minValidBet),
              deposit: money(data.next.minDeposit),
            })
          : t('card.top')}
      </p>
      <div className="vip-actions">
        {data.service && (
          <button
            type="button"
            className="button"
            onClick={() => data.service && void openChannel(data.service, customerServiceKey)}
          >
            {t('card.openService')}
          </button>
        )}
        {routed && <PointsMallButton />}
      </div>
      {data.service && <p className="vip-service-note">{t('card.service')}</p>}
    </section>
  );
}
