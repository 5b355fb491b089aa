import { houseDiceRoll } from '@arcadia/contracts';
import { useState } from 'react';
import * as dice from '../../../../games/originals/dice.ts';
import { multiplier, percent } from '../../lib/money.ts';
import { GameLayout } from '../../shell/game-layout.tsx';
import { useShell } from '../../shell/shell-context.tsx';
import { StakeField } from '../../shell/stake-field.tsx';
import './dice.css';

type Direction = dice.DiceDirection;
interface Rolled {
  roundId: string;
  roll: number;
  win: boolean;
  payout: number;
}

/** The targets a direction allows: a win chance of 0.01%–98%. */
const boundsOf = (direction: Direction) =>
  direction === 'under'
    ? { min: dice.MIN_WINNING, max: dice.MAX_WINNING }
    : { min: dice.OUTCOMES - 1 - dice.MAX_WINNING, max: dice.OUTCOMES - 1 - dice.MIN_WINNING };
const clampTarget = (direction: Direction, target: number) => {
  const { min, max } = boundsOf(direction);
  return Math.min(max, Math.max(min, Math.round(target)));
};
const hundredths = (value: number) => (value / 100).toFixed(2);

/** Dice: pick a target and a side, roll 0.00–99.99. DOM and CSS: a track, its target and the roll's marker. */
export function DiceGame() {
  const { t, api, fair, formatMoney, showBalance, showError, roundSettled } = useShell();
  const [stake, setStake] = useState(1_000);
  const [direction, setDirection] = useState<Direction>('over');
  const [target, setTarget] = useState(4_999);
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<Rolled | null>(null);
  const [recent, setRecent] = useState<Rolled[]>([]);

  const bet = { direction, target };
  const winning = dice.winningOutcomes(bet);
  const mult = dice.multiplierFor(winning);
  const profit = Math.floor((stake * mult) / 10_000) - stake;

  const flip = (next: Direction) => {
    if (next === direction) return;
    setDirection(next);
    setTarget(clampTarget(next, dice.OUTCOMES - 1 - target));
  };

  const roll = async () => {
    setBusy(true);
    try {
      const rolled = await api.call(houseDiceRoll, {
        body: { stake, direction, target, ...(fair ? { clientSeed: fair.clientSeed } : {}) },
      });
      setLast(rolled);
      setRecent((list) => [rolled, ...list].slice(0, 8));
      showBalance(rolled.balance);
      roundSettled();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  const winLeft = direction === 'over';
  const cut = (target / (dice.OUTCOMES - 1)) * 100;
  const stage = (
    <div className="dice-stage">
      <ol className="dice-recent" aria-label={t('history.title')}>
        {recent.map((r) => (
          <li key={r.roundId} className={r.win ? 'win' : 'lose'}>
            {hundredths(r.roll)}
          </li>
        ))}
      </ol>
      <output className={`dice-roll ${last ? (last.win ? 'win' : 'lose') : ''}`} aria-live="polite">
        {last ? hundredths(last.roll) : '—'}
      </output>
      <p className="dice-caption">
        {last ? (last.win ? t('bet.win', { amount: formatMoney(last.payout) }) : t('bet.lose')) : ' '}
      </p>
      <div className="dice-track-wrap">
        <div
          className="dice-track"
          style={{
            background: `linear-gradient(90deg, var(${winLeft ? '--lose' : '--win'}) ${cut}%, var(${winLeft ? '--win' : '--lose'}) ${cut}%)`,
          }}
        />
        {last ? (
          <div
            key={last.roundId}
            className={`dice-marker ${last.win ? 'win' : 'lose'}`}
            style={{ left: `${(last.roll / (dice.OUTCOMES - 1)) * 100}%` }}
          >
            {hundredths(last.roll)}
          </div>
        ) : null}
        <input
          className="dice-slider"
          type="range"
          min={0}
          max={dice.OUTCOMES - 1}
          value={target}
          aria-label={t('dice.target')}
          disabled={busy}
          onChange={(event) => setTarget(clampTarget(direction, Number(event.target.value)))}
        />
        <div className="dice-scale" aria-hidden="true">
          {[0, 25, 50, 75, 100].map((n) => (
            <span key={n}>{n}</span>
          ))}
        </div>
      </div>
    </div>
  );

  const controls = (
    <>
      <StakeField value={stake} onChange={setStake} disabled={busy} />
      <fieldset className="segmented">
        <legend className="sr-only">{t('dice.target')}</legend>
        <button type="button" aria-pressed={direction === 'under'} onClick={() => flip('under')}>
          {t('dice.under')}
        </button>
        <button type="button" aria-pressed={direction === 'over'} onClick={() => flip('over')}>
          {t('dice.over')}
        </button>
      </fieldset>
      <div className="dice-numbers">
        <label className="fact dice-target">
          <span className="fact-label">{t('dice.target')}</span>
          <input
            className="fact-value dice-target-input"
            inputMode="decimal"
            key={`${direction}-${target}`}
            defaultValue={hundredths(target)}
            disabled={busy}
            onBlur={(event) => {
              const value = Number(event.target.value);
              if (Number.isFinite(value)) setTarget(clampTarget(direction, value * 100));
            }}
          />
        </label>
        <div className="fact">
          <span className="fact-label">{t('dice.chance')}</span>
          <span className="fact-value">{percent(winning / dice.OUTCOMES)}</span>
        </div>
        <div className="fact">
          <span className="fact-label">{t('bet.multiplier')}</span>
          <span className="fact-value">{multiplier(mult, 10_000)}</span>
        </div>
      </div>
      <button type="button" className="button-primary" disabled={busy} onClick={roll}>
        {t('dice.roll')}
      </button>
    </>
  );

  const facts = (
    <>
      <div className="fact">
        <span className="fact-label">{t('bet.profit')}</span>
        <span className="fact-value">{formatMoney(profit)}</span>
      </div>
      <div className="fact">
        <span className="fact-label">RTP</span>
        <span className="fact-value">{percent(dice.GAME.rtp)}</span>
      </div>
    </>
  );

  return <GameLayout stage={stage} controls={controls} facts={facts} />;
}
