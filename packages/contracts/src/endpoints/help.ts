import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { languageSchema } from '../languages.ts';
import { queryInt } from '../schema.ts';

/**
 * The help centre (endpoints-and-centres §2: beginner guide, about us, rules,
 * privacy, responsible gaming, FAQ, blog and news) and the content of the join and
 * download pages. Articles and posts are written per language by operators and
 * fall back to English; their HTML is sanitised to an allow-list when stored.
 */

export const HELP_SECTIONS = [
  'guide',
  'about',
  'rules',
  'privacy',
  'responsible',
  'faq',
  'community',
  'join',
  'download',
] as const;
export type HelpSection = (typeof HELP_SECTIONS)[number];
/** The sections the help centre lists; join and download are the content of their own pages. */
export const HELP_CENTRE_SECTIONS: readonly HelpSection[] = [
  'guide',
  'about',
  'rules',
  'privacy',
  'responsible',
  'faq',
  'community',
];

export const POST_KINDS = ['news', 'blog'] as const;
export type PostKind = (typeof POST_KINDS)[number];
export const POST_PAGE_SIZE = 10;

/** An article's name in addresses (`/help?topic=faq`): lower-case letters, digits and dashes. */
export const helpTopicSlug = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,47}$/));

export const helpTopicSchema = z.object({
  topic: z.string(),
  section: z.enum(HELP_SECTIONS),
  title: z.string(),
  /** Allow-listed HTML in the language asked for (English when that language has none). */
  content: z.string(),
  updatedAt: z.iso.datetime(),
});
export type HelpTopic = z.infer<typeof helpTopicSchema>;

export const helpCenter = endpoint({
  method: 'GET',
  path: '/wps/system/helpCenter',
  summary: "The brand's help-centre articles in the request's language, in display order",
  auth: 'none',
  query: z.object({
    /** One section only (e.g. `join` for the join page). */
    section: z.optional(z.enum(HELP_SECTIONS)),
    /** One article only. */
    topic: z.optional(helpTopicSlug),
    language: z.optional(languageSchema),
  }),
  value: z.object({ topics: z.array(helpTopicSchema) }),
});

export const helpPostSummarySchema = z.object({
  id: z.int(),
  kind: z.enum(POST_KINDS),
  title: z.string(),
  summary: z.string(),
  /** year-month-day hour:minute:second in the brand's time zone. */
  time: z.string(),
});
export type HelpPostSummary = z.infer<typeof helpPostSummarySchema>;

export const helpPosts = endpoint({
  method: 'GET',
  path: '/wps/system/helpCenter/posts',
  summary: 'News and blog posts, newest first',
  auth: 'none',
  query: z.object({
    kind: z.optional(z.enum(POST_KINDS)),
    language: z.optional(languageSchema),
    pageNo: queryInt(1, 10_000, 1),
    pageSize: queryInt(1, 50, POST_PAGE_SIZE),
  }),
  value: z.object({ list: z.array(helpPostSummarySchema), total: z.int(), totalPages: z.int() }),
});

export const helpPost = endpoint({
  method: 'GET',
  path: '/wps/system/helpCenter/posts/:id',
  summary: 'One news or blog post with its content',
  auth: 'none',
  params: z.object({ id: z.string().check(z.regex(/^\d{1,9}$/)) }),
  query: z.object({ language: z.optional(languageSchema) }),
  value: z.extend(helpPostSummarySchema, { content: z.string() }),
});
