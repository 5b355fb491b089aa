import type { GameCategory } from '@arcadia/contracts';
import type { ListType } from './list-state.ts';

/** The game types that have a lobby (site-shell §2: /live, /pvp, /fish, /rng). */
export const LOBBY_TYPES = ['LIVE', 'PVP', 'FISH', 'RNG'] as const satisfies readonly GameCategory[];
export type LobbyType = (typeof LOBBY_TYPES)[number];

const asLobbyType = (value: string | null | undefined): LobbyType | null => {
  const upper = value?.toUpperCase();
  return (LOBBY_TYPES as readonly string[]).includes(upper ?? '') ? (upper as LobbyType) : null;
};

export interface LobbyParams {
  gameType: LobbyType;
  /** The tab the lobby opens on. */
  listType: ListType;
  /** A vendor the address asks for (type=vassalage&vassalage=X). */
  vendor: string | null;
}

/** RNG tabs live in the `page` query parameter (site-shell §2). */
export const PAGE_PARAM = 'page';
const PAGE_VALUES: readonly ListType[] = ['hot', 'fav', 'recent'];

/**
 * Reads a lobby address: the game type is the games or lobbyType parameter,
 * upper-cased, else the path; type=hot opens the hot tab, type=vassalage with
 * a vassalage parameter opens that vendor, anything else the first vendor.
 * On /rng the page parameter names the tab.
 */
export function readLobbyParams(pathname: string, search: URLSearchParams): LobbyParams {
  const fromPath = asLobbyType(pathname.replace(/^\//, '').split('/')[0]);
  const gameType = asLobbyType(search.get('games')) ?? asLobbyType(search.get('lobbyType')) ?? fromPath ?? 'RNG';
  const type = search.get('type');
  const vendor = type === 'vassalage' ? search.get('vassalage')?.trim() || null : null;
  let listType: ListType = type === 'hot' ? 'hot' : 'none';
  const page = search.get(PAGE_PARAM) as ListType | null;
  if (gameType === 'RNG' && page && PAGE_VALUES.includes(page)) listType = page;
  return { gameType, listType, vendor };
}

/**
 * The vendor the list opens on: the one asked for, else (slots) the vendor a
 * game was last started from, else the first; null when the category has none.
 */
export function resolveVendor(vendors: readonly string[], asked: string | null, stored: string | null): string | null {
  if (asked && vendors.includes(asked)) return asked;
  if (stored && vendors.includes(stored)) return stored;
  return vendors[0] ?? null;
}
