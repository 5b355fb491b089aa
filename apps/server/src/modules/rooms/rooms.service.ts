import { type GameCategory, houseBaccaratRooms, isLanguage, type Language, type Room } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import { menuRepo } from '../games/menu.repo.ts';
import { categoryOf } from '../games/menu.service.ts';
import { readProviderFeed } from '../vendors/provider-feed.ts';

/** Vendors whose games are rooms (tables) and publish them as a rooms feed: the house vendor's baccarat. */
const ROOM_VENDORS: ReadonlySet<string> = new Set(['ARCL', 'ARCP']);

/** A vendor's rooms from its feed, as the brand lists the vendor (its category); none while it does not answer. */
async function roomsOf(db: Db, vendor: { code: string; gameType: GameCategory }, lang: Language): Promise<Room[]> {
  const query = new URLSearchParams({ vendorCode: vendor.code, language: lang });
  const feed = await readProviderFeed(db, vendor.code, houseBaccaratRooms, `${houseBaccaratRooms.path}?${query}`);
  return (feed?.list ?? [])
    .filter((room) => room.vendor === vendor.code)
    .map((room) => ({ ...room, gameType: vendor.gameType }));
}

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
    if (!ROOM_VENDORS.has(vendor.code)) return [];
    chosen = [vendor];
  } else {
    chosen = vendors.filter((vendor) => vendor.isGame === 'VASSALAGE' && ROOM_VENDORS.has(vendor.code));
  }
  return (await Promise.all(chosen.map((vendor) => roomsOf(db, vendor, lang)))).flat();
}
