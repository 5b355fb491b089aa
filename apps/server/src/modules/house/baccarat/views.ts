import { type Language, pickText } from '@arcadia/contracts';
import type { HandView, StateView } from './baccarat.api.ts';
import { SHOE_SIZE } from './cards.ts';
import type { HandRow, handsRepo, ShoeRow } from './hands.repo.ts';
import { settle } from './payouts.ts';
import type { SessionRow, TableRow } from './tables.repo.ts';

/** What the page is shown: rows turned into the API's shapes. */

export function handView(hand: HandRow, shoeNo: number): HandView {
  if (!hand.cards || hand.winner === null || hand.handNo === null) throw new Error(`hand ${hand.id} is not dealt`);
  const result = { winner: hand.winner, playerPair: hand.playerPair === true, bankerPair: hand.bankerPair === true };
  const settlement = settle(hand.bets, result);
  return {
    roundId: hand.roundId,
    shoeNo,
    handNo: hand.handNo,
    player: hand.cards.player,
    banker: hand.cards.banker,
    playerTotal: hand.playerTotal ?? 0,
    bankerTotal: hand.bankerTotal ?? 0,
    ...result,
    natural: hand.natural === true,
    spots: settlement.spots,
    stake: settlement.stake,
    returned: settlement.returned,
    settled: hand.status === 'settled',
    held: hand.held,
  };
}

type Hands = ReturnType<typeof handsRepo>;

async function shoeView(hands: Hands, shoe: ShoeRow) {
  return {
    shoeNo: shoe.shoeNo,
    serverSeedHash: shoe.serverSeedHash,
    clientSeed: shoe.clientSeed,
    hands: shoe.hands,
    cardsLeft: SHOE_SIZE - shoe.position,
    road: await hands.shoeRoad(shoe.id),
  };
}

export async function stateView(
  hands: Hands,
  input: { table: TableRow; session: SessionRow; shoe: ShoeRow; balance: number; language: Language },
): Promise<StateView> {
  const { table, session, shoe } = input;
  const previous = await hands.lastClosedShoe(table.id, session.playerId);
  const last = await hands.lastHand(table.id, session.playerId);
  const lastShoeNo = last
    ? last.shoeId === shoe.id
      ? shoe.shoeNo
      : last.shoeId === previous?.id
        ? previous.shoeNo
        : null
    : null;
  return {
    table: {
      gameCode: table.gameCode,
      vendor: table.vendor,
      name: pickText(table.name, input.language),
      minBet: table.minBet,
      maxBet: table.maxBet,
    },
    player: { nickname: session.nickname, currency: session.currency, balance: input.balance },
    language: input.language,
    shoe: await shoeView(hands, shoe),
    previousShoe: previous ? { ...(await shoeView(hands, previous)), serverSeed: previous.serverSeed } : null,
    // The last hand is shown only while its shoe is the current or the previous one.
    lastHand: last && lastShoeNo !== null ? handView(last, lastShoeNo) : null,
  };
}
