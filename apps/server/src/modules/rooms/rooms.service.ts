import { isLanguage, type Language, type Room } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import { menuRepo } from '../games/menu.repo.ts';
import { categoryOf } from '../games/menu.service.ts';
import { baccaratRooms } from '../house/baccarat/rooms.ts';

/** Vendors whose games are rooms (tables), with where their rooms come from. Only the house's, here. */
const ROOM_SOURCES: Record<string, typeof baccaratRooms> = { ARCL: baccaratRooms, ARCP: baccaratRooms };

export const roomLanguage = (raw: string | undefined, fallback: Language): Language => {
  const upper = raw?.toUpperCase();
  return isLanguage(upper) ? upper : fallback;
};

/**
 * The brand's rooms. With a vassalage: that vendor's rooms (unknown-vendor when the
 * brand does not list it; none for a vendor whose games are not rooms). Without: the
 * rooms of every vendor the brand lists as a popup list of rooms (isGame VASSALAGE), e.g. ARCP.
 */
export async function listRooms(db: Db, merchantId: number, vassalage: string | undefined, lang: Language) {
  const vendors = (await menuRepo(db).vendors(merchantId)).map((vendor) => ({
    code: vendor.vassalage,
    gameType: categoryOf(vendor),
    isGame: vendor.isGame,
  }));
  let chosen: typeof vendors;
  if (vassalage) {
    const vendor = vendors.find((candidate) => candidate.code === vassalage.toUpperCase());
    if (!vendor) throw new AppError('unknown-vendor');
    if (!ROOM_SOURCES[vendor.code]) return [];
    chosen = [vendor];
  } else {
    chosen = vendors.filter((vendor) => vendor.isGame === 'VASSALAGE' && ROOM_SOURCES[vendor.code]);
  }
  const rooms: Room[] = [];
  for (const source of new Set(chosen.map((vendor) => ROOM_SOURCES[vendor.code]))) {
    if (!source) continue;
    const own = chosen.filter((vendor) => ROOM_SOURCES[vendor.code] === source);
    rooms.push(...(await source(db, own, lang)));
  }
  return rooms;
}
