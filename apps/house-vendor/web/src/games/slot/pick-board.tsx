import type { SlotRound } from '@arcadia/contracts';
import { useEffect, useState } from 'react';
import { useShell } from '../../shell/shell-context.tsx';
import { Gold, Mummy, Urn } from './icons.tsx';
import './pick-board.css';

type Pick = NonNullable<SlotRound['pick']>;

/**
 * The pick board as the title's urns. The prizes were shuffled when the bonus started (the
 * round is settled): the n-th urn the player opens shows the board's n-th tile, until the ender;
 * then the urns left show what they held.
 */
export function PickBoard(props: { pick: Pick; onDone: () => void }) {
  const { t, formatMoney } = useShell();
  const { pick } = props;
  const count = pick.tiles.length;
  const [opened, setOpened] = useState<number[]>([]);
  const [auto, setAuto] = useState(false);
  // The last tile opened: the ender after `revealed` prizes, or the last prize of a board without one.
  const opens = Math.min(pick.revealed + 1, count);
  const over = opened.length >= opens;
  const won = pick.tiles.slice(0, Math.min(opened.length, pick.revealed)).reduce<number>((a, b) => a + (b ?? 0), 0);
  const open = (urn: number) =>
    setOpened((list) => (list.length >= opens || list.includes(urn) ? list : [...list, urn]));

  useEffect(() => {
    if (!auto || over) return;
    const timer = setTimeout(() => {
      const closed = Array.from({ length: count }, (_, urn) => urn).filter((urn) => !opened.includes(urn));
      const urn = closed[Math.floor(Math.random() * closed.length)];
      if (urn !== undefined) open(urn);
    }, 420);
    return () => clearTimeout(timer);
  });

  const closedOrder = Array.from({ length: count }, (_, urn) => urn).filter((urn) => !opened.includes(urn));
  return (
    <div className="pick" role="dialog" aria-modal="false" aria-label={t('slot.pickTitle')}>
      <div className="pick-head">
        <h2 className="pick-title">{t('slot.pickTitle')}</h2>
        {pick.multiplier > 1 ? <span className="pick-mult">{t('slot.pickPrizes', { n: pick.multiplier })}</span> : null}
        <output className="pick-won" aria-live="polite">
          {t('slot.bonusWin')} <b>{formatMoney(won)}</b>
        </output>
      </div>
      <div className="pick-grid">
        {Array.from({ length: count }, (_, urn) => {
          const order = opened.indexOf(urn);
          // Once over, the urns not opened show the rest of the board in order.
          const leftAt = over && order < 0 ? opened.length + closedOrder.indexOf(urn) : -1;
          const tile = order >= 0 ? pick.tiles[order] : leftAt >= 0 ? pick.tiles[leftAt] : undefined;
          const shown = order >= 0 || leftAt >= 0;
          const n = urn + 1;
          const label = !shown
            ? t('slot.pickUrn', { n })
            : tile === null
              ? t('slot.pickUrnEnd', { n })
              : t('slot.pickUrnPrize', { n, amount: formatMoney(tile ?? 0) });
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: an urn is its place on the board
              key={urn}
              type="button"
              className={`pick-urn${order >= 0 ? ' opened' : ''}${leftAt >= 0 ? ' left' : ''}${tile === null ? ' ender' : ''}`}
              disabled={shown || over}
              aria-label={label}
              onClick={() => open(urn)}
            >
              {!shown ? <Urn /> : tile === null ? <Mummy /> : <Gold />}
              {shown && tile !== null ? <span className="pick-prize">{formatMoney(tile ?? 0)}</span> : null}
            </button>
          );
        })}
      </div>
      <div className="pick-foot">
        {over ? (
          <>
            <p className="pick-over">{t('slot.pickEnded')}</p>
            <button type="button" className="button-primary slot-collect" onClick={props.onDone}>
              {t('slot.pickCollect', { amount: formatMoney(pick.win) })}
            </button>
          </>
        ) : (
          <>
            <p className="muted small">{t('slot.pickHint')}</p>
            <button type="button" className="button-secondary" disabled={auto} onClick={() => setAuto(true)}>
              {t('slot.pickForMe')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
