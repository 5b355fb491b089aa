import { totalOfCodes } from '../../../../games/baccarat/cards.ts';

export type Side = 'player' | 'banker';

/** The order cards come out of the shoe: player, banker, player, banker, then the third cards. */
export function dealOrder(hand: { player: readonly string[]; banker: readonly string[] }) {
  const order: { side: Side; index: number }[] = [
    { side: 'player', index: 0 },
    { side: 'banker', index: 0 },
    { side: 'player', index: 1 },
    { side: 'banker', index: 1 },
  ];
  if (hand.player[2]) order.push({ side: 'player', index: 2 });
  if (hand.banker[2]) order.push({ side: 'banker', index: 2 });
  return order;
}

/** The cards of a side out after `step` cards of the hand, and their total so far. */
export function shownOf(hand: { player: readonly string[]; banker: readonly string[] }, side: Side, step: number) {
  const out = dealOrder(hand)
    .slice(0, step)
    .filter((card) => card.side === side)
    .map((card) => hand[side][card.index] as string);
  return { cards: out, total: out.length > 0 ? totalOfCodes(out) : null };
}

/** Motion the player asked to reduce: the cards are then laid at once. */
export const reducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
