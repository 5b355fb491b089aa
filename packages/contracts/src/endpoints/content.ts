import { z } from 'zod';
import { ANNOUNCEMENT_EXECUTIONS, ANNOUNCEMENT_PLATFORM, ANNOUNCEMENT_TYPES, NOTICE_PAGE_SIZE } from '../constants.ts';
import { endpoint } from '../endpoint.ts';

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
  bannerId: z.number().int(),
  groupName: z.enum(BANNER_GROUPS),
  url: z.string(),
  title: z.string(),
  linkageType: z.enum(LINKAGE_TYPES).nullable(),
  linkageTarget: z.string().nullable(),
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

const typesParam = z
  .string()
  .max(64)
  .transform((raw) => raw.split(',').map((type) => type.trim()))
  .pipe(z.array(z.enum(ANNOUNCEMENT_TYPES)).min(1));

export const noticeSchema = z.object({
  id: z.number().int(),
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
    types: typesParam.default([...ANNOUNCEMENT_TYPES]),
    platform: z.literal(ANNOUNCEMENT_PLATFORM).default(ANNOUNCEMENT_PLATFORM),
    execution: z.enum(ANNOUNCEMENT_EXECUTIONS).default('B'),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(NOTICE_PAGE_SIZE),
  }),
  value: z.object({ list: z.array(noticeSchema), total: z.number().int(), totalPages: z.number().int() }),
});
