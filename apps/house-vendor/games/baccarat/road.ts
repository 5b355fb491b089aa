import type { Winner } from './rules.ts';

/**
 * The scoreboards of a shoe, drawn from its hands in order: the bead plate (every hand, six to
 * a column) and the big road (a column per run of Player or Banker wins, ties marked on the
 * hand before). Pure layout: the page draws the cells.
 */

export const ROAD_ROWS = 6;

export interface RoadEntry {
  winner: Winner;
  playerPair: boolean;
  bankerPair: boolean;
  natural: boolean;
  /** The winning side's total (either side's on a tie). */
  total: number;
}

export interface BeadCell extends RoadEntry {
  col: number;
  row: number;
  /** The hand's number in the shoe, from 1. */
  hand: number;
}

/** Column by column, top to bottom. */
export const beadPlate = (road: readonly RoadEntry[]): BeadCell[] =>
  road.map((entry, i) => ({ ...entry, hand: i + 1, col: Math.floor(i / ROAD_ROWS), row: i % ROAD_ROWS }));

export interface BigRoadCell {
  col: number;
  row: number;
  winner: 'P' | 'B';
  /** Ties dealt right after this hand (or before it, for the shoe's first P/B hand). */
  ties: number;
  playerPair: boolean;
  bankerPair: boolean;
  natural: boolean;
}

/**
 * The big road. A run of the same winner goes down its column; at the sixth row, or when the
 * cell below is taken, it turns right along its row (the "dragon tail"). A new winner starts
 * the column after the previous run's first column. A tie adds to the last cell's ties; ties
 * before any win wait for the first one.
 */
export function bigRoad(road: readonly RoadEntry[]): BigRoadCell[] {
  const cells: BigRoadCell[] = [];
  const taken = new Set<string>();
  const key = (col: number, row: number) => `${col}:${row}`;
  let runStart = -1;
  let waitingTies = 0;
  let turned = false;
  for (const entry of road) {
    if (entry.winner === 'T') {
      const last = cells[cells.length - 1];
      if (last) last.ties += 1;
      else waitingTies += 1;
      continue;
    }
    const last = cells[cells.length - 1];
    let col: number;
    let row: number;
    if (last && last.winner === entry.winner) {
      const down = last.row + 1;
      if (!turned && down < ROAD_ROWS && !taken.has(key(last.col, down))) {
        col = last.col;
        row = down;
      } else {
        turned = true;
        col = last.col + 1;
        row = last.row;
        while (taken.has(key(col, row))) col += 1;
      }
    } else {
      col = runStart + 1;
      while (taken.has(key(col, 0))) col += 1;
      row = 0;
      runStart = col;
      turned = false;
    }
    taken.add(key(col, row));
    cells.push({
      col,
      row,
      winner: entry.winner,
      ties: waitingTies,
      playerPair: entry.playerPair,
      bankerPair: entry.bankerPair,
      natural: entry.natural,
    });
    waitingTies = 0;
  }
  return cells;
}

/** How many hands each side won in a road. */
export function roadCounts(road: readonly RoadEntry[]) {
  const counts = { P: 0, B: 0, T: 0, playerPair: 0, bankerPair: 0 };
  for (const entry of road) {
    counts[entry.winner] += 1;
    if (entry.playerPair) counts.playerPair += 1;
    if (entry.bankerPair) counts.bankerPair += 1;
  }
  return counts;
}
