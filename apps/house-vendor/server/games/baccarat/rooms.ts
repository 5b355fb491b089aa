import { type Language, ROOM_ROAD_LENGTH, type Room } from '@arcadia/contracts';
import type { Db } from '../../db/db.ts';
import { BACCARAT_ENTRIES, tableName } from './catalogue.ts';
import { handsRepo } from './hands.repo.ts';
import { tablesRepo } from './tables.repo.ts';

/**
 * The tables as the platform's room list shows them: limits, who is playing (players seen in the
 * last minutes against the table's seats), open or under maintenance, and the table's latest
 * results (every player's hands at it, oldest first). Public lobby data: no player is named.
 */
export async function baccaratRooms(db: Db, lang: Language, vendorCode?: 'ARCL' | 'ARCP'): Promise<Room[]> {
  const tables = await tablesRepo(db).ofVendors(vendorCode ? [vendorCode] : ['ARCL', 'ARCP']);
  if (tables.length === 0) return [];
  const ids = tables.map((table) => table.id);
  const [players, roads] = await Promise.all([
    tablesRepo(db).presentPlayers(ids),
    handsRepo(db).tableRoads(ids, ROOM_ROAD_LENGTH),
  ]);
  const categoryOf = new Map(BACCARAT_ENTRIES.map((game) => [game.gameCode, game.category]));
  return tables.map((table) => ({
    roomId: table.id,
    gameCode: table.gameCode,
    name: tableName(table.gameCode, lang),
    vendor: table.vendorCode,
    gameType: categoryOf.get(table.gameCode) ?? (table.vendorCode === 'ARCL' ? 'LIVE' : 'PVP'),
    minBet: table.minBet,
    maxBet: table.maxBet,
    players: players.get(table.id) ?? 0,
    seats: table.seats,
    status: table.enabled ? 'open' : 'maintenance',
    road: roads.get(table.id) ?? [],
  }));
}
