import { providerGameUrl } from '@arcadia/contracts';
import { AppError } from '../../platform/errors.ts';
import { signBody } from '../../platform/signature.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import type { LaunchRequest, VendorAdapter } from './adapter.ts';
import type { AdapterRow } from './adapters.repo.ts';
import { launchTokensRepo } from './launch-tokens.repo.ts';
import { vendorSecret } from './secrets.ts';

const LAUNCH_TIMEOUT_MS = 5_000;

/**
 * A provider on the aggregator protocol (packages/contracts endpoints/provider.ts): a launch
 * makes a single-use token (stored hashed, bound to member, vendor, game and language) and asks
 * the provider, server to server and signed, for the address where the player plays; the
 * provider exchanges the token at the seamless-wallet API. A provider that does not answer, or
 * answers nonsense or an address off its declared origin, is a game out of service for now
 * (game-maintenance).
 */
export const providerAdapter = (adapter: AdapterRow): VendorAdapter => ({
  walletMode: adapter.walletMode,
  async launch(request: LaunchRequest) {
    const launchToken = newToken();
    await launchTokensRepo(request.db).create(hashToken(launchToken), {
      merchantId: request.merchant.id,
      memberId: request.member.id,
      vendorCode: adapter.vendorCode,
      gameCode: request.game.gameCode,
      language: request.language,
    });
    // A provider that does not answer was never handed the token: it goes, so nothing can spend it.
    return gameUrl(adapter, request, launchToken).catch(async (error: unknown) => {
      await launchTokensRepo(request.db).discard(hashToken(launchToken));
      throw error;
    });
  },
  // A visitor's launch (the original front end's FB sports lobby): no player, so no token.
  visitorLaunch: (request) => gameUrl(adapter, request, null),
});

/** Asks the provider, signed, where the launch plays; anything but an http(s) address is out of service. */
async function gameUrl(adapter: AdapterRow, request: Omit<LaunchRequest, 'member'>, launchToken: string | null) {
  const secret = await vendorSecret(request.db, adapter.vendorCode);
  if (!secret) throw new AppError('game-maintenance');
  const body = JSON.stringify({
    launchToken,
    vendorCode: adapter.vendorCode,
    gameCode: request.game.gameCode,
    language: request.language,
    currency: request.currency,
    device: request.device,
    siteOrigin: request.siteOrigin,
    backUrl: request.backUrl,
    view: request.lottoView,
  });
  const answer = await fetch(`${adapter.apiUrl.replace(/\/+$/, '')}${providerGameUrl.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-vendor': adapter.vendorCode, ...signBody(secret, body) },
    body,
    signal: AbortSignal.timeout(LAUNCH_TIMEOUT_MS),
  }).then(
    (response) => response.json() as Promise<{ success?: boolean; value?: { url?: unknown } }>,
    () => null,
  );
  const url = answer?.success ? answer.value?.url : undefined;
  if (typeof url !== 'string' || !playsWhereDeclared(adapter, url)) throw new AppError('game-maintenance');
  return { url, mode: 'iframe' as const };
}

/** A launch opens only where the provider's pages are declared to be (the site's frame-src allows nowhere else). */
function playsWhereDeclared(adapter: AdapterRow, url: string) {
  const origin = (address: string) => (URL.canParse(address) ? new URL(address).origin : null);
  return /^https?:\/\//.test(url) && origin(url) === origin(adapter.playUrl ?? adapter.apiUrl);
}
