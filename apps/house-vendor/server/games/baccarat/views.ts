import type { BaccaratHand, BaccaratState, Language } from '@arcadia/contracts';
import { SHOE_SIZE } from '../../../games/baccarat/cards.ts';
import { settle } from '../../../games/baccarat/payouts.ts';
import type { Db } from '../../db/db.ts';
import { tableName } from './catalogue.ts';
import { type HandRow, handsRepo, type ShoeRow } from './hands.repo.ts';
import { type TableRow, tablesRepo } from './tables.repo.ts';

/** What the page is shown: rows turned into the contract's shapes. */

export function handView(hand: HandRow): BaccaratHand {
  const result = { winner: hand.winner, playerPair: hand.playerPair, bankerPair: hand.bankerPair };
  const settlement = settle(hand.bets, result);
  return {
    roundId: `R${hand.roundId}`,
    shoeNo: hand.shoeNo,
    handNo: hand.handNo,
    player: hand.cards.player,
    banker: hand.cards.banker,
    playerTotal: hand.playerTotal,
    bankerTotal: hand.bankerTotal,
    ...result,
    natural: hand.natural,
    spots: settlement.spots,
    stake: settlement.stake,
    returned: settlement.returned,
    settled: hand.roundState === 'settled',
    held: hand.held,
  };
}

async function shoeView(db: Db, shoe: ShoeRow) {
  return {
    shoeNo: shoe.shoeNo,
    serverSeedHash: shoe.serverSeedHash,
    clientSeed: shoe.clientSeed,
    hands: shoe.hands,
    cardsLeft: SHOE_SIZE - shoe.position,
    road: await handsRepo(db).shoeRoad(shoe.id),
  };
}

export async function stateView(
  db: Db,
  input: { table: TableRow; playerId: string; shoe: ShoeRow; language: Language },
): Promise<BaccaratState> {
  const { table, playerId, shoe } = input;
  const hands = handsRepo(db);
  const [previous, last, players] = await Promise.all([
    hands.lastClosedShoe(table.id, playerId),
    hands.lastHand(table.id, playerId),
    tablesRepo(db).presentPlayers([table.id]),
  ]);
  return {
    table: {
      gameCode: table.gameCode,
      vendorCode: table.vendorCode,
      name: tableName(table.gameCode, input.language),
      minBet: table.minBet,
      maxBet: table.maxBet,
      seats: table.seats,
      players: players.get(table.id) ?? 0,
    },
    shoe: await shoeView(db, shoe),
    previousShoe: previous ? { ...(await shoeView(db, previous)), serverSeed: previous.serverSeed } : null,
    // The last hand is shown only while its shoe is the current or the previous one.
    lastHand: last && (last.shoeId === shoe.id || last.shoeId === previous?.id) ? handView(last) : null,
  };
}
