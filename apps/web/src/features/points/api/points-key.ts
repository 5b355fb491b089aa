/** Every query of the points mall sits under this key, so a redemption or conversion refreshes them all. */
export const POINTS_KEY = ['points'] as const;
