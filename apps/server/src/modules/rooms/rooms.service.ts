import { isLanguage, type Language, type Room } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import { menuRepo } from '../games/menu.repo.ts';
import { categoryOf } from '../games/menu.service.ts';
import { baccaratRooms } from '../house/baccarat/rooms.ts';

/** Vendors whose games are rooms (tables), with where their rooms come from. Only the house's, here. */
const ROOM_SOURCES: Record<string, typeof baccaratRooms> = { ARCL: baccaratRooms, ARCP: baccaratRooms };
/** Vendors we run ourselves: one without rooms answers an empty list, not maintenance. */
const HOUSE_VENDORS = new Set(['ARC', 'ARCL', 'ARCP', 'ARCV']);

export const roomLanguage = (raw: string | undefined, fallback: Language): Language => {
  const upper = raw?.toUpperCase();
  return isLanguage(upper) ? upper : fallback;
};

/**
 * The brand's rooms. With a vassalage: that vendor's rooms (unknown-vendor when the
 * brand does not show it; game-maintenance for a third-party vendor, whose room API
 * is not configured in this deployment). Without: the rooms of every vendor the
 * brand shows as a popup list of rooms (isGame VASSALAGE), e.g. ARCP.
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
    if (!ROOM_SOURCES[vendor.code]) {
      if (HOUSE_VENDORS.has(vendor.code)) return [];
      throw new AppError('game-maintenance');
    }
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
