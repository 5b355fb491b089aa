import type { GameCategory } from '@arcadia/contracts';

/** Line drawings on a 24-unit grid, one per category. */
const PATHS: Record<GameCategory, string> = {
  SPORTS:
    'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 7.5l3.4 2.5-1.3 4h-4.2l-1.3-4zM12 3v4.5M15.4 10l4.9-1.6M14.1 14l3 4M9.9 14l-3 4M8.6 10L3.7 8.4',
  ESPORTS:
    'M7 8h10a4 4 0 0 1 4 4v3a3 3 0 0 1-5.4 1.8L14.5 15h-5l-1.1 1.8A3 3 0 0 1 3 15v-3a4 4 0 0 1 4-4zM7.5 10.5v3M6 12h3M15.5 11h.01M17.5 13h.01',
  DS88: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  LIVE: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10zM12 3v4M12 17v4M3 12h4M17 12h4M5.6 5.6l2.9 2.9M15.5 15.5l2.9 2.9M18.4 5.6l-2.9 2.9M8.5 15.5l-2.9 2.9',
  LOTT: 'M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v2a3 3 0 0 0 0 6v2a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-2a3 3 0 0 0 0-6zM14 5v14M8 10h3M8 14h3',
  ELOTT: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM13 6.5l-4 6h3l-1 5 4-6h-3z',
  FISH: 'M3 12c2.5-4 6-6 10-6 3.5 0 6 2.5 7 6-1 3.5-3.5 6-7 6-4 0-7.5-2-10-6zM3 12l-1-3M3 12l-1 3M16 10.5h.01M9 9c1 2 1 4 0 6',
  RNG: 'M3 6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM9 4v16M15 4v16M5 10h2.5L6 14M11 10h2.5L12 14M17 10h2.5L18 14',
  PVP: 'M8 4h8a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM12 8.5c1.8 1.6 3 2.7 3 3.9a1.6 1.6 0 0 1-3 .8 1.6 1.6 0 0 1-3-.8c0-1.2 1.2-2.3 3-3.9zM12 14v2.5',
};

export function CategoryIcon({ category, size = 24 }: { category: GameCategory; size?: number }) {
  return (
    <svg className="category-icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path d={PATHS[category]} />
    </svg>
  );
}
