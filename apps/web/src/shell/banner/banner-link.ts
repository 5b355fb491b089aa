import type { Banner } from '@arcadia/contracts';

type Navigate = (to: string) => void;

/** Where a linked banner points, for the anchor's href; null when it links nowhere. */
export function bannerHref(banner: Banner): string | null {
  const target = banner.linkageTarget;
  if (!banner.linkageType || !target) return null;
  if (banner.linkageType === 'PROMOTION') return `/promoDetail?id=${encodeURIComponent(target)}`;
  return target;
}

/** Opens a banner's target: a site route in the app, an outside address in a new tab, a promotion's detail. */
export function openBanner(banner: Banner, navigate: Navigate): void {
  const href = bannerHref(banner);
  if (!href) return;
  if (banner.linkageType === 'URL') window.open(href, '_blank', 'noopener');
  else navigate(href);
}
