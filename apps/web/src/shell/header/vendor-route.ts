import { FB_SPORTS_VENDOR, type GameCategory } from '@arcadia/contracts';

/** Every game category has its own page at its lower-cased name (/rng, /live, /ds88 ...). */
export const categoryPath = (category: GameCategory): string => `/${category.toLowerCase()}`;

/** Lobby categories open the lobby on the vendor's tab; the rest pass the vendor to their page. */
const LOBBY_CATEGORIES: readonly GameCategory[] = ['RNG', 'LIVE', 'PVP', 'FISH'];

/**
 * Where a vendor tile in a category's header drop-down leads. The category,
 * not the card's own game type, decides: the DS88 and e-sports categories are
 * carved out of sports vendors. The FB sports vendor has a page of its own.
 * A plain click does not follow this address: it starts the vendor through
 * lib/game-start.ts; the address serves a new tab and the link's meaning.
 */
export function vendorPath(category: GameCategory, vassalage: string): string {
  if (category === 'SPORTS' && vassalage === FB_SPORTS_VENDOR) return '/fbsports';
  const code = encodeURIComponent(vassalage);
  if (LOBBY_CATEGORIES.includes(category)) return `${categoryPath(category)}?type=vassalage&vassalage=${code}`;
  return `${categoryPath(category)}?vendor=${code}`;
}
