import type { HelpSection, LocalizedText, PostKind } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { type BrandScope, inScopeSql } from '../approvals/brand-scope.ts';

export interface ArticleRow {
  merchantCode: string;
  topic: string;
  section: HelpSection;
  sort: number;
  title: LocalizedText;
  content: LocalizedText;
  published: boolean;
  updatedAt: Date;
}

export interface PostRow {
  id: number;
  merchantId: number;
  merchantCode: string;
  kind: PostKind;
  title: LocalizedText;
  summary: LocalizedText;
  content: LocalizedText;
  publishedAt: Date;
  total: string;
}

const ARTICLE = `SELECT m.code AS "merchantCode", a.slug AS topic, a.section, a.sort, a.title, a.content, a.published,
    a.updated_at AS "updatedAt"
  FROM help_articles a JOIN merchants m ON m.id = a.merchant_id`;

const POST = `SELECT p.id, p.merchant_id AS "merchantId", m.code AS "merchantCode", p.kind, p.title, p.summary, p.content,
    p.published_at AS "publishedAt", count(*) OVER () AS total
  FROM help_posts p JOIN merchants m ON m.id = p.merchant_id`;

export interface ArticleInput {
  section: HelpSection;
  sort: number;
  title: LocalizedText;
  content: LocalizedText;
  published: boolean;
}

export interface PostInput {
  kind: PostKind;
  title: LocalizedText;
  summary: LocalizedText;
  content: LocalizedText;
  publishedAt: Date;
}

/** The only SQL of the help centre: articles and posts. */
export const helpRepo = (db: Db) => ({
  /** Every article of a brand (published only, unless told), in display order. */
  articles: (merchantId: number, options: { all?: boolean; section?: HelpSection } = {}) =>
    db.query<ArticleRow>(
      `${ARTICLE} WHERE a.merchant_id = $1 AND ($2 OR a.published) AND ($3::text IS NULL OR a.section = $3)
       ORDER BY a.sort, a.slug`,
      [merchantId, options.all ?? false, options.section ?? null],
    ),

  article: (merchantId: number, topic: string) =>
    db.one<ArticleRow>(`${ARTICLE} WHERE a.merchant_id = $1 AND a.slug = $2`, [merchantId, topic]),

  saveArticle: (merchantId: number, topic: string, input: ArticleInput) =>
    db.query(
      `INSERT INTO help_articles (merchant_id, slug, section, sort, title, content, published)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (merchant_id, slug) DO UPDATE SET section = EXCLUDED.section, sort = EXCLUDED.sort,
         title = EXCLUDED.title, content = EXCLUDED.content, published = EXCLUDED.published, updated_at = now()`,
      [
        merchantId,
        topic,
        input.section,
        input.sort,
        JSON.stringify(input.title),
        JSON.stringify(input.content),
        input.published,
      ],
    ),

  deleteArticle: async (merchantId: number, topic: string) =>
    (await db.query('DELETE FROM help_articles WHERE merchant_id = $1 AND slug = $2 RETURNING id', [merchantId, topic]))
      .length > 0,

  /** One page of posts, newest first; `live` leaves out scheduled ones. */
  posts: (filter: { scope: BrandScope; kind: PostKind | null; live: boolean; limit: number; offset: number }) =>
    db.query<PostRow>(
      `${POST} WHERE ${inScopeSql('p.merchant_id', 1)} AND ($2::text IS NULL OR p.kind = $2)
         AND (NOT $3 OR p.published_at <= now())
       ORDER BY p.published_at DESC, p.id DESC LIMIT $4 OFFSET $5`,
      [filter.scope, filter.kind, filter.live, filter.limit, filter.offset],
    ),

  /** A post of a brand in the scope; `live`: only once published. */
  post: (id: number, scope: BrandScope, live: boolean) =>
    db.one<PostRow>(
      `${POST} WHERE p.id = $1 AND ${inScopeSql('p.merchant_id', 2)} AND (NOT $3 OR p.published_at <= now())`,
      [id, scope, live],
    ),

  insertPost: async (merchantId: number, input: PostInput) => {
    const row = await db.one<{ id: number }>(
      `INSERT INTO help_posts (merchant_id, kind, title, summary, content, published_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        merchantId,
        input.kind,
        JSON.stringify(input.title),
        JSON.stringify(input.summary),
        JSON.stringify(input.content),
        input.publishedAt,
      ],
    );
    if (!row) throw new Error('post not inserted');
    return row.id;
  },

  updatePost: (id: number, input: PostInput) =>
    db.query(
      'UPDATE help_posts SET kind = $2, title = $3, summary = $4, content = $5, published_at = $6 WHERE id = $1',
      [
        id,
        input.kind,
        JSON.stringify(input.title),
        JSON.stringify(input.summary),
        JSON.stringify(input.content),
        input.publishedAt,
      ],
    ),

  deletePost: (id: number) => db.query('DELETE FROM help_posts WHERE id = $1', [id]),
});
