import type { SlotRound, SlotWin } from '@arcadia/contracts';
import { formatMoney, type Language } from '@arcadia/contracts';
import type { TitleRound } from '../../../games/slots/play.ts';
import type { Win } from '../../../games/slots/round.ts';
import { TITLES } from '../../../games/slots/titles.ts';
import { winText } from '../../../games/slots/win-text.ts';

/** The currencies' signs as the pages write them (play money has none). */
const SIGNS: Readonly<Record<string, string>> = { PHP: '₱', USD: '$', CNY: '¥', VND: '₫', THB: '฿', EUR: '€' };

export const moneyText = (minor: number, currency: string) => formatMoney(minor, SIGNS[currency] ?? '');

export interface Fair {
  seedHash: string;
  clientSeed: string;
  nonce: number;
}

/** Who reads the round: its words in their language, its amounts in their currency. */
export interface Reader {
  language: Language;
  currency: string;
}

const winView = (result: TitleRound, win: Win, reader: Reader): SlotWin => ({
  ...win,
  text: winText(TITLES[result.title], win, reader.language, moneyText(win.amount, reader.currency)),
});

/** A played round as the page animates it. */
export function roundView(result: TitleRound, roundId: string, fair: Fair, reader: Reader): SlotRound {
  return {
    roundId,
    title: result.title,
    stake: result.stake,
    coin: result.coin,
    spins: result.spins.map((spin) => ({ ...spin, wins: spin.wins.map((win) => winView(result, win, reader)) })),
    freeSpins: result.freeSpins,
    pick: result.pick,
    win: result.win,
    fair,
  };
}

/**
 * What a round keeps of its result (rounds.play, shown in /api/rounds): the payout the recovery
 * settles with, and enough to check a recomputation against (every spin's stops, the board's end).
 */
export const playRecord = (result: TitleRound) => ({
  title: result.title,
  win: result.win,
  freeSpins: result.freeSpins,
  stops: result.spins.map((spin) => spin.stops),
  pick: result.pick && { revealed: result.pick.revealed, multiplier: result.pick.multiplier, win: result.pick.win },
});

/** The payout a round recorded when it was drawn. */
export function recordedPayout(play: Record<string, unknown>): number {
  const win = play.win;
  if (typeof win !== 'number' || !Number.isSafeInteger(win) || win < 0) throw new Error('round has no recorded win');
  return win;
}
