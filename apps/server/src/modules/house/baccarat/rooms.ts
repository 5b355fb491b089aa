import { type GameCategory, type Language, pickText, ROOM_ROAD_LENGTH, type Room } from '@arcadia/contracts';
import type { Db } from '../../../platform/db/db.ts';
import { handsRepo } from './hands.repo.ts';
import { tablesRepo } from './tables.repo.ts';

/**
 * The house tables as lobby rooms: limits, who is playing (players seen in the
 * last minutes against the table's seats), open or under maintenance, and the
 * table's latest results (every player's hands at it, oldest first). Public lobby
 * data, read in-process by the site's room list.
 */
export async function baccaratRooms(
  db: Db,
  vendors: readonly { code: string; gameType: GameCategory }[],
  lang: Language,
): Promise<Room[]> {
  const typeOf = new Map(vendors.map((vendor) => [vendor.code, vendor.gameType]));
  const tables = await tablesRepo(db).ofVendors([...typeOf.keys()]);
  if (tables.length === 0) return [];
  const ids = tables.map((table) => table.id);
  const [players, roads] = await Promise.all([
    tablesRepo(db).presentPlayers(ids),
    handsRepo(db).tableRoads(ids, ROOM_ROAD_LENGTH),
  ]);
  return tables.map((table) => ({
    roomId: table.id,
    gameCode: table.gameCode,
    name: pickText(table.name, lang),
    vendor: table.vendor,
    gameType: typeOf.get(table.vendor) ?? 'PVP',
    minBet: table.minBet,
    maxBet: table.maxBet,
    players: players.get(table.id) ?? 0,
    seats: table.seats,
    status: table.enabled ? 'open' : 'maintenance',
    road: roads.get(table.id) ?? [],
  }));
}
