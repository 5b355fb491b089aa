/**
 * Tells the site framing the page that the game wallet moved (apps/web: features/games/frame
 * listens for exactly this message and moves its header balance by after − before). Only to the
 * launch's site origin, never '*': the balance is the player's business.
 */
export const BALANCE_MESSAGE = 'arcadia:balance';

export function tellSite(siteOrigin: string | null, before: number, after: number, target: Window = window) {
  if (!siteOrigin || target.parent === target) return;
  target.parent.postMessage({ type: BALANCE_MESSAGE, before, after }, siteOrigin);
}
