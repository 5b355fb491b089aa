import type { SlotState } from '@arcadia/contracts';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import { percent } from '../../lib/money.ts';
import { GameLayout } from '../../shell/game-layout.tsx';
import { useShell } from '../../shell/shell-context.tsx';
import { SlotControls } from './controls.tsx';
import { FailurePanel, ResumePanel } from './overlays.tsx';
import { PickBoard } from './pick-board.tsx';
import { RulesSheet } from './rules-sheet.tsx';
import { SlotStage } from './slot-stage.tsx';
import { coloursOf, titleOf } from './title.ts';
import { useAutoplay } from './use-autoplay.ts';
import { useReels } from './use-reels.ts';
import { useSlotPlay } from './use-slot-play.ts';
import { openingGrid, useSlotState } from './use-slot-state.ts';
import { openingStake } from './wins.ts';
import './slot.css';

/** The slot page: the title the session was launched for, once its state has come. */
export function SlotGame() {
  const { t, session } = useShell();
  const title = titleOf(session.gameCode);
  const { loaded, reload } = useSlotState(title);
  if (title && loaded.kind === 'ready') return <SlotTable state={loaded.state} />;
  const stage = (
    <div className="slot-wait" aria-busy={loaded.kind === 'loading'}>
      {!title ? (
        <p>{t('slot.wrongGame')}</p>
      ) : loaded.kind === 'failed' ? (
        <>
          <p>{t('slot.loadFailed')}</p>
          <button type="button" className="button-primary" onClick={reload}>
            {t('shell.retry')}
          </button>
        </>
      ) : (
        <div className="gate-spinner" />
      )}
    </div>
  );
  return <GameLayout stage={stage} controls={null} />;
}

/** Is the key press the page's own (not typing in a field, not a button's own Space)? */
const spaceForSpin = (event: KeyboardEvent) =>
  event.code === 'Space' &&
  !event.repeat &&
  !(event.target instanceof HTMLElement && event.target.closest('input, textarea, select, button, a, [role="dialog"]'));

function SlotTable({ state }: { state: SlotState }) {
  const { t, balance } = useShell();
  const host = useRef<HTMLDivElement>(null);
  const opening = useMemo(() => openingGrid(state), [state]);
  const reels = useReels(host, state, opening);
  const [stake, setStake] = useState(() => openingStake(state.stakes));
  const [quick, setQuick] = useState(false);
  const [info, setInfo] = useState(false);
  const [unfinished, setUnfinished] = useState(state.unfinished);
  const play = useSlotPlay({ state, scene: reels.scene, stake, quick, opening });
  const auto = useAutoplay(play, stake, quick);
  const picking = play.show.pick !== null;

  const press = () => {
    if (auto.left !== null) return auto.stop();
    if (play.busy) return play.hurry();
    auto.clearNote();
    setUnfinished(null);
    void play.spin();
  };
  const pressed = useRef(press);
  pressed.current = press;
  useEffect(() => {
    const key = (event: KeyboardEvent) => {
      if (!spaceForSpin(event)) return;
      event.preventDefault();
      pressed.current();
    };
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, []);
  useEffect(() => {
    document.title = state.name;
  }, [state.name]);

  const colours = coloursOf(state.title);
  const look = {
    '--slot-bg': colours.background,
    '--slot-surface': colours.surface,
    '--slot-primary': colours.primary,
    '--slot-accent': colours.accent,
    '--slot-text': colours.text,
  } as CSSProperties;

  const stage = (
    <SlotStage
      state={state}
      stake={stake}
      host={host}
      still={reels.still}
      drawn={reels.drawn}
      show={play.show}
      busy={play.busy}
      quick={quick}
      note={auto.note}
      style={look}
      skip={play.skip}
      overlay={
        picking && play.show.pick ? (
          <PickBoard pick={play.show.pick} onDone={play.picked} />
        ) : play.failure ? (
          <FailurePanel
            failure={play.failure}
            state={state}
            stake={stake}
            onStake={(lower) => {
              setStake(lower);
              play.dismiss();
            }}
            onRetry={() => {
              play.dismiss();
              press();
            }}
            onClose={play.dismiss}
          />
        ) : unfinished && !play.busy ? (
          <ResumePanel
            unfinished={unfinished}
            onShow={() => {
              setUnfinished(null);
              if (unfinished.round) void play.replay(unfinished.round);
            }}
            onClose={() => setUnfinished(null)}
          />
        ) : null
      }
    />
  );

  const controls = (
    <div className="slot-controls-wrap" style={look}>
      <SlotControls
        state={state}
        stake={stake}
        onStake={setStake}
        busy={play.busy}
        picking={picking}
        autoLeft={auto.left}
        onAuto={(count) => {
          setUnfinished(null);
          void auto.start(count);
        }}
        quick={quick}
        onQuick={setQuick}
        onPress={press}
        onInfo={() => setInfo(true)}
        cannotCover={balance < stake}
      />
      {info ? <RulesSheet state={state} stake={stake} style={look} onClose={() => setInfo(false)} /> : null}
    </div>
  );

  const facts = (
    <>
      <div className="fact">
        <span className="fact-label">RTP</span>
        <span className="fact-value">{percent(state.rtp)}</span>
      </div>
      <div className="fact">
        <span className="fact-label">{t('slot.volatility')}</span>
        <span className="fact-value">{t(`slot.volatility.${state.volatility}`)}</span>
      </div>
    </>
  );

  return (
    <div className="slot-page" style={look}>
      <GameLayout stage={stage} controls={controls} facts={facts} />
    </div>
  );
}
