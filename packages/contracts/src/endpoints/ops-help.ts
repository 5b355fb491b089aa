import * as z from 'zod/mini';
import { RESOURCE_TYPES } from '../constants.ts';
import { endpoint } from '../endpoint.ts';
import { localizedInput, queryInt, text } from '../schema.ts';
import { HELP_SECTIONS, helpTopicSlug, POST_KINDS } from './help.ts';
import { resourceSchema } from './system.ts';

/**
 * The operator's side of the help centre, the join and download pages and the
 * brand's app and social resources (permission content.write). Rich text is
 * sanitised to an allow-list when stored; English is required, as every reader
 * falls back to it.
 */

const localizedOutput = z.partialRecord(z.string(), z.string());

export const HELP_TITLE_MAX = 200;
export const HELP_CONTENT_MAX = 60_000;
export const POST_SUMMARY_MAX = 500;

export const opsHelpArticleSchema = z.object({
  merchantCode: z.string(),
  topic: z.string(),
  section: z.enum(HELP_SECTIONS),
  sort: z.int(),
  title: localizedOutput,
  content: localizedOutput,
  published: z.boolean(),
  updatedAt: z.iso.datetime(),
});

const brand = text(1, 64);

export const opsHelpArticles = endpoint({
  method: 'GET',
  path: '/ops/help/articles',
  summary: "A brand's help articles (every language, published or not), in display order",
  auth: 'operator',
  permission: 'content.write',
  query: z.object({ merchant: brand, section: z.optional(z.enum(HELP_SECTIONS)) }),
  value: z.array(opsHelpArticleSchema),
});

export const opsSaveHelpArticle = endpoint({
  method: 'PUT',
  path: '/ops/help/articles/:topic',
  summary: 'Creates or replaces a help article (its HTML is sanitised when stored)',
  auth: 'operator',
  permission: 'content.write',
  params: z.object({ topic: helpTopicSlug }),
  body: z.object({
    merchant: brand,
    section: z.enum(HELP_SECTIONS),
    sort: z._default(z.int().check(z.minimum(0), z.maximum(10_000)), 0),
    title: localizedInput(HELP_TITLE_MAX),
    content: localizedInput(HELP_CONTENT_MAX),
    published: z._default(z.boolean(), true),
  }),
  value: opsHelpArticleSchema,
});

export const opsDeleteHelpArticle = endpoint({
  method: 'DELETE',
  path: '/ops/help/articles/:topic',
  summary: 'Removes a help article',
  auth: 'operator',
  permission: 'content.write',
  params: z.object({ topic: helpTopicSlug }),
  query: z.object({ merchant: brand }),
  value: z.null(),
});

export const opsHelpPostSchema = z.object({
  id: z.int(),
  merchantCode: z.string(),
  kind: z.enum(POST_KINDS),
  title: localizedOutput,
  summary: localizedOutput,
  content: localizedOutput,
  publishedAt: z.iso.datetime(),
});

const postId = z.object({ id: z.string().check(z.regex(/^\d{1,9}$/)) });

export const opsHelpPosts = endpoint({
  method: 'GET',
  path: '/ops/help/posts',
  summary: "A brand's news and blog posts (scheduled ones too), newest first",
  auth: 'operator',
  permission: 'content.write',
  query: z.object({
    merchant: brand,
    kind: z.optional(z.enum(POST_KINDS)),
    pageNo: queryInt(1, 10_000, 1),
    pageSize: queryInt(1, 100, 20),
  }),
  value: z.object({ list: z.array(opsHelpPostSchema), total: z.int(), totalPages: z.int() }),
});

const postFields = {
  kind: z.enum(POST_KINDS),
  title: localizedInput(HELP_TITLE_MAX),
  summary: z.optional(localizedInput(POST_SUMMARY_MAX)),
  content: localizedInput(HELP_CONTENT_MAX),
  /** Shown from this time on (a later time schedules the post); now when absent. */
  publishedAt: z.optional(z.iso.datetime()),
};

export const opsCreateHelpPost = endpoint({
  method: 'POST',
  path: '/ops/help/posts',
  summary: 'Publishes (or schedules) a news or blog post',
  auth: 'operator',
  permission: 'content.write',
  body: z.object({ merchant: brand, ...postFields }),
  value: opsHelpPostSchema,
});

export const opsUpdateHelpPost = endpoint({
  method: 'PATCH',
  path: '/ops/help/posts/:id',
  summary: 'Changes a post',
  auth: 'operator',
  permission: 'content.write',
  params: postId,
  body: z.partial(z.object(postFields)),
  value: opsHelpPostSchema,
});

export const opsDeleteHelpPost = endpoint({
  method: 'DELETE',
  path: '/ops/help/posts/:id',
  summary: 'Removes a post',
  auth: 'operator',
  permission: 'content.write',
  params: postId,
  value: z.null(),
});

/** An absolute http(s) address or a path on this site. */
const address = text(1, 2048).check(z.regex(/^(https?:\/\/|\/[^/\\])/));

export const opsSaveResource = endpoint({
  method: 'PUT',
  path: '/ops/merchants/:code/resources/:type',
  summary: "Sets one of the brand's app or social resources (download link, QR address)",
  auth: 'operator',
  permission: 'content.write',
  params: z.object({ code: brand, type: z.enum(RESOURCE_TYPES) }),
  body: z.object({ url: address, qrCodeUrl: z._default(z.nullable(address), null) }),
  value: resourceSchema,
});

export const opsDeleteResource = endpoint({
  method: 'DELETE',
  path: '/ops/merchants/:code/resources/:type',
  summary: "Removes one of the brand's resources (its side-bar entry and download card go)",
  auth: 'operator',
  permission: 'content.write',
  params: z.object({ code: brand, type: z.enum(RESOURCE_TYPES) }),
  value: z.null(),
});
