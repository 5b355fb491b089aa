import type { ElotteryResult } from '@arcadia/contracts';
import type { ReactNode } from 'react';
import type { Translate } from '../../lib/i18n/index.ts';

/** A bet on the slip, as its type takes it (the stake is the slip's, the same for every bet). */
export interface SlipBet {
  key: string;
  faces?: number[];
  position?: number;
  digits?: number[];
  spots?: number[];
}

/** One id per bet: the same choice tapped twice leaves the slip. */
export const betId = (bet: SlipBet) =>
  [bet.key, bet.position ?? '', (bet.faces ?? []).join('.'), (bet.digits ?? []).join('.'), (bet.spots ?? []).join('.')]
    .join('|')
    .replace(/\|+$/, '');

export interface BetTypeRow {
  key: string;
  name: string;
  family: string;
  takes: { faces: number; position: boolean; digits: number; spots: number };
  pays: { level: number; odds: number; chance: number }[];
  rtp: number;
}

/** The best odds a bet type pays (hundredths): what its potential win is worked out from. */
export const topOdds = (row: BetTypeRow | undefined) => Math.max(0, ...(row?.pays ?? []).map((pay) => pay.odds));

/** What a game's page gives the shared e-lottery page: its names, its picker, its stage and how a result reads. */
export interface ElotteryGameView {
  /** A bet as the slip and the tickets name it ("Sum 11", "Position 3: 7"). */
  betLabel(t: Translate, bet: SlipBet): string;
  /** A bet type as the odds sheet names it. */
  typeName(t: Translate, row: BetTypeRow): string;
  /** A paying level as the odds sheet names it, where a type pays at several. */
  levelName(t: Translate, level: number): string;
  /** A result, small (results, tickets). */
  ResultView(props: { result: ElotteryResult }): ReactNode;
  /** Where the draw is shown and drawn. */
  Stage(props: { result: ElotteryResult | null; animate: boolean; drawing: boolean; onDrawn: () => void }): ReactNode;
  /** Where bets are picked. */
  Picker(props: PickerProps): ReactNode;
}

export interface PickerProps {
  betTypes: readonly BetTypeRow[];
  chosen: ReadonlySet<string>;
  toggle: (bet: SlipBet) => void;
  add: (bets: SlipBet[]) => void;
  last: ElotteryResult | null;
}
