import { type ReactNode, useState } from 'react';
import { FairnessPanel } from './fairness-panel.tsx';
import { Header } from './header.tsx';
import { ListIcon, ShieldIcon } from './icons.tsx';
import { Notice } from './notice.tsx';
import { RoundHistory } from './round-history.tsx';
import { useShell } from './shell-context.tsx';

/**
 * Every original's page: the header, the game's stage (its board or canvas), its controls, and
 * below them the player's bets and the fairness panel. Phone first: one column at 390 px; from
 * 900 px the controls stand in a side column at the left of the stage.
 */
export function GameLayout(props: { stage: ReactNode; controls: ReactNode; facts?: ReactNode }) {
  const { t } = useShell();
  const [tab, setTab] = useState<'history' | 'fair'>('history');
  return (
    <div className="shell">
      <Header />
      <main className="layout">
        <section className="stage">{props.stage}</section>
        <section className="controls">
          {props.controls}
          {props.facts ? <div className="facts">{props.facts}</div> : null}
        </section>
        <section className="below">
          <div className="tabs" role="tablist">
            <button type="button" role="tab" aria-selected={tab === 'history'} onClick={() => setTab('history')}>
              <ListIcon />
              {t('history.title')}
            </button>
            <button type="button" role="tab" aria-selected={tab === 'fair'} onClick={() => setTab('fair')}>
              <ShieldIcon />
              {t('fair.title')}
            </button>
          </div>
          <div role="tabpanel">{tab === 'history' ? <RoundHistory /> : <FairnessPanel />}</div>
        </section>
      </main>
      <Notice />
    </div>
  );
}
