import { type Language, pickText } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import type { Merchant } from '../../platform/tenancy.ts';
import { formatStamp } from '../../platform/time.ts';
import { contentRepo } from './content.repo.ts';

/** Which announcements, and which page of them (pageNo from 1). */
export interface AnnouncementQuery {
  types: string[];
  platform: string;
  executions: string[];
  pageNo: number;
  pageSize: number;
}

/**
 * One page of a brand's published announcements in the reader's language, newest first, with the
 * brand's local time: the public notice list and the agent centre's list both answer it.
 */
export async function announcementPage(
  db: Db,
  merchant: Pick<Merchant, 'id' | 'gmtOffsetMinutes'>,
  lang: Language,
  { pageNo, pageSize, ...filter }: AnnouncementQuery,
) {
  const rows = await contentRepo(db).announcements(merchant.id, {
    ...filter,
    limit: pageSize,
    offset: (pageNo - 1) * pageSize,
  });
  const total = Number(rows[0]?.total ?? 0);
  return {
    list: rows.map((row) => ({
      id: row.id,
      type: row.type,
      title: pickText(row.title, lang),
      content: pickText(row.content, lang),
      time: formatStamp(row.publishedAt, merchant.gmtOffsetMinutes),
    })),
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}
