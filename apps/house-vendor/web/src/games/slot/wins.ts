import type { SlotRound, SlotState, SlotWin } from '@arcadia/contracts';

/** A place on the reels: reel 0–4 from the left, row 0–2 from the top. */
export type Cell = readonly [reel: number, row: number];
export type Spin = SlotRound['spins'][number];
type Title = Pick<SlotState, 'paylines' | 'symbols' | 'feature' | 'trigger'>;

/** One win as the reels show it: the cells that made it, the payline drawn (line wins), its words. */
export interface Highlight {
  cells: Cell[];
  /** The payline's row on each reel, for a line win. */
  line: readonly number[] | null;
  lineNo: number | null;
  text: string;
}

const roleOf = (title: Title, id: string) => title.symbols.find((symbol) => symbol.id === id)?.role;

/** The cells a win was read from: a line's first `count` reels, a ways win's matching symbols, every scatter. */
export function winCells(win: SlotWin, grid: readonly (readonly string[])[], title: Title): Cell[] {
  const cells: Cell[] = [];
  if (win.kind === 'line') {
    const line = title.paylines[win.line - 1] ?? [];
    for (let reel = 0; reel < win.count; reel++) cells.push([reel, line[reel] ?? 1]);
    return cells;
  }
  const reels = win.kind === 'ways' ? win.count : grid.length;
  for (let reel = 0; reel < reels; reel++) {
    (grid[reel] ?? []).forEach((id, row) => {
      if (id === win.symbol || (win.kind === 'ways' && roleOf(title, id) === 'wild')) cells.push([reel, row]);
    });
  }
  return cells;
}

/** A spin's wins in the order the page shows them. */
export const highlightsOf = (spin: Spin, title: Title): Highlight[] =>
  spin.wins.map((win) => ({
    cells: winCells(win, spin.grid, title),
    line: win.kind === 'line' ? (title.paylines[win.line - 1] ?? null) : null,
    lineNo: win.kind === 'line' ? win.line : null,
    text: win.text,
  }));

/** How loudly a round's win is celebrated, by how many stakes it pays. */
export type Tier = 'big' | 'mega' | 'epic';
export const TIER_STAKES: Readonly<Record<Tier, number>> = { big: 10, mega: 30, epic: 75 };

export function tierOf(win: number, stake: number): Tier | null {
  if (stake <= 0) return null;
  const stakes = win / stake;
  if (stakes >= TIER_STAKES.epic) return 'epic';
  if (stakes >= TIER_STAKES.mega) return 'mega';
  return stakes >= TIER_STAKES.big ? 'big' : null;
}

/** Free spins a spin's scatters award (none under the trigger; the table clamps to its last entry). */
export function awardedFor(title: Title, scatters: number): number {
  if (title.feature.kind !== 'free-spins' || scatters < title.trigger) return 0;
  const { awarded } = title.feature;
  return awarded[Math.min(scatters, awarded.length - 1)] ?? 0;
}

/**
 * The free-spin count the player knows of as each free spin plays (spins[i] for i ≥ 1): what the
 * paid spin awarded, plus what the free spins before it awarded again.
 */
export function freeSpinTotals(round: Pick<SlotRound, 'spins' | 'freeSpins'>, title: Title): number[] {
  const [paid, ...free] = round.spins;
  let known = awardedFor(title, paid?.scatters ?? 0);
  return free.map((_, i) => {
    if (i > 0) known += awardedFor(title, free[i - 1]?.scatters ?? 0);
    return Math.min(Math.max(known, i + 1), round.freeSpins);
  });
}

/** Reels that spin on a little longer: one more scatter would start the feature. */
export function anticipation(grid: readonly (readonly string[])[], title: Title): boolean[] {
  const scatter = title.symbols.find((symbol) => symbol.role === 'scatter')?.id;
  let seen = 0;
  return grid.map((reel) => {
    const waiting = scatter !== undefined && seen >= title.trigger - 1;
    seen += reel.filter((id) => id === scatter).length;
    return waiting;
  });
}

export const hasFeature = (round: Pick<SlotRound, 'freeSpins' | 'pick'>) => round.freeSpins > 0 || round.pick !== null;

/** The largest offered stake the balance covers, or null. */
export function affordableStake(stakes: readonly number[], balance: number): number | null {
  const covered = stakes.filter((stake) => stake <= balance);
  return covered.length > 0 ? Math.max(...covered) : null;
}

/** The stake a page opens with: the largest offered up to one unit of money, else the smallest. */
export const openingStake = (stakes: readonly number[]) => affordableStake(stakes, 100) ?? stakes[0] ?? 0;
