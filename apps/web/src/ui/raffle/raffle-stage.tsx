import type { RaffleGame } from '@arcadia/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useMoneyText } from '../../lib/money-text.ts';
import './raffle-stage.css';

export interface RaffleOutcome {
  /** Counts up with every draw, so the same prize twice still animates. */
  drawId: string;
  prizeIndex: number;
  prizeLabel: string;
  prizeAmount: number;
}

interface RaffleStageProps {
  game: RaffleGame;
  /** The prize names, in the table's order (the wheel shows them). */
  prizes: readonly string[];
  tickets: number;
  busy: boolean;
  outcome: RaffleOutcome | null;
  onDraw: () => void;
}

const WHEEL_TURNS = 5;

/** The wheel's segments, the first centred under the pointer at the top. */
function Wheel({ prizes, outcome }: { prizes: readonly string[]; outcome: RaffleOutcome | null }) {
  const slice = 360 / Math.max(1, prizes.length);
  // Turn so the won segment's middle stops under the pointer (at the top).
  const turn = outcome ? WHEEL_TURNS * 360 - outcome.prizeIndex * slice : 0;
  const point = (angle: number, radius: number) => {
    const rad = ((angle - 90) * Math.PI) / 180;
    return `${100 + radius * Math.cos(rad)} ${100 + radius * Math.sin(rad)}`;
  };
  return (
    <div className="raffle-wheel">
      <svg viewBox="0 0 200 200" aria-hidden="true" focusable="false">
        <g
          className="raffle-wheel-disc"
          key={outcome?.drawId ?? 'still'}
          style={{ '--turn': `${turn}deg` } as CSSProperties}
        >
          {prizes.map((label, index) => {
            const from = index * slice - slice / 2;
            const to = from + slice;
            return (
              <g key={`${label}-${from}`}>
                <path
                  d={`M100 100 L${point(from, 96)} A96 96 0 ${slice > 180 ? 1 : 0} 1 ${point(to, 96)} Z`}
                  className={index % 2 ? 'raffle-wheel-even' : 'raffle-wheel-odd'}
                />
                <text
                  x="100"
                  y="30"
                  textAnchor="middle"
                  className="raffle-wheel-label"
                  transform={`rotate(${index * slice} 100 100)`}
                >
                  {label}
                </text>
              </g>
            );
          })}
        </g>
        <circle cx="100" cy="100" r="12" className="raffle-wheel-hub" />
        <path d="M100 14 l-8 -12 h16 z" className="raffle-wheel-pointer" />
      </svg>
    </div>
  );
}

/** The envelope or egg: closed while waiting, opened (and showing the prize) after a draw. */
function Token({ game, outcome }: { game: 'red-envelope' | 'golden-egg'; outcome: RaffleOutcome | null }) {
  const opened = outcome !== null;
  return (
    <div
      className={`raffle-token raffle-${game}${opened ? ' is-open' : ''}`}
      key={outcome?.drawId ?? 'closed'}
      aria-hidden="true"
    >
      <span className="raffle-token-body" />
      {opened && <span className="raffle-token-prize">{outcome.prizeLabel}</span>}
    </div>
  );
}

/**
 * A raffle to play: the red envelope, golden egg or prize wheel, the tickets left, the
 * draw button, and the result announced once the server has drawn it (the picture only
 * shows what the server drew; it never decides anything).
 */
export function RaffleStage({ game, prizes, tickets, busy, outcome, onDraw }: RaffleStageProps) {
  const { t } = useTranslation('promotions');
  const money = useMoneyText();
  return (
    <div className="raffle-stage">
      {game === 'prize-wheel' ? <Wheel prizes={prizes} outcome={outcome} /> : <Token game={game} outcome={outcome} />}
      <p className="raffle-tickets">{t('raffle.tickets', { count: tickets })}</p>
      <button type="button" className="button raffle-draw" disabled={busy || tickets < 1} onClick={onDraw}>
        {t(`raffle.draw.${game}`)}
      </button>
      <p className="raffle-result" role="status" aria-live="polite">
        {outcome &&
          (outcome.prizeAmount > 0
            ? t('raffle.won', { prize: outcome.prizeLabel, amount: money(outcome.prizeAmount) })
            : t('raffle.nothing', { prize: outcome.prizeLabel }))}
      </p>
    </div>
  );
}
