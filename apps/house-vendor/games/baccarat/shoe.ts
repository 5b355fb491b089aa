import { burnCountOf, SHOE_SIZE } from './cards.ts';
import { type HandResult, playHand } from './rules.ts';

/**
 * Dealing through a shoe. The first card is turned over and that many cards
 * (tens and faces count 10) are burned; hands follow one after another. The cut
 * card sits 16 cards from the end: a hand starts only in front of it, so the shoe
 * ends with 10 to 16 cards unused (a hand takes at most 6).
 */

export const CUT_CARD_FROM_END = 16;
const LAST_START = SHOE_SIZE - CUT_CARD_FROM_END;

/** Where the first hand starts: after the turned card and the cards it burns. */
export const firstHandPosition = (order: readonly number[]) => 1 + burnCountOf(order[0] as number);

/** A hand may start at `position` (it is in front of the cut card). */
export const canDeal = (position: number) => position <= LAST_START;

export interface DealtHand {
  /** Position of the hand's first card in the shoe. */
  position: number;
  /** Cards the hand took (4 to 6); the next hand starts at position + used. */
  used: number;
  result: HandResult;
}

export function dealAt(order: readonly number[], position: number): DealtHand {
  if (!canDeal(position)) throw new RangeError(`no hand starts behind the cut card (position ${position})`);
  let next = position;
  const result = playHand(() => order[next++] as number);
  return { position, used: next - position, result };
}

/** Every hand of a shoe, in order, as the table deals them. */
export function dealShoe(order: readonly number[]): DealtHand[] {
  const hands: DealtHand[] = [];
  let position = firstHandPosition(order);
  while (canDeal(position)) {
    const hand = dealAt(order, position);
    hands.push(hand);
    position += hand.used;
  }
  return hands;
}
