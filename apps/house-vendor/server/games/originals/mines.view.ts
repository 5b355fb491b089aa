import type { MinesRound } from '@arcadia/contracts';
import * as mines from '../../../games/originals/mines.ts';
import type { RoundRow } from '../../rounds/rounds.repo.ts';
import type { Fair } from './round-flow.ts';

/** What a mines round keeps in `play`: no mine while it is open (the rounds list shows `play`). */
export interface MinesPlay {
  mines: number;
  revealed: number[];
  mineCells?: number[];
}

export const minesPlayOf = (round: RoundRow): MinesPlay => {
  const play = round.play as Partial<MinesPlay>;
  return {
    mines: Number(play.mines),
    revealed: Array.isArray(play.revealed) ? play.revealed.map(Number) : [],
    ...(Array.isArray(play.mineCells) ? { mineCells: play.mineCells.map(Number) } : {}),
  };
};

function stateOf(round: RoundRow, play: MinesPlay): MinesRound['state'] {
  if (round.state === 'open' || round.state === 'betting') return 'open';
  if (round.state === 'refunding' || round.state === 'refunded') return 'void';
  const last = play.revealed.at(-1);
  return last !== undefined && play.mineCells?.includes(last) ? 'lost' : 'cashed';
}

/** The round as its player sees it. */
export function minesView(
  round: RoundRow,
  fair: Fair,
  wallet: { balance: number | null; held: boolean } = { balance: null, held: false },
): MinesRound {
  const play = minesPlayOf(round);
  const state = stateOf(round, play);
  const safe = state === 'lost' ? play.revealed.length - 1 : play.revealed.length;
  const most = mines.maxReveals(play.mines);
  return {
    roundId: `R${round.id}`,
    state,
    stake: round.stake,
    mines: play.mines,
    revealed: play.revealed,
    multiplier: safe >= 1 ? mines.multiplierAfter(play.mines, safe) : null,
    nextMultiplier: state === 'open' && safe < most ? mines.multiplierAfter(play.mines, safe + 1) : null,
    maxReveals: most,
    mineCells: state === 'open' ? null : (play.mineCells ?? null),
    payout: state === 'open' ? null : round.payout,
    balance: wallet.balance,
    held: wallet.held,
    fair,
  };
}
