/**
 * The one way every house game page tells the site around its frame that its balance moved
 * (spliced into each page's script, in its function scope). The message carries the game
 * wallet's balance before and after, in minor units, so the site moves its header total by
 * the difference at once, then asks its server again (apps/web: features/games/frame).
 *
 * `tellSite(balance)` records each balance the page shows: the first is the starting point
 * (taken from the page's boot data or first state, never a movement); any later change is
 * posted. `tellSite(balance, true)` marks a settled round (a bet, a win): it is posted even
 * when the two cancel out, as the site's records and missions moved all the same.
 */
export const TELL_SITE = /* js */ `
  let siteBalance = null;
  function tellSite(balance, settled) {
    const before = siteBalance;
    siteBalance = balance;
    if (window.parent === window || typeof balance !== 'number') return;
    if (before === null ? !settled : !settled && balance === before) return;
    window.parent.postMessage({ type: 'arcadia:balance', before: before === null ? balance : before, after: balance }, location.origin);
  }
`;
