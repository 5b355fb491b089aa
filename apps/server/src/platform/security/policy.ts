import { cspReport } from '@arcadia/contracts';

/** What a brand adds to the policy of one of its pages. */
export interface BrandSources {
  /** Origins of the brand's image CDNs given as full addresses (a path like `/img` is the site itself). */
  images: string[];
  /** Origins of its launch CDNs and of the game providers' pages: where the game frame may point. */
  frames: string[];
}

export const NO_BRAND_SOURCES: BrandSources = { images: [], frames: [] };

/** Only names a source expression can hold: no quote, space, comma or semicolon can reach the header. */
const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/** `https://img.example.com/path` → `https://img.example.com`; relative paths and other schemes → null. */
export function originOf(address: string): string | null {
  if (!/^https?:\/\//i.test(address)) return null;
  try {
    const { origin, hostname } = new URL(address);
    return HOST.test(hostname) ? origin : null;
  } catch {
    return null;
  }
}

const unique = (items: (string | null)[]) => [...new Set(items.filter((item): item is string => item !== null))];

export function brandSources(
  brand: { imageCdns: string[]; launchCdns: string[] },
  providerPages: readonly string[] = [],
): BrandSources {
  return {
    images: unique(brand.imageCdns.map(originOf)),
    frames: unique([...brand.launchCdns, ...providerPages].map(originOf)),
  };
}

export const REPORT_PATH = cspReport.path;
/** The Reporting API endpoint name the policy's report-to names. */
export const REPORT_GROUP = 'csp';

/** Whose page a response is: the web app, or not a page (API, files). */
export type DocumentKind = 'site' | undefined;

/**
 * The site's content-security-policy, one for every response. No inline script, no eval,
 * styles only from the site's files; images also from data: URIs (captcha, swagger-ui)
 * and the brand's image CDNs; the game frame only the site, the brand's launch CDNs and the
 * game providers' pages. No page of the site may be framed (the game pages are the providers').
 */
export const FIXED_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'report-uri': [REPORT_PATH],
  'report-to': [REPORT_GROUP],
};

/** The directives that depend on the brand of the request and the kind of page. */
export const BRAND_DIRECTIVES: Record<string, (brand: BrandSources) => string[]> = {
  'img-src': (brand) => ["'self'", 'data:', ...brand.images],
  'frame-src': (brand) => ["'self'", ...brand.frames],
};

/** The API documentation (swagger-ui): its bundle injects a style element, so styles may be inline there. */
export const DOCS_PREFIX = '/docs';
export const DOCS_DIRECTIVES: Record<string, string[]> = { 'style-src': ["'self'", "'unsafe-inline'"] };

/** The policy of a JSON answer of the API: it is no document, so nothing may load in it and nobody may frame it. */
export const API_DIRECTIVES: Record<string, string[]> = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/** Powerful features no page of ours uses, off for the site and every frame in it. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');
