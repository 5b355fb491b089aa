import {
  DS88_CATEGORY_ID,
  ESPORTS_VENDOR_CODES,
  type GameCategory,
  type MenuCategory,
  type VendorCard,
} from '@arcadia/contracts';
import type { VendorRow } from './menu.repo.ts';

/** Navigation order and stable ids of the categories; DS88 has id 5 (site-shell §3). */
const CATEGORY_IDS: Record<GameCategory, number> = {
  SPORTS: 1,
  ESPORTS: 9,
  DS88: DS88_CATEGORY_ID,
  LIVE: 2,
  LOTT: 7,
  ELOTT: 8,
  FISH: 4,
  RNG: 3,
  PVP: 6,
};
const NAV_ORDER = Object.keys(CATEGORY_IDS) as GameCategory[];

/**
 * E-sports vendors are stored as SPORTS and split into their own category; the
 * DS88 sports vendor forms the DS88 category.
 */
export function categoryOf(vendor: Pick<VendorRow, 'gameType' | 'vassalage'>): GameCategory {
  if (vendor.gameType !== 'SPORTS') return vendor.gameType;
  if (vendor.vassalage === 'DS88') return 'DS88';
  if ((ESPORTS_VENDOR_CODES as readonly string[]).includes(vendor.vassalage)) return 'ESPORTS';
  return 'SPORTS';
}

export function buildMenu(vendors: readonly VendorRow[], brandCode: string): MenuCategory[] {
  const byCategory = new Map<GameCategory, VendorCard[]>();
  for (const vendor of vendors) {
    const title = categoryOf(vendor);
    const card: VendorCard = {
      nodeId: vendor.nodeId,
      vassalage: vendor.vassalage,
      name: vendor.name,
      gameType: title,
      accountTypeId: vendor.accountTypeId,
      accountTypeName: vendor.accountTypeName,
      isHot: vendor.isHot ? 1 : 0,
      isGame: vendor.isGame,
      // The brand is in the address: the logo is drawn in its colours (modules/assets).
      logo: `vendors/${title}/${vendor.vassalage}.svg?brand=${brandCode}`,
    };
    byCategory.set(title, [...(byCategory.get(title) ?? []), card]);
  }
  return NAV_ORDER.filter((title) => byCategory.has(title)).map((title) => ({
    id: CATEGORY_IDS[title],
    title,
    gameGroupCode: title,
    cards: byCategory.get(title) ?? [],
  }));
}
