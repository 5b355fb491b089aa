import { type ReactNode, useEffect, useState } from 'react';
import { useShell } from '../../shell/shell-context.tsx';
import { dealOrder, reducedMotion, type Side, shownOf } from './deal-order.ts';
import { PlayingCard } from './playing-card.tsx';
import type { BaccaratHand } from './table-api.ts';

/** A hand on the table: how many of its cards are out, and whether they were just dealt. */
export interface Showing {
  hand: BaccaratHand;
  step: number;
  animate: boolean;
}

function HandSide(props: { side: Side; showing: Showing | null; won: boolean }) {
  const { t } = useShell();
  const { side, showing } = props;
  const shown = showing ? shownOf(showing.hand, side, showing.step) : { cards: [], total: null };
  return (
    <div className={`bac-side-hand ${side}${props.won ? ' won' : ''}`}>
      <div className="bac-side-head">
        <span className="bac-side-name">{t(`bac.spot.${side}`)}</span>
        <output className="bac-side-total" aria-live="off">
          {shown.total ?? ''}
        </output>
      </div>
      <div className="bac-cards">
        {shown.cards.map((code, index) => (
          <PlayingCard
            // A card's place in its hand is what it is (eight decks hold the same card eight times);
            // a new hand's cards are new elements, so each is dealt again.
            // biome-ignore lint/suspicious/noArrayIndexKey: the index is the card's place in the hand.
            key={`${showing?.hand.roundId}:${index}`}
            code={code}
            side={side}
            third={index === 2}
            still={!showing?.animate}
          />
        ))}
        {shown.cards.length === 0 ? <span className="bac-card-slot" aria-hidden="true" /> : null}
      </div>
    </div>
  );
}

/** Counts a sum up to `value` (at once when motion is reduced). */
function CountUp({ value, format }: { value: number; format: (minor: number) => string }) {
  const [shown, setShown] = useState(reducedMotion() ? value : 0);
  useEffect(() => {
    if (reducedMotion() || typeof requestAnimationFrame !== 'function') {
      setShown(value);
      return;
    }
    const started = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const progress = Math.min(1, (now - started) / 700);
      setShown(Math.round(value * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [value]);
  return <>{format(shown)}</>;
}

/** Where a value goes in a translated sentence: the sentence is split there. */
const SLOT = '\u0000';
function Filled({ text, children }: { text: string; children: ReactNode }) {
  const [before = '', after = ''] = text.split(SLOT);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}

/**
 * The two hands, dealt card by card (the cards turn over in CSS 3D), their totals as they grow,
 * then the result: who won, by how much, natural and pairs, and what the player's bets returned.
 */
export function HandsView(props: { showing: Showing | null; result: boolean; dealing: boolean }) {
  const { t, formatMoney } = useShell();
  const { showing } = props;
  const hand = showing?.hand;
  const done = Boolean(hand && showing && showing.step >= dealOrder(hand).length && props.result);
  const winnerText = hand
    ? hand.winner === 'P'
      ? t('bac.playerWins')
      : hand.winner === 'B'
        ? t('bac.bankerWins')
        : t('bac.tieResult')
    : '';
  return (
    <div className="bac-hands">
      <HandSide side="player" showing={showing} won={done && hand?.winner === 'P'} />
      <HandSide side="banker" showing={showing} won={done && hand?.winner === 'B'} />
      <div className="bac-result" aria-live="polite">
        {props.dealing ? <p className="bac-result-dealing">{t('bac.dealing')}</p> : null}
        {done && hand ? (
          <div className={`bac-result-card ${hand.winner}`}>
            <p className="bac-result-title">
              {winnerText}{' '}
              <span className="bac-result-score">
                {hand.winner === 'B'
                  ? `${hand.bankerTotal} – ${hand.playerTotal}`
                  : `${hand.playerTotal} – ${hand.bankerTotal}`}
              </span>
            </p>
            {hand.natural || hand.playerPair || hand.bankerPair ? (
              <p className="bac-result-tags">
                {hand.natural ? <span>{t('bac.natural')}</span> : null}
                {hand.playerPair ? <span>{t('bac.spot.playerPair')}</span> : null}
                {hand.bankerPair ? <span>{t('bac.spot.bankerPair')}</span> : null}
              </p>
            ) : null}
            {hand.stake > 0 ? (
              <p
                className={`bac-result-money ${hand.returned > hand.stake ? 'win' : hand.returned > 0 ? 'push' : 'lose'}`}
              >
                {hand.returned > hand.stake ? (
                  <Filled text={t('bac.youWon', { amount: SLOT })}>
                    <CountUp value={hand.returned} format={formatMoney} />
                  </Filled>
                ) : hand.returned > 0 ? (
                  t('bac.pushed', { amount: formatMoney(hand.returned) })
                ) : (
                  t('bet.lose')
                )}
              </p>
            ) : null}
            {!hand.settled ? <p className="small muted">{t('bac.unsettled')}</p> : null}
            {hand.held ? (
              <p className="small muted">{t('shell.winHeld', { amount: formatMoney(hand.returned) })}</p>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
