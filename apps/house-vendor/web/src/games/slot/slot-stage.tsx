import type { SlotState } from '@arcadia/contracts';
import type { CSSProperties, ReactNode, RefObject } from 'react';
import type { TextKey } from '../../lib/i18n/index.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { BannerView, Celebration } from './overlays.tsx';
import { pace } from './pace.ts';
import { Paytable } from './paytable.tsx';
import type { Show } from './round-player.ts';
import type { StillView } from './still-scene.ts';
import { sceneUrl, symbolUrl } from './title.ts';

/**
 * The stage: the title's banner as the backdrop, its name, the reels' window (the canvas, or
 * still images), the feature's banners and the celebration over it, the win bar under it; beside
 * the reels on a wide screen, the paytable.
 */
export function SlotStage(props: {
  state: SlotState;
  stake: number;
  host: RefObject<HTMLDivElement | null>;
  still: StillView | null;
  drawn: boolean;
  show: Show;
  busy: boolean;
  quick: boolean;
  note: TextKey | null;
  style: CSSProperties;
  skip: () => void;
  overlay: ReactNode;
}) {
  const { t, lang } = useShell();
  const { state, show } = props;
  return (
    <div className="slot" style={props.style}>
      <img className="slot-backdrop" src={sceneUrl(state.gameCode, 'banner', lang)} alt="" />
      <div className="slot-body">
        <div className="slot-main">
          <div className="slot-marquee">
            <h2 className="slot-name">{state.name}</h2>
            {show.free ? (
              <div className="slot-free" aria-live="polite">
                <span className="slot-free-label">{t('slot.freeSpins')}</span>
                <b>{t('slot.freeCounter', { n: show.free.index, total: show.free.total })}</b>
                {show.free.multiplier > 1 ? <span className="slot-mult">×{show.free.multiplier}</span> : null}
              </div>
            ) : null}
          </div>
          <div className="slot-window">
            <div className="slot-canvas" ref={props.host} />
            {props.still ? <StillGrid view={props.still} state={state} /> : null}
            {props.drawn ? null : <div className="slot-loading gate-spinner" aria-hidden="true" />}
            {show.banner ? <BannerView banner={show.banner} onTap={props.skip} /> : null}
            {show.celebration ? (
              <Celebration
                tier={show.celebration.tier}
                amount={show.celebration.amount}
                duration={pace(props.quick).celebrate}
                onTap={props.skip}
              />
            ) : null}
          </div>
          <WinBar show={show} busy={props.busy} note={props.note} />
          {props.overlay ? <div className="slot-overlay">{props.overlay}</div> : null}
        </div>
        <aside className="slot-side" aria-label={t('slot.paytable')}>
          <h2 className="slot-side-title">{t('slot.paytable')}</h2>
          <Paytable state={state} stake={props.stake} />
        </aside>
      </div>
    </div>
  );
}

/** Under the reels: the win lit now in the round's words, and the round's win so far. */
function WinBar(props: { show: Show; busy: boolean; note: TextKey | null }) {
  const { t, formatMoney } = useShell();
  const { show } = props;
  const words =
    show.winText ?? (props.note ? t(props.note) : !props.busy && show.roundWin === 0 ? t('slot.goodLuck') : '');
  const amount = show.free ? show.free.won : show.roundWin;
  return (
    <div className="slot-winbar">
      <p className={`slot-wintext${show.winText ? ' lit' : ''}`} aria-live="polite">
        {words}
      </p>
      {amount > 0 ? (
        <output className="slot-total">
          <span>{show.free ? t('slot.freeEnd') : t('slot.win')}</span>
          <b>{formatMoney(amount)}</b>
        </output>
      ) : null}
    </div>
  );
}

/** The reels at rest as images, where Pixi cannot draw them. */
function StillGrid(props: { view: StillView; state: SlotState }) {
  const { view, state } = props;
  const name = (id: string) => state.symbols.find((symbol) => symbol.id === id)?.name ?? id;
  return (
    <div className="still-grid">
      {view.grid.map((reel, r) =>
        reel.map((id, row) => (
          <img
            // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its place on the reels
            key={`${r}-${row}`}
            src={symbolUrl(state.gameCode, id)}
            alt={name(id)}
            className={view.lit.some(([a, b]) => a === r && b === row) ? 'lit' : undefined}
            style={{ gridColumn: r + 1, gridRow: row + 1 }}
          />
        )),
      )}
    </div>
  );
}
