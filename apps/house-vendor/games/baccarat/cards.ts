/**
 * Cards of an 8-deck baccarat shoe. A card is a number 0..51: rank = card % 13
 * (0 ace, 1..8 two to nine, 9 ten, 10 jack, 11 queen, 12 king), suit = floor(card / 13)
 * (0 spades, 1 hearts, 2 diamonds, 3 clubs). The unshuffled shoe is deck after deck,
 * each deck 0..51 in order, so position p holds card p % 52 before the shuffle.
 */

export const DECKS = 8;
export const SHOE_SIZE = DECKS * 52;

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];

export const rankOf = (card: number) => card % 13;

/** Baccarat value: ace 1, two to nine at face, tens and faces 0. */
export const cardValue = (card: number) => {
  const rank = rankOf(card);
  return rank < 9 ? rank + 1 : 0;
};

/** Burn count of the first card of a shoe: its value with tens and faces counting 10. */
export const burnCountOf = (card: number) => {
  const rank = rankOf(card);
  return rank < 9 ? rank + 1 : 10;
};

/** Two-letter code: rank then suit, e.g. 'AS', 'TH', 'KD'. */
export const codeOf = (card: number) => `${RANKS[rankOf(card)]}${SUITS[Math.floor(card / 13) % 4]}`;

export function cardOfCode(code: string): number {
  const rank = RANKS.indexOf(code[0] as (typeof RANKS)[number]);
  const suit = SUITS.indexOf(code[1] as Suit);
  if (code.length !== 2 || rank < 0 || suit < 0) throw new RangeError(`bad card ${code}`);
  return suit * 13 + rank;
}

/** Baccarat total of some cards: the last digit of the sum of values. */
export const totalOf = (cards: readonly number[]) => cards.reduce((sum, card) => sum + cardValue(card), 0) % 10;

/** The total of cards given by code (what a page holds). */
export const totalOfCodes = (codes: readonly string[]) => totalOf(codes.map(cardOfCode));

export const unshuffledShoe = () => Array.from({ length: SHOE_SIZE }, (_, position) => position % 52);
