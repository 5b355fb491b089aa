import { describe, expect, it } from 'vitest';
import { beadPlate, bigRoad, type RoadEntry, roadCounts } from './road.ts';

const hand = (winner: 'P' | 'B' | 'T', extra: Partial<RoadEntry> = {}): RoadEntry => ({
  winner,
  playerPair: false,
  bankerPair: false,
  natural: false,
  total: 7,
  ...extra,
});
const road = (letters: string) => [...letters].map((letter) => hand(letter as 'P' | 'B' | 'T'));
const at = (cells: { col: number; row: number; winner: string }[]) => cells.map((c) => `${c.winner}${c.col},${c.row}`);

describe('the bead plate', () => {
  it('lays every hand in order, six to a column', () => {
    const cells = beadPlate(road('PBTPPBB'));
    expect(cells.map((c) => [c.hand, c.col, c.row])).toEqual([
      [1, 0, 0],
      [2, 0, 1],
      [3, 0, 2],
      [4, 0, 3],
      [5, 0, 4],
      [6, 0, 5],
      [7, 1, 0],
    ]);
    expect(cells[2]?.winner).toBe('T');
  });
});

describe('the big road', () => {
  it('goes down a column for a run and starts a new column for the other side', () => {
    expect(at(bigRoad(road('BBPPPB')))).toEqual(['B0,0', 'B0,1', 'P1,0', 'P1,1', 'P1,2', 'B2,0']);
  });

  it('marks ties on the hand before, and ties before any win on the first win', () => {
    const cells = bigRoad(road('TTBTTPT'));
    expect(at(cells)).toEqual(['B0,0', 'P1,0']);
    expect(cells.map((c) => c.ties)).toEqual([4, 1]);
    expect(bigRoad(road('TT'))).toEqual([]);
  });

  it('turns right at the sixth row (the dragon tail) and the next run still starts one column on', () => {
    expect(at(bigRoad(road('BBBBBBBBP')))).toEqual([
      'B0,0',
      'B0,1',
      'B0,2',
      'B0,3',
      'B0,4',
      'B0,5',
      'B1,5',
      'B2,5',
      'P1,0',
    ]);
  });

  it('turns right early when the cell below is taken by a tail', () => {
    // Banker's 8-run tails along row 5 to column 2; Player's 7-run in column 1 meets it at row 5.
    const cells = bigRoad(road(`${'B'.repeat(8)}${'P'.repeat(7)}`));
    expect(at(cells).slice(8)).toEqual(['P1,0', 'P1,1', 'P1,2', 'P1,3', 'P1,4', 'P2,4', 'P3,4']);
  });

  it('carries the pairs and naturals of its hands', () => {
    const cells = bigRoad([hand('B', { bankerPair: true, natural: true }), hand('P', { playerPair: true })]);
    expect(cells[0]).toMatchObject({ bankerPair: true, playerPair: false, natural: true });
    expect(cells[1]).toMatchObject({ playerPair: true });
    expect(roadCounts([...road('PBBT'), hand('P', { playerPair: true })])).toEqual({
      P: 2,
      B: 2,
      T: 1,
      playerPair: 1,
      bankerPair: 0,
    });
  });
});
