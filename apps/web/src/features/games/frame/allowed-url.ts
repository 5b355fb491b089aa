/**
 * Which addresses the site's game frame may open. The address arrives in the
 * page's query (/game?url=…), so anyone can craft a link: only the site's own
 * origin and the brand's launch CDNs are framed, never another site (it would
 * run under our header and look like ours) and never a script: address.
 *
 * Returns the resolved absolute address, or null when the address is refused.
 */
export function allowedGameUrl(raw: string | null, origin: string, launchCdns: readonly string[]): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // Credentials in the address are a classic way to disguise the real host.
  if (url.username || url.password) return null;
  if (url.origin === origin) return url.href;
  return launchCdns.some((cdn) => underCdn(url, cdn, origin)) ? url.href : null;
}

/** An absolute CDN matches by origin and path prefix (at a segment boundary); a relative one is on our origin. */
function underCdn(url: URL, cdn: string, origin: string): boolean {
  let base: URL;
  try {
    base = new URL(cdn, origin);
  } catch {
    return false;
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') return false;
  if (url.origin !== base.origin) return false;
  const prefix = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  return url.pathname === base.pathname || url.pathname.startsWith(prefix);
}
