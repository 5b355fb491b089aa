import { cardValue, rankOf, totalOf } from './cards.ts';

/** Punto Banco: the fixed drawing rules, with no choice for anyone. */

/** P the player wins, B the banker wins, T a tie (the contract's BaccaratWinner). */
export type Winner = 'P' | 'B' | 'T';

export interface HandResult {
  /** Cards in the order they were dealt to each side (two or three). */
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: Winner;
  /** The side's first two cards have the same rank (K-K is a pair, K-Q is not). */
  playerPair: boolean;
  bankerPair: boolean;
  /** Either side's first two cards made 8 or 9: nobody draws. */
  natural: boolean;
}

/** The player draws a third card on 0–5 and stands on 6–7 (naturals are handled before). */
export const playerDraws = (playerTotal: number) => playerTotal <= 5;

/**
 * The banker's tableau. When the player stood (no third card) the banker draws on 0–5.
 * Otherwise it depends on the value of the player's third card:
 * 0–2 always draw; 3 draws unless the third card is 8; 4 draws on 2–7;
 * 5 draws on 4–7; 6 draws on 6–7; 7 stands.
 */
export function bankerDraws(bankerTotal: number, playerThirdValue: number | null): boolean {
  if (playerThirdValue === null) return bankerTotal <= 5;
  const t = playerThirdValue;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return t !== 8;
    case 4:
      return t >= 2 && t <= 7;
    case 5:
      return t >= 4 && t <= 7;
    case 6:
      return t === 6 || t === 7;
    default:
      return false;
  }
}

/** Deals one hand from `draw` (the shoe's next card): player, banker, player, banker, then the third cards. */
export function playHand(draw: () => number): HandResult {
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const natural = totalOf(player) >= 8 || totalOf(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(totalOf(player))) {
      playerThird = draw();
      player.push(playerThird);
    }
    if (bankerDraws(totalOf(banker), playerThird === null ? null : cardValue(playerThird))) banker.push(draw());
  }
  return resultOf(player, banker, natural);
}

function resultOf(player: number[], banker: number[], natural: boolean): HandResult {
  const playerTotal = totalOf(player);
  const bankerTotal = totalOf(banker);
  const winner: Winner = playerTotal > bankerTotal ? 'P' : bankerTotal > playerTotal ? 'B' : 'T';
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner,
    playerPair: rankOf(player[0] ?? -1) === rankOf(player[1] ?? -2),
    bankerPair: rankOf(banker[0] ?? -1) === rankOf(banker[1] ?? -2),
    natural,
  };
}
