import { CS_TYPE_LIVE_CHAT, LIVE_CHAT_POPUP } from '@arcadia/contracts';
import { useBrand } from '../../lib/brand.ts';
import { useMember } from '../../lib/member.ts';
import { isVipRank, useVip } from '../../lib/vip.ts';
import { openSealed } from './live-chat.ts';

/** The plain customer-service page's channel type; live chat (3) is sealed. */
export const CS_TYPE_PAGE = 1;
export const LIVE_CHAT_WINDOW = 'livechat';
const POPUP_FEATURES = `width=${LIVE_CHAT_POPUP.width},height=${LIVE_CHAT_POPUP.height}`;

export interface CustomerServiceChannel {
  csType: number;
  path: string;
}

export const liveChatChannel = (channels: readonly CustomerServiceChannel[]) =>
  channels.find((channel) => channel.csType === CS_TYPE_LIVE_CHAT);

/** Live chat first, else the customer-service page; undefined when the brand has neither. */
export const preferredChannel = (channels: readonly CustomerServiceChannel[]) =>
  liveChatChannel(channels) ?? channels.find((channel) => channel.csType === CS_TYPE_PAGE);

/**
 * The channel customer service opens for this visitor: members ranked above 4 use the
 * VIP channel (site-shell §6) when the brand has one; everyone else live chat, else the
 * service page. The VIP channel is asked for only once member info shows such a rank.
 */
export function useServiceChannel(): CustomerServiceChannel | undefined {
  const { customerService } = useBrand();
  const vipRank = isVipRank(useMember().data?.clubLabel.rankLevel);
  const vip = useVip(vipRank).data?.service;
  return (vipRank && vip) || preferredChannel(customerService);
}

/**
 * Resolves a (possibly relative) address against this site. Only http(s) is
 * let through: the popup starts as our own about:blank, so a javascript: URL
 * from a bad configuration would run with this site's rights.
 */
export function resolveServiceUrl(path: string, origin = window.location.origin): string {
  const url = new URL(path, origin);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`Refused ${url.protocol} address`);
  return url.href;
}

/** The help centre with feedback and the built-in chat: where customer service lands when a channel cannot open. */
export const HELP_CENTRE_PATH = '/helpmc';

/**
 * Opens the 440×500 popup at once (a popup opened after an await is blocked
 * by browsers), then points it at the address once known. If the address
 * cannot be had, the popup shows `fallback`, or closes without one (site-shell §8).
 */
export async function openServicePopup(address: () => Promise<string>, fallback?: string): Promise<void> {
  const popup = window.open('', LIVE_CHAT_WINDOW, POPUP_FEATURES);
  if (!popup) return;
  popup.opener = null;
  try {
    popup.location.href = resolveServiceUrl(await address());
  } catch {
    if (fallback) popup.location.href = resolveServiceUrl(fallback);
    else popup.close();
  }
}

/**
 * Opens a channel in the popup, decrypting live chat's sealed address first. A live-chat
 * address that cannot be opened (a damaged seal, a page without Web Crypto: plain http)
 * leaves the visitor at the help centre rather than an empty or closed window.
 */
export function openChannel(channel: CustomerServiceChannel, base64Key: string): Promise<void> {
  return openServicePopup(
    async () => (channel.csType === CS_TYPE_LIVE_CHAT ? openSealed(channel.path, base64Key) : channel.path),
    HELP_CENTRE_PATH,
  );
}
