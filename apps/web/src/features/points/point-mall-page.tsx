import { TRIAL_TYPE } from '@arcadia/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAuth } from '../../lib/auth.ts';
import { useSearchParams } from '../../lib/router/router.tsx';
import { useUi } from '../../lib/ui-store.ts';
import { MALL_TABS, type MallTab, MallTabs } from './mall-tabs.tsx';
import { PointDetails } from './point-details.tsx';
import { PointRules } from './point-rules.tsx';
import { PointsSummary } from './points-summary.tsx';
import { RedeemHistory } from './redeem-history.tsx';
import { RewardGrid } from './reward-grid.tsx';
import './point-mall.css';

const PANEL_ID = 'point-mall-panel';

/** Visitors and trial accounts: what the mall is, and the way in. */
function MallDoor({ trial }: { trial: boolean }) {
  const { t } = useTranslation('points');
  const openAuthModal = useUi((ui) => ui.openAuthModal);
  return (
    <div className="mall-door">
      <p>{trial ? t('visitor.trial') : t('visitor.text')}</p>
      {!trial && (
        <button type="button" className="button" onClick={() => openAuthModal('login')}>
          {t('visitor.login')}
        </button>
      )}
    </div>
  );
}

/**
 * The points mall (/pointMall): the member's points and the way to convert them, then
 * the tabs exchange goods, redeem history, point details and point rules. The open tab
 * is in the address (?tab=), so it survives a reload and can be linked to.
 */
export default function PointMallPage() {
  const { t } = useTranslation();
  const token = useAuth((auth) => auth.token);
  const trial = useAuth((auth) => auth.isAgent === TRIAL_TYPE);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: MallTab = MALL_TABS.includes(asked as MallTab) ? (asked as MallTab) : 'goods';
  const select = (next: MallTab) =>
    setParams(
      (current) => {
        current.set('tab', next);
        return current;
      },
      { replace: true },
    );

  return (
    <section className="page-frame point-mall">
      <h1 className="page-title">{t('common:page.pointMall')}</h1>
      {!token || trial ? (
        <MallDoor trial={trial && Boolean(token)} />
      ) : (
        <>
          <PointsSummary />
          <MallTabs tab={tab} panelId={PANEL_ID} onSelect={select} />
          <div id={PANEL_ID} role="tabpanel" aria-labelledby={`mall-tab-${tab}`} className="mall-panel">
            {tab === 'goods' && <RewardGrid onRedeemed={() => select('history')} />}
            {tab === 'history' && <RedeemHistory />}
            {tab === 'details' && <PointDetails />}
            {tab === 'rules' && <PointRules />}
          </div>
        </>
      )}
    </section>
  );
}
