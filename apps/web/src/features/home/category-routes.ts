import type { GameCategory } from '@arcadia/contracts';

/** The page each game category opens. */
export const CATEGORY_ROUTES: Record<GameCategory, string> = {
  SPORTS: '/sports',
  ESPORTS: '/esports',
  DS88: '/ds88',
  LIVE: '/live',
  LOTT: '/lott',
  ELOTT: '/elott',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
};

/** Vendor logos shown on a category tile. */
export const TILE_LOGOS = 6;
