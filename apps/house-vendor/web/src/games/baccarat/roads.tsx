import { useEffect, useRef } from 'react';
import { beadPlate, bigRoad, type RoadEntry, roadCounts } from '../../../../games/baccarat/road.ts';
import { useShell } from '../../shell/shell-context.tsx';

/** Columns shown even before they fill, so the board keeps its size from the first hand. */
const MIN_COLUMNS = { bead: 10, big: 18 };

/** Keeps a board scrolled to its newest column. */
function useScrolledToEnd(version: number) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    void version;
    const box = ref.current;
    if (box) box.scrollLeft = box.scrollWidth;
  }, [version]);
  return ref;
}

const place = (col: number, row: number) => ({ gridColumn: col + 1, gridRow: row + 1 });

/**
 * The shoe's scoreboards, from its hands in order: the bead plate (every hand, six to a column,
 * its winning total inside) and the big road (a column per run, ties as a green stroke on the
 * hand before, pairs as dots: banker's top left, player's bottom right).
 */
export function Roads({ road }: { road: readonly RoadEntry[] }) {
  const { t } = useShell();
  const beads = beadPlate(road);
  const big = bigRoad(road);
  const counts = roadCounts(road);
  const beadColumns = Math.max(MIN_COLUMNS.bead, (beads[beads.length - 1]?.col ?? 0) + 2);
  const bigColumns = Math.max(MIN_COLUMNS.big, Math.max(0, ...big.map((cell) => cell.col)) + 3);
  const beadBox = useScrolledToEnd(road.length);
  const bigBox = useScrolledToEnd(road.length);
  const short = { P: t('bac.short.P'), B: t('bac.short.B'), T: t('bac.short.T') };
  return (
    <div className="bac-roads">
      <div className="bac-roads-head">
        <h2 className="bac-roads-title">{t('bac.road')}</h2>
        <p className="bac-roads-count">
          <span className="dot P" aria-hidden="true" />
          {counts.P}
          <span className="dot B" aria-hidden="true" />
          {counts.B}
          <span className="dot T" aria-hidden="true" />
          {counts.T}
          <span className="sr-only">{t('bac.roadSummary', { p: counts.P, b: counts.B, t: counts.T })}</span>
        </p>
      </div>
      <div className="bac-road-boards">
        <figure className="bac-board">
          <figcaption>{t('bac.beadPlate')}</figcaption>
          <div className="bac-board-scroll" ref={beadBox}>
            <ol
              className="bac-bead-grid"
              style={{ gridTemplateColumns: `repeat(${beadColumns}, var(--bead))` }}
              aria-label={t('bac.beadPlate')}
            >
              {beads.map((bead) => (
                <li
                  key={bead.hand}
                  className={`bac-bead ${bead.winner}`}
                  style={place(bead.col, bead.row)}
                  title={`${t('bac.hand', { no: bead.hand })}: ${short[bead.winner]} ${bead.total}`}
                >
                  <span aria-hidden="true">{bead.total}</span>
                  <span className="sr-only">
                    {t('bac.hand', { no: bead.hand })} {short[bead.winner]} {bead.total}
                  </span>
                  {bead.bankerPair ? <i className="pair B" /> : null}
                  {bead.playerPair ? <i className="pair P" /> : null}
                </li>
              ))}
            </ol>
          </div>
        </figure>
        <figure className="bac-board">
          <figcaption>{t('bac.bigRoad')}</figcaption>
          <div className="bac-board-scroll" ref={bigBox}>
            <div
              className="bac-big-grid"
              style={{ gridTemplateColumns: `repeat(${bigColumns}, var(--big))` }}
              aria-hidden="true"
            >
              {big.map((cell) => (
                <span
                  key={`${cell.col}:${cell.row}`}
                  className={`bac-big ${cell.winner}`}
                  style={place(cell.col, cell.row)}
                >
                  {cell.ties > 0 ? <i className="tie">{cell.ties > 1 ? cell.ties : ''}</i> : null}
                  {cell.bankerPair ? <i className="pair B" /> : null}
                  {cell.playerPair ? <i className="pair P" /> : null}
                </span>
              ))}
            </div>
          </div>
        </figure>
      </div>
      {road.length === 0 ? <p className="muted small bac-roads-empty">{t('bac.roadEmpty')}</p> : null}
    </div>
  );
}
