import { PAYLINES } from './engine/paylines.ts';
import type { RoundResult } from './engine/round.ts';
import type { SlotGame } from './games.ts';
import type { GameView, RoundView } from './slot.api.ts';
import type { RoundRow, SeedRow } from './slot.repo.ts';
import { reelArt } from './themes.ts';

/** What the page is sent: engine and database shapes turned into the API's views. */

export function gameView(game: SlotGame): GameView {
  const { table } = game;
  return {
    gameCode: game.gameCode,
    name: game.name,
    volatility: game.volatility,
    lines: game.lines,
    rtp: table.rtp,
    stakes: game.stakes,
    theme: { id: game.theme.id, hue: game.hue, art: { ...reelArt(game.theme) } },
    pays: Object.fromEntries(Object.entries(table.pays).map(([symbol, row]) => [symbol, [...row]])),
    scatterPays: [...table.scatterPays],
    freeSpins: { ...table.freeSpins },
    paylines: PAYLINES.slice(0, game.lines).map((line) => [...line]),
  };
}

export const roundView = (roundId: string, gameCode: string, nonce: number, result: RoundResult): RoundView => ({
  roundId,
  gameCode,
  nonce,
  stake: result.stake,
  lineBet: result.lineBet,
  freeSpins: result.freeSpins,
  win: result.win,
  spins: result.spins,
});

export const roundRowView = (row: RoundRow & { result: RoundResult }) =>
  roundView(row.roundId, row.gameCode, row.nonce, row.result);

export const seedView = (seed: SeedRow) => ({
  serverSeedHash: seed.serverSeedHash,
  clientSeed: seed.clientSeed,
  nonce: seed.nextNonce,
});

export const revealedSeedView = (seed: SeedRow, checks: RoundRow[]) => ({
  serverSeed: seed.serverSeed,
  serverSeedHash: seed.serverSeedHash,
  clientSeed: seed.clientSeed,
  rounds: seed.nextNonce,
  checks: checks.map((round) => ({
    nonce: round.nonce,
    gameCode: round.gameCode,
    stake: round.stake,
    win: round.payout ?? 0,
  })),
});
