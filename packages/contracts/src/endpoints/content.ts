import * as z from 'zod/mini';
import { ANNOUNCEMENT_EXECUTIONS, ANNOUNCEMENT_PLATFORM, ANNOUNCEMENT_TYPES, NOTICE_PAGE_SIZE } from '../constants.ts';
import { endpoint } from '../endpoint.ts';
import { queryInt } from '../schema.ts';

export const BANNER_GROUPS = [
  'home',
  'rng',
  'live',
  'fish',
  'pvp',
  'sports',
  'esports',
  'lottery',
  'download',
  'promotion',
  'shop',
  'help',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** What a banner opens: nothing, an outside address (new tab), a site route, or a promotion. */
export const LINKAGE_TYPES = ['URL', 'ROUTE', 'PROMOTION'] as const;

export const bannerSchema = z.object({
  bannerId: z.int(),
  groupName: z.enum(BANNER_GROUPS),
  url: z.string(),
  title: z.string(),
  linkageType: z.nullable(z.enum(LINKAGE_TYPES)),
  linkageTarget: z.nullable(z.string()),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannerList = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getBanners',
  summary: 'Banners of one route group, in display order',
  auth: 'none',
  query: z.object({ groupName: z.enum(BANNER_GROUPS) }),
  value: z.array(bannerSchema),
});

/** "B,PL" → ['B', 'PL']; every item must be a known type. */
const typesParam = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(64)),
    z.transform((raw: string) => raw.split(',').map((type) => type.trim())),
  ),
  z.array(z.enum(ANNOUNCEMENT_TYPES)).check(z.minLength(1)),
);

export const noticeSchema = z.object({
  id: z.int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: z.string(),
  /** Rich HTML as the operator wrote it; the browser sanitises before showing it. */
  content: z.string(),
  /** year-month-day hour:minute:second in the brand's time zone. */
  time: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const announcementList = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  summary: 'Announcements by type, platform and audience, newest first',
  auth: 'optional',
  query: z.object({
    types: z._default(typesParam, [...ANNOUNCEMENT_TYPES]),
    platform: z._default(z.literal(ANNOUNCEMENT_PLATFORM), ANNOUNCEMENT_PLATFORM),
    execution: z._default(z.enum(ANNOUNCEMENT_EXECUTIONS), 'B'),
    pageNo: queryInt(1, 10_000, 1),
    pageSize: queryInt(1, 100, NOTICE_PAGE_SIZE),
  }),
  value: z.object({ list: z.array(noticeSchema), total: z.int(), totalPages: z.int() }),
  // The original front end reads the page's notices grouped by type (B, PL, PU, PR).
  original: {
    value: z.object({
      banners: z.array(noticeSchema),
      player: z.array(noticeSchema),
      popup: z.array(noticeSchema),
      promotion: z.array(noticeSchema),
    }),
  },
});

/** Which group of the original front end's announcements each type goes to (H, help, is not one it reads). */
export const ORIGINAL_NOTICE_GROUPS = { B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion' } as const;
