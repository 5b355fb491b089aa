import * as z from 'zod/mini';
import { THEMES } from './constants.ts';
import type { ValueOf } from './endpoint.ts';
import { BANNER_GROUPS, type BannerGroup, bannerSchema } from './endpoints/content.ts';
import type { permissionInfo, systemStatus } from './endpoints/system.ts';
import { languageSchema } from './languages.ts';

/** The id of the non-executing JSON block in index.html that carries the boot data. */
export const BOOT_ELEMENT_ID = 'boot';

/**
 * What the server writes into index.html for the brand of the Host, so the first screen renders
 * without waiting on the whitelabel, status and banner calls: their answers, as the endpoints
 * would give them to this visitor, in `lang`. The visitor's `location` (in `status` and in
 * `permissionInfo`) is there only when the site is closed to them by region (status 2), whose page
 * shows their address; for anyone else it is `{ ip: '', country: null }`, so the page is the same for
 * every visitor of a brand and the server keeps it compressed.
 */
export interface BootData {
  lang: z.infer<typeof languageSchema>;
  theme: (typeof THEMES)[number];
  permissionInfo: ValueOf<typeof permissionInfo>;
  status: ValueOf<typeof systemStatus>;
  /** The banners of the route's group, as the banner endpoint lists them; the first is the page's largest paint. */
  banner: { group: BannerGroup; list: z.infer<typeof bannerSchema>[] } | null;
}

/** The outer shape checked before the web app trusts the block; the parts are the endpoints' own values. */
export const bootDataShape = z.object({
  lang: languageSchema,
  theme: z.enum(THEMES),
  permissionInfo: z.object({ merchant: z.object({ code: z.string() }), whitelabel: z.array(z.unknown()) }),
  status: z.object({ status: z.union([z.literal(0), z.literal(1), z.literal(2)]) }),
  banner: z.nullable(z.object({ group: z.enum(BANNER_GROUPS), list: z.array(bannerSchema) })),
});

/**
 * The text namespaces the web app's shell and first screens read (i18n/i18n.ts loads them at start;
 * the server preloads their chunks in the page's language). `messages` is the contract's catalogue.
 */
export const START_NAMESPACES = [
  'common',
  'header',
  'auth',
  'home',
  'footer',
  'side',
  'notice',
  'modal',
  'games',
  'lobby',
  'status',
  'vip',
  'messages',
] as const;

/**
 * The banner group of each page path (site-shell §2's route table): the server preloads the
 * first banner of it, the web app's route table shows the same group.
 */
export const BANNER_ROUTES: Readonly<Record<string, BannerGroup>> = {
  '/': 'home',
  '/index': 'home',
  '/index.html': 'home',
  '/home': 'home',
  '/register': 'home',
  '/register.html': 'home',
  '/login': 'home',
  '/pointMall': 'shop',
  '/sports': 'sports',
  '/esports': 'esports',
  '/elott': 'lottery',
  '/live': 'live',
  '/pvp': 'pvp',
  '/fish': 'fish',
  '/rng': 'rng',
  '/promotions': 'promotion',
  '/help': 'help',
  '/down': 'download',
  '/download': 'download',
};

export const bannerGroupForPath = (pathname: string): BannerGroup | undefined =>
  Object.hasOwn(BANNER_ROUTES, pathname) ? BANNER_ROUTES[pathname] : undefined;
