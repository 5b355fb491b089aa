import {
  HELP_CENTRE_SECTIONS,
  type HelpPostSummary,
  type HelpSection,
  type HelpTopic,
  type Language,
  type PostKind,
  pickText,
} from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { NotFoundError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/tenancy.ts';
import { formatStamp } from '../../platform/time.ts';
import { type ArticleRow, helpRepo, type PostRow } from './help.repo.ts';

/** Readers' side of the help centre: published articles and posts in one language, English when missing. */

export const topicView = (row: ArticleRow, lang: Language): HelpTopic => ({
  topic: row.topic,
  section: row.section,
  title: pickText(row.title, lang),
  content: pickText(row.content, lang),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/**
 * The help centre: every published article of the help sections, or of one
 * section, or one article (of any section). An unknown article is an empty list.
 */
export function selectTopics(
  rows: readonly ArticleRow[],
  lang: Language,
  filter: { section?: HelpSection; topic?: string },
): HelpTopic[] {
  const chosen = rows.filter((row) =>
    filter.topic
      ? row.topic === filter.topic
      : filter.section
        ? row.section === filter.section
        : HELP_CENTRE_SECTIONS.includes(row.section),
  );
  return chosen.map((row) => topicView(row, lang));
}

const summaryView = (row: PostRow, lang: Language, merchant: Merchant): HelpPostSummary => ({
  id: row.id,
  kind: row.kind,
  title: pickText(row.title, lang),
  summary: pickText(row.summary, lang),
  time: formatStamp(new Date(row.publishedAt), merchant.gmtOffsetMinutes),
});

export async function listPosts(
  db: Db,
  merchant: Merchant,
  query: { kind?: PostKind; lang: Language; pageNo: number; pageSize: number },
) {
  const rows = await helpRepo(db).posts({
    scope: [merchant.id],
    kind: query.kind ?? null,
    live: true,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  const total = Number(rows[0]?.total ?? 0);
  return {
    list: rows.map((row) => summaryView(row, query.lang, merchant)),
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/** A published post of the brand; a scheduled one is not found yet. */
export async function readPost(db: Db, merchant: Merchant, id: number, lang: Language) {
  const row = await helpRepo(db).post(id, [merchant.id], true);
  if (!row) throw new NotFoundError();
  return { ...summaryView(row, lang, merchant), content: pickText(row.content, lang) };
}
