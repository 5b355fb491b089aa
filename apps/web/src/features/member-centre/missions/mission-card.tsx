import { formatMoney, isMoneyGoal, type Mission } from '@arcadia/contracts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useMoneyText } from '../../../lib/money-text.ts';

interface MissionCardProps {
  mission: Mission;
  busy: boolean;
  onClaim: (mission: Mission) => void;
}

/** One mission: what to reach in which period, the progress bar, the reward and its claim button. */
export function MissionCard({ mission, busy, onClaim }: MissionCardProps) {
  const { t } = useTranslation('missions');
  const money = useMoneyText();
  const figure = (value: number) => (isMoneyGoal(mission.goal) ? formatMoney(value) : String(value));
  const percent = Math.min(100, Math.floor((mission.progress * 100) / mission.target));
  const progressText = t('progress', {
    goal: t(`goal.${mission.goal}`),
    progress: figure(mission.progress),
    target: figure(mission.target),
  });
  return (
    <li className={`mission-card is-${mission.state}`}>
      <div className="mission-head">
        <span className="mission-period">{t(`period.${mission.period}`)}</span>
        <h4 className="mission-title">{mission.title}</h4>
      </div>
      {mission.description && <p className="mission-description">{mission.description}</p>}
      <div
        className="mission-bar"
        role="progressbar"
        aria-label={mission.title}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={progressText}
      >
        <span className="mission-bar-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="mission-numbers">
        <span>{progressText}</span>
        {mission.periodEnd && <span className="mission-until">{t('until', { day: mission.periodEnd })}</span>}
      </p>
      <div className="mission-foot">
        <span className="mission-reward">{t('reward', { amount: money(mission.reward) })}</span>
        {mission.state === 'claimable' ? (
          <button
            type="button"
            className="button mission-claim"
            aria-label={t('claimNamed', { title: mission.title })}
            disabled={busy}
            onClick={() => onClaim(mission)}
          >
            {t('claim')}
          </button>
        ) : (
          <span className="mission-state">{t(mission.state === 'claimed' ? 'claimed' : 'inProgress')}</span>
        )}
      </div>
    </li>
  );
}
