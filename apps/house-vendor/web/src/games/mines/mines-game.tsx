import {
  houseMinesCashOut,
  houseMinesOpen,
  houseMinesReveal,
  houseMinesStart,
  type MinesRound,
} from '@arcadia/contracts';
import { useEffect, useState } from 'react';
import * as mines from '../../../../games/originals/mines.ts';
import { ApiError } from '../../lib/api.ts';
import { multiplier } from '../../lib/money.ts';
import { GameLayout } from '../../shell/game-layout.tsx';
import { useShell } from '../../shell/shell-context.tsx';
import { StakeField } from '../../shell/stake-field.tsx';
import { Gem, Mine } from './tiles.tsx';
import './mines.css';

const QUICK = [1, 3, 5, 10, 24];
const CELLS = Array.from({ length: mines.CELLS }, (_, cell) => cell);

/** Mines: a 5×5 board, DOM buttons (each at least 44 px), the round held by the server between taps. */
export function MinesGame() {
  const { t, api, fair, formatMoney, showBalance, showError, roundSettled, setRoundOpen } = useShell();
  const [stake, setStake] = useState(1_000);
  const [count, setCount] = useState(3);
  const [round, setRound] = useState<MinesRound | null>(null);
  const [busy, setBusy] = useState(false);
  const open = round?.state === 'open';

  // A round left open (a reload, a new launch) carries on where it was.
  useEffect(() => {
    api
      .call(houseMinesOpen)
      .then(({ round: left }) => {
        if (!left) return;
        setRound(left);
        setCount(left.mines);
        setStake(left.stake);
      })
      .catch(showError);
  }, [api, showError]);
  useEffect(() => setRoundOpen(open), [open, setRoundOpen]);

  const ended = (view: MinesRound) => {
    setRound(view);
    if (view.state !== 'open') {
      showBalance(view.balance);
      roundSettled();
    }
  };

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      // A round that ended meanwhile (void, settled elsewhere) comes back in the refusal.
      const view = error instanceof ApiError ? (error.value as MinesRound | null) : null;
      if (view && typeof view === 'object' && 'state' in view) ended(view);
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    act(async () => {
      const view = await api.call(houseMinesStart, {
        body: { stake, mines: count, ...(fair ? { clientSeed: fair.clientSeed } : {}) },
      });
      setRound(view);
      showBalance(view.balance);
      roundSettled();
    });
  const reveal = (cell: number) =>
    act(async () => {
      if (!round) return;
      ended(await api.call(houseMinesReveal, { body: { roundId: round.roundId, cell } }));
    });
  const cashOut = () =>
    act(async () => {
      if (!round) return;
      ended(await api.call(houseMinesCashOut, { body: { roundId: round.roundId } }));
    });
  const randomCell = () => {
    const hidden = CELLS.filter((cell) => !round?.revealed.includes(cell));
    const cell = hidden[Math.floor(Math.random() * hidden.length)];
    if (cell !== undefined) void reveal(cell);
  };

  const safeFound = round ? round.revealed.filter((cell) => !round.mineCells?.includes(cell)).length : 0;
  const current = round?.multiplier ?? null;
  const cashValue = round && current ? Math.floor((round.stake * current) / 10_000) : 0;

  const stage = (
    <div className={`mines-stage ${round && !open ? `ended ${round.state}` : ''}`}>
      <fieldset className="mines-board">
        <legend className="sr-only">{t('game.mines')}</legend>
        {CELLS.map((cell) => {
          const picked = round?.revealed.includes(cell) ?? false;
          const mine = round?.mineCells?.includes(cell) ?? false;
          const shown = picked || (round !== null && !open && round.mineCells !== null);
          const face = shown ? (mine ? 'mine' : 'gem') : 'hidden';
          return (
            <button
              key={cell}
              type="button"
              className={`tile ${face}${picked ? ' picked' : ''}`}
              disabled={!open || picked || busy}
              aria-label={t('mines.tile', { n: cell + 1 })}
              onClick={() => reveal(cell)}
            >
              {face === 'gem' ? <Gem /> : face === 'mine' ? <Mine /> : null}
            </button>
          );
        })}
      </fieldset>
      {round && round.state === 'cashed' ? (
        <div className="result result-win">
          <span className="result-big">{multiplier(round.multiplier ?? 0, 10_000)}</span>
          <span>{t('bet.win', { amount: formatMoney(round.payout ?? 0) })}</span>
        </div>
      ) : null}
      {round && round.state === 'lost' ? (
        <div className="result result-lose">
          <span className="result-big">{t('mines.boom')}</span>
        </div>
      ) : null}
    </div>
  );

  const controls = open ? (
    <>
      <div className="facts">
        <div className="fact">
          <span className="fact-label">{t('mines.gems')}</span>
          <span className="fact-value">
            {safeFound} / {round.maxReveals}
          </span>
        </div>
        <div className="fact">
          <span className="fact-label">{t('bet.multiplier')}</span>
          <span className="fact-value">{current ? multiplier(current, 10_000) : '—'}</span>
        </div>
      </div>
      <p className="muted small mines-next">
        {round.nextMultiplier
          ? t('mines.next', { multiplier: multiplier(round.nextMultiplier, 10_000) })
          : t('mines.pick')}
      </p>
      <button type="button" className="button-primary button-cash" disabled={busy || !current} onClick={cashOut}>
        {t('mines.cashOut', { amount: formatMoney(cashValue) })}
      </button>
      <button type="button" className="button-secondary" disabled={busy} onClick={randomCell}>
        {t('mines.random')}
      </button>
    </>
  ) : (
    <>
      <StakeField value={stake} onChange={setStake} disabled={busy} />
      <div className="field">
        <span className="field-label">
          <span>{t('mines.mines')}</span>
          <span className="field-hint">
            {t('mines.gems')}: {mines.CELLS - count}
          </span>
        </span>
        <div className="mines-count">
          <div className="chips">
            {QUICK.map((n) => (
              <button key={n} type="button" className="chip" aria-pressed={count === n} onClick={() => setCount(n)}>
                {n}
              </button>
            ))}
          </div>
          <select
            className="select"
            value={count}
            aria-label={t('mines.mines')}
            onChange={(event) => setCount(Number(event.target.value))}
          >
            {Array.from({ length: mines.MAX_MINES }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button type="button" className="button-primary" disabled={busy} onClick={start}>
        {t('mines.start')}
      </button>
    </>
  );

  const facts = (
    <>
      <div className="fact">
        <span className="fact-label">{t('mines.next', { multiplier: '' }).trim()}</span>
        <span className="fact-value">{multiplier(mines.multiplierAfter(count, 1), 10_000)}</span>
      </div>
      <div className="fact">
        <span className="fact-label">{t('shell.maxWin', { multiplier: '' }).trim()}</span>
        <span className="fact-value">{multiplier(mines.multiplierAfter(count, mines.maxReveals(count)), 10_000)}</span>
      </div>
    </>
  );

  return <GameLayout stage={stage} controls={controls} facts={open ? undefined : facts} />;
}
