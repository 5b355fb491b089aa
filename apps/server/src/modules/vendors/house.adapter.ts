import { hashToken, newToken } from '../../platform/tokens.ts';
import type { LaunchRequest, VendorAdapter } from './adapter.ts';
import { launchTokensRepo } from './launch-tokens.repo.ts';
import type { HouseVendor } from './secrets.ts';

/** Where each house vendor's page lives under the brand's launch CDN ('/house' → /house/slot/). */
export const HOUSE_PATHS: Record<HouseVendor, string> = {
  ARC: 'slot/',
  ARCL: 'baccarat/',
  ARCP: 'baccarat/',
  ARCV: 'lottery/',
};

const pickOne = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

/**
 * Our own vendors (modules/house). A launch makes a single-use token (stored
 * hashed, 2 minutes, bound to member, vendor, game and language) and the
 * address of the game page, which exchanges the token through the
 * seamless-wallet API. The page works inside the site's iframe.
 */
export const houseAdapter = (vendorCode: HouseVendor): VendorAdapter => ({
  walletMode: 'seamless',
  async launch(request: LaunchRequest) {
    const token = newToken();
    await launchTokensRepo(request.db).create(hashToken(token), {
      merchantId: request.merchant.id,
      memberId: request.member.id,
      vendorCode,
      gameCode: request.game.gameCode,
      language: request.language,
    });
    const base = (pickOne(request.merchant.launchCdns) ?? '/house').replace(/\/+$/, '');
    const query = new URLSearchParams({ token, lang: request.language });
    if (request.backUrl) query.set('backUrl', request.backUrl);
    if (request.lottoView) query.set('view', request.lottoView);
    return { url: `${base}/${HOUSE_PATHS[vendorCode]}?${query}`, mode: 'iframe' as const };
  },
});
