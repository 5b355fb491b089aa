import {
  type CrashRound,
  houseCrashCashOut,
  houseCrashOpen,
  houseCrashRound,
  houseCrashStart,
} from '@arcadia/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import * as crash from '../../../../games/originals/crash.ts';
import { ApiError } from '../../lib/api.ts';
import { multiplier, percent } from '../../lib/money.ts';
import { GameLayout } from '../../shell/game-layout.tsx';
import { useShell } from '../../shell/shell-context.tsx';
import { StakeField } from '../../shell/stake-field.tsx';
import type { CrashScene } from './crash-scene.ts';
import './crash.css';

/** `localStart`: performance.now() at the round's start as this page reckons it (its answer's elapsed taken off). */
type Phase =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'running'; round: CrashRound; localStart: number; cashing: boolean }
  | { kind: 'over'; round: CrashRound; localStart: number };

const WAIT_MS = 15_000;
const autoOf = (text: string): number | null | 'bad' => {
  if (text.trim() === '') return null;
  const value = Math.round(Number(text) * 100);
  return Number.isFinite(value) && value >= crash.MIN_CASH_OUT && value <= crash.MAX_POINT ? value : 'bad';
};

/** Crash: one rocket a round, drawn by Pixi; the server's clock prices a cash-out and ends the round. */
export function CrashGame() {
  const { t, api, fair, formatMoney, showBalance, showError, roundSettled, setRoundOpen } = useShell();
  const host = useRef<HTMLDivElement>(null);
  const scene = useRef<CrashScene | null>(null);
  const readout = useRef<HTMLOutputElement>(null);
  const cashLabel = useRef<HTMLSpanElement>(null);
  const [stake, setStake] = useState(1_000);
  const [autoText, setAutoText] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [landed, setLanded] = useState(false);
  const [recent, setRecent] = useState<{ id: string; point: number }[]>([]);
  const current = useRef(phase);
  current.current = phase;
  const auto = autoOf(autoText);

  useEffect(() => {
    let live = true;
    void import('./crash-scene.ts').then(({ CrashScene }) => {
      if (live && host.current) scene.current = new CrashScene(host.current);
    });
    return () => {
      live = false;
      scene.current?.destroy();
      scene.current = null;
    };
  }, []);

  const finish = useCallback(
    (round: CrashRound, localStart: number) => {
      if (current.current.kind === 'over' && current.current.round.roundId === round.roundId) return;
      setPhase({ kind: 'over', round, localStart });
      setLanded(false);
      setRoundOpen(false);
      showBalance(round.balance);
      roundSettled();
      const point = round.point;
      if (point !== null) {
        setRecent((list) => [{ id: round.roundId, point }, ...list.filter((r) => r.id !== round.roundId)].slice(0, 10));
      }
    },
    [setRoundOpen, showBalance, roundSettled],
  );

  /** Waits on the server for the round's end (its crash or auto cash-out), asking again every 15 s. */
  const watch = useCallback(
    async (roundId: string, localStart: number) => {
      for (;;) {
        const now = current.current;
        if (now.kind !== 'running' || now.round.roundId !== roundId) return;
        try {
          const round = await api.call(houseCrashRound, { params: { roundId }, query: { waitMs: WAIT_MS } });
          if (round.state !== 'running') return finish(round, localStart);
        } catch (error) {
          showError(error);
          await new Promise((resolve) => setTimeout(resolve, 2_000));
        }
      }
    },
    [api, finish, showError],
  );

  const run = useCallback(
    (round: CrashRound) => {
      const localStart = performance.now() - round.elapsedMs;
      setPhase({ kind: 'running', round, localStart, cashing: false });
      current.current = { kind: 'running', round, localStart, cashing: false };
      setRoundOpen(true);
      void watch(round.roundId, localStart);
    },
    [watch, setRoundOpen],
  );

  // A round still running (a reload, a new launch) carries on. Asked once, when the page opens.
  const resume = useRef(run);
  resume.current = run;
  useEffect(() => {
    api
      .call(houseCrashOpen)
      .then(({ round }) => round && resume.current(round))
      .catch(showError);
  }, [api, showError]);

  // Each frame: the curve, the big multiplier and the cash-out's value, without re-rendering React.
  useEffect(() => {
    if (phase.kind !== 'running' && phase.kind !== 'over') {
      scene.current?.set({ kind: 'idle' });
      return;
    }
    let frame = 0;
    const draw = () => {
      const elapsed = Math.max(0, performance.now() - phase.localStart);
      const round = phase.round;
      let text: string;
      if (phase.kind === 'running') {
        const value = crash.multiplierAt(elapsed);
        scene.current?.set({ kind: 'flying', elapsedMs: elapsed, cashedAtMs: null });
        text = multiplier(value, 100);
        if (cashLabel.current) cashLabel.current.textContent = formatMoney(Math.floor((round.stake * value) / 100));
      } else {
        const crashMs = round.crashMs ?? 0;
        const cashedAtMs = round.cashOut !== null ? crash.msUntil(round.cashOut) : null;
        if (elapsed < crashMs) {
          scene.current?.set({ kind: 'flying', elapsedMs: elapsed, cashedAtMs });
          text = multiplier(crash.multiplierAt(elapsed), 100);
        } else {
          scene.current?.set({ kind: 'crashed', crashMs, cashedAtMs, at: performance.now() });
          text = multiplier(round.point ?? 100, 100);
          if (!landed) setLanded(true);
        }
      }
      if (readout.current && readout.current.textContent !== text) readout.current.textContent = text;
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [phase, formatMoney, landed]);

  const start = async () => {
    if (auto === 'bad') return;
    setPhase({ kind: 'starting' });
    try {
      const round = await api.call(houseCrashStart, {
        body: { stake, autoCashOut: auto, ...(fair ? { clientSeed: fair.clientSeed } : {}) },
      });
      showBalance(round.balance);
      roundSettled();
      run(round);
    } catch (error) {
      setPhase({ kind: 'idle' });
      showError(error);
    }
  };

  const cashOut = async () => {
    if (phase.kind !== 'running') return;
    setPhase({ ...phase, cashing: true });
    try {
      finish(await api.call(houseCrashCashOut, { body: { roundId: phase.round.roundId } }), phase.localStart);
    } catch (error) {
      const view = error instanceof ApiError ? (error.value as CrashRound | null) : null;
      if (view && typeof view === 'object' && 'state' in view && view.state !== 'running') {
        finish(view, phase.localStart);
        // Too late is shown by the rocket's end, not as an error.
        if (view.state !== 'crashed') showError(error);
      } else {
        setPhase({ ...phase, cashing: false });
        showError(error);
      }
    }
  };

  const over = phase.kind === 'over' ? phase.round : null;
  const cashed = over?.state === 'cashed';
  const tone =
    phase.kind === 'running'
      ? 'flying'
      : over
        ? landed
          ? cashed
            ? 'cashed crashed'
            : 'crashed'
          : cashed
            ? 'cashed'
            : 'flying'
        : 'idle';

  const stage = (
    <div className="crash-stage">
      <ol className="crash-recent" aria-label={t('history.title')}>
        {recent.map((r) => (
          <li key={r.id} className={r.point >= 200 ? 'high' : 'low'}>
            {multiplier(r.point, 100)}
          </li>
        ))}
      </ol>
      <div className="crash-canvas" ref={host} />
      <div className={`crash-readout ${tone}`}>
        <output ref={readout} aria-live="off">
          {phase.kind === 'idle' || phase.kind === 'starting' ? '1.00×' : ''}
        </output>
        <p className="crash-caption" aria-live="polite">
          {phase.kind === 'idle' ? t('crash.waiting') : null}
          {phase.kind === 'running' ? t('crash.flying') : null}
          {over && landed ? t('crash.crashed', { multiplier: multiplier(over.point ?? 100, 100) }) : null}
        </p>
        {over && cashed ? (
          <p className="crash-cashed">
            {t('crash.cashedAt', { multiplier: multiplier(over.cashOut ?? 0, 100) })} · {formatMoney(over.payout ?? 0)}
          </p>
        ) : null}
      </div>
    </div>
  );

  const running = phase.kind === 'running';
  const controls = (
    <>
      <StakeField value={stake} onChange={setStake} disabled={running || phase.kind === 'starting'} />
      <label className="field">
        <span className="field-label">
          <span>{t('crash.auto')}</span>
          <span className="field-hint">{auto === null ? t('crash.autoOff') : ''}</span>
        </span>
        <div className="crash-auto">
          <input
            className="text-input"
            inputMode="decimal"
            placeholder={t('crash.autoOff')}
            value={autoText}
            aria-invalid={auto === 'bad'}
            disabled={running || phase.kind === 'starting'}
            onChange={(event) => setAutoText(event.target.value)}
          />
          <span className="crash-auto-x">×</span>
        </div>
      </label>
      {running ? (
        <button
          type="button"
          className="button-primary button-cash crash-cash"
          disabled={phase.cashing}
          onClick={cashOut}
        >
          <span>{t('crash.cashOut')}</span>
          <span ref={cashLabel} className="crash-cash-value" />
        </button>
      ) : (
        <button
          type="button"
          className="button-primary"
          disabled={phase.kind === 'starting' || auto === 'bad'}
          onClick={start}
        >
          {t('crash.start')}
        </button>
      )}
    </>
  );

  const facts = (
    <>
      <div className="fact">
        <span className="fact-label">{t('dice.chance')}</span>
        <span className="fact-value">{typeof auto === 'number' ? percent(crash.chanceToReach(auto)) : '—'}</span>
      </div>
      <div className="fact">
        <span className="fact-label">RTP</span>
        <span className="fact-value">{percent(crash.GAME.rtp)}</span>
      </div>
    </>
  );

  return <GameLayout stage={stage} controls={controls} facts={facts} />;
}
