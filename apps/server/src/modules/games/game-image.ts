/**
 * The image of a game on one of the brand's image hosts. The host is picked by
 * the game's id, so a game always comes from the same host and stays cached
 * while the load spreads over the list.
 */
export function gameImage(imageCdns: readonly string[], nodeId: number, gameCode: string, brandCode: string): string {
  const host = imageCdns.length > 0 ? imageCdns[nodeId % imageCdns.length] : '/img';
  // The brand is in the address: the tile is drawn in its colours (modules/assets).
  return `${host}/games/${gameCode}.svg?brand=${brandCode}`;
}
