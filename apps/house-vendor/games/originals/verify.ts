import { type FairInput, FairRandom, type RandomSource } from '../fair/random.ts';
import * as crash from './crash.ts';
import * as dice from './dice.ts';
import * as mines from './mines.ts';
import * as plinko from './plinko.ts';

/**
 * One round of any original, from its random source and everything the player chose, to its
 * outcome and payout. The server plays a round through playRound on FairRandom(serverSeed,
 * clientSeed, nonce) and the verifier page calls verifyRound with the revealed seed: the same code,
 * so the same numbers. Each game makes all its draws before the player's first action (the crash
 * point before the clock starts, the mines before the first reveal), so what the player did later
 * (cash-out, cells opened) cannot change what was drawn; the server may draw at the start with the
 * game's own function (crashPoint, mineMask) and get exactly what playRound gets at the end.
 * A shared crash round has one point for every player: give it a client seed the house cannot
 * choose after committing to the server seed (a public value fixed beforehand), as the lottery does.
 */

export type RoundInput =
  /** cashOut: hundredths, or null if the bet never cashed out. */
  | { game: 'crash'; stakeMinor: number; cashOut: number | null }
  | { game: 'dice'; stakeMinor: number; bet: dice.DiceBet }
  /** revealed: the cells opened, in order (the last may be a mine). */
  | { game: 'mines'; stakeMinor: number; mines: number; revealed: readonly number[] }
  | { game: 'plinko'; stakeMinor: number; rows: number; risk: plinko.PlinkoRisk };

export type RoundResult =
  | { game: 'crash'; point: number; crashMs: number; payout: number }
  | { game: 'dice'; roll: number; win: boolean; multiplier: number; payout: number }
  | { game: 'mines'; mineCells: number[]; payout: number }
  | { game: 'plinko'; path: number; bucket: number; multiplier: number; payout: number };

export function playRound(random: RandomSource, round: RoundInput): RoundResult {
  switch (round.game) {
    case 'crash': {
      const point = crash.crashPoint(random);
      const payout = crash.settle(round.stakeMinor, round.cashOut, point);
      return { game: 'crash', point, crashMs: crash.msUntil(point), payout };
    }
    case 'dice': {
      const roll = dice.rollDice(random);
      const payout = dice.settle(round.stakeMinor, round.bet, roll);
      return { game: 'dice', roll, win: dice.wins(round.bet, roll), multiplier: dice.multiplierOf(round.bet), payout };
    }
    case 'mines': {
      const mask = mines.mineMask(random, round.mines);
      return {
        game: 'mines',
        mineCells: mines.cellsOf(mask),
        payout: mines.settle(round.stakeMinor, mask, round.revealed),
      };
    }
    case 'plinko': {
      const path = plinko.dropPath(random, round.rows);
      const bucket = plinko.bucketOf(path);
      const multiplier = plinko.multiplierOf(round.rows, round.risk, bucket);
      return {
        game: 'plinko',
        path,
        bucket,
        multiplier,
        payout: plinko.settle(round.stakeMinor, round.rows, round.risk, bucket),
      };
    }
  }
}

/** Recomputes a finished round from its revealed server seed, its client seed and nonce. */
export const verifyRound = (fair: FairInput, round: RoundInput): RoundResult => playRound(new FairRandom(fair), round);
