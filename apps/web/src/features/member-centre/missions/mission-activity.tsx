import type { Mission } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useMoneyText } from '../../../lib/money-text.ts';
import { ErrorAlert } from '../../../ui/form/form-parts.tsx';
import { PanelPage } from '../../../ui/panel/panel-page.tsx';
import { useClaimMission } from './api/claim-mission.ts';
import { useMissionSummary } from './api/mission-summary.ts';
import { MissionBoard } from './mission-board.tsx';
import { MissionCard } from './mission-card.tsx';
import './missions.css';

/**
 * Mission activity (missionLeaderboard): the member's totals, every running mission
 * with its progress and claim button, and the leaderboard. A claim pays into the main
 * wallet; the balance, the list and the badges refresh.
 */
export function MissionActivity() {
  const { t } = useTranslation('memberCentre');
  const { t: tm } = useTranslation('missions');
  const money = useMoneyText();
  const summary = useMissionSummary();
  const claim = useClaimMission();
  const [notice, setNotice] = useState<string | null>(null);
  const data = summary.data;

  const onClaim = (mission: Mission) => {
    setNotice(null);
    claim.mutate(mission.missionId, {
      onSuccess: ({ mission: claimed }) => setNotice(tm('claimedNotice', { amount: money(claimed.reward) })),
    });
  };

  return (
    <PanelPage
      id="centre-page-missionLeaderboard"
      title={t('page.missionLeaderboard')}
      className="centre-page mission-page"
    >
      {data && (
        <dl className="mission-summary">
          <div>
            <dt>{tm('summary.missions')}</dt>
            <dd>{data.summary.missions}</dd>
          </div>
          <div>
            <dt>{tm('summary.completed')}</dt>
            <dd>{data.summary.completed}</dd>
          </div>
          <div>
            <dt>{tm('summary.claimable')}</dt>
            <dd>{data.summary.claimable}</dd>
          </div>
          <div>
            <dt>{tm('summary.rewardEarned')}</dt>
            <dd>{money(data.summary.rewardEarned)}</dd>
          </div>
        </dl>
      )}
      {notice && (
        <p className="form-success" role="status">
          {notice}
        </p>
      )}
      <ErrorAlert error={summary.error ?? claim.error} />
      <div aria-busy={summary.isFetching}>
        {data &&
          (data.list.length === 0 ? (
            <p className="mission-empty">{tm('empty')}</p>
          ) : (
            <ul className="mission-list">
              {data.list.map((mission) => (
                <MissionCard
                  key={mission.missionId}
                  mission={mission}
                  busy={claim.isPending && claim.variables === mission.missionId}
                  onClaim={onClaim}
                />
              ))}
            </ul>
          ))}
      </div>
      <MissionBoard />
    </PanelPage>
  );
}
