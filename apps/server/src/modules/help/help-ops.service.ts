import type {
  BodyOf,
  LocalizedText,
  opsCreateHelpPost,
  opsSaveHelpArticle,
  opsUpdateHelpPost,
} from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { sanitiseLocalized } from '../../platform/rich-text.ts';
import { listScope, scopedBrand } from '../approvals/brand-scope.ts';
import type { OperatorContext } from '../ops/operator-context.ts';
import { opsRepo } from '../ops/ops.repo.ts';
import { type ArticleRow, helpRepo, type PostInput, type PostRow } from './help.repo.ts';

/**
 * Operators' side of the help centre (content.write): articles per topic and
 * news or blog posts. HTML is sanitised before it is stored, titles and
 * summaries are plain text (escaped when shown). Every change is audited in its
 * own transaction.
 */

const PERMISSION = 'content.write';

const articleView = (row: ArticleRow) => ({ ...row, updatedAt: new Date(row.updatedAt).toISOString() });

const postView = (row: PostRow) => ({
  id: row.id,
  merchantCode: row.merchantCode,
  kind: row.kind,
  title: row.title,
  summary: row.summary,
  content: row.content,
  publishedAt: new Date(row.publishedAt).toISOString(),
});

export async function listArticles(
  db: Db,
  operator: OperatorContext,
  query: { merchant: string; section?: ArticleRow['section'] },
) {
  const brand = await scopedBrand(db, operator, PERMISSION, query.merchant);
  const rows = await helpRepo(db).articles(brand.id, {
    all: true,
    ...(query.section ? { section: query.section } : {}),
  });
  return rows.map(articleView);
}

export const saveArticle = (
  db: Db,
  operator: OperatorContext,
  topic: string,
  body: BodyOf<typeof opsSaveHelpArticle>,
) =>
  db.tx(async (tx) => {
    const brand = await scopedBrand(tx, operator, PERMISSION, body.merchant);
    const repo = helpRepo(tx);
    const input = { ...body, content: sanitiseLocalized(body.content) as LocalizedText };
    await repo.saveArticle(brand.id, topic, input);
    await opsRepo(tx).audit(
      operator.id,
      'help.article.save',
      topic,
      { merchant: brand.code, section: body.section },
      brand.id,
    );
    const row = await repo.article(brand.id, topic);
    if (!row) throw new Error('article missing after save');
    return articleView(row);
  });

export const deleteArticle = (db: Db, operator: OperatorContext, topic: string, merchant: string) =>
  db.tx(async (tx) => {
    const brand = await scopedBrand(tx, operator, PERMISSION, merchant);
    if (!(await helpRepo(tx).deleteArticle(brand.id, topic))) throw new NotFoundError();
    await opsRepo(tx).audit(operator.id, 'help.article.delete', topic, { merchant: brand.code }, brand.id);
    return null;
  });

export async function listPostsForOps(
  db: Db,
  operator: OperatorContext,
  query: { merchant: string; kind?: PostRow['kind']; pageNo: number; pageSize: number },
) {
  const scope = await listScope(db, operator, PERMISSION, query.merchant);
  const rows = await helpRepo(db).posts({
    scope,
    kind: query.kind ?? null,
    live: false,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  const total = Number(rows[0]?.total ?? 0);
  return { list: rows.map(postView), total, totalPages: Math.ceil(total / query.pageSize) };
}

type PostBody = BodyOf<typeof opsUpdateHelpPost>;

/** The stored form of a post: sanitised content, summary defaulting to nothing, time to now. */
const postInput = (body: Required<Pick<PostBody, 'kind' | 'title' | 'content'>> & PostBody, at: Date): PostInput => ({
  kind: body.kind,
  title: body.title,
  summary: body.summary ?? {},
  content: sanitiseLocalized(body.content) as LocalizedText,
  publishedAt: body.publishedAt ? new Date(body.publishedAt) : at,
});

export const createPost = (db: Db, operator: OperatorContext, body: BodyOf<typeof opsCreateHelpPost>) =>
  db.tx(async (tx) => {
    const brand = await scopedBrand(tx, operator, PERMISSION, body.merchant);
    const repo = helpRepo(tx);
    const id = await repo.insertPost(brand.id, postInput(body, new Date()));
    await opsRepo(tx).audit(
      operator.id,
      'help.post.create',
      `post:${id}`,
      { merchant: brand.code, kind: body.kind },
      brand.id,
    );
    return postView(await mustFind(tx, operator, id));
  });

export const updatePost = (db: Db, operator: OperatorContext, id: number, body: PostBody) =>
  db.tx(async (tx) => {
    const current = await mustFind(tx, operator, id);
    const merged = {
      kind: body.kind ?? current.kind,
      title: body.title ?? current.title,
      summary: body.summary ?? current.summary,
      // Stored content is sanitised already; sanitising it again changes nothing.
      content: body.content ?? current.content,
      publishedAt: body.publishedAt ?? new Date(current.publishedAt).toISOString(),
    } as Required<PostBody>;
    await helpRepo(tx).updatePost(id, postInput(merged, new Date(current.publishedAt)));
    await opsRepo(tx).audit(
      operator.id,
      'help.post.update',
      `post:${id}`,
      { merchant: current.merchantCode },
      current.merchantId,
    );
    return postView(await mustFind(tx, operator, id));
  });

export const deletePost = (db: Db, operator: OperatorContext, id: number) =>
  db.tx(async (tx) => {
    const current = await mustFind(tx, operator, id);
    await helpRepo(tx).deletePost(id);
    await opsRepo(tx).audit(
      operator.id,
      'help.post.delete',
      `post:${id}`,
      { merchant: current.merchantCode },
      current.merchantId,
    );
    return null;
  });

async function mustFind(db: Db, operator: OperatorContext, id: number) {
  const row = await helpRepo(db).post(id, operator.brandsWith(PERMISSION), false);
  if (!row) throw new NotFoundError();
  return row;
}
