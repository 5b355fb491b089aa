import type { AnnouncementType, BannerGroup, LocalizedText } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';

export interface BannerRow {
  bannerId: number;
  groupName: BannerGroup;
  url: string;
  title: LocalizedText;
  linkageType: 'URL' | 'ROUTE' | 'PROMOTION' | null;
  linkageTarget: string | null;
}

export interface AnnouncementRow {
  id: number;
  type: AnnouncementType;
  title: LocalizedText;
  content: LocalizedText;
  publishedAt: Date;
  total: string;
}

export const contentRepo = (db: Db) => ({
  banners: (merchantId: number, group: BannerGroup) =>
    db.query<BannerRow>(
      `SELECT id AS "bannerId", group_name AS "groupName", image_url AS url, title,
              linkage_type AS "linkageType", linkage_target AS "linkageTarget"
       FROM banners WHERE merchant_id = $1 AND group_name = $2 ORDER BY sort, id`,
      [merchantId, group],
    ),

  /** The banner whose picture is the drawing `<group>/<index>.svg` (any image host), with its words. */
  bannerAt: (merchantId: number, group: string, index: number) => {
    const path = `/banners/${group}/${index}.svg`;
    return db.one<{ title: LocalizedText }>(
      `SELECT title FROM banners
       WHERE merchant_id = $1 AND group_name = $2 AND right(split_part(image_url, '?', 1), length($3)) = $3
       ORDER BY sort, id LIMIT 1`,
      [merchantId, group, path],
    );
  },

  /** One page of announcements with the total count in every row (count(*) over ()). */
  announcements: (
    merchantId: number,
    filter: { types: string[]; platform: string; executions: string[]; limit: number; offset: number },
  ) =>
    db.query<AnnouncementRow>(
      `SELECT id, type, title, content, published_at AS "publishedAt", count(*) OVER () AS total
       FROM announcements
       WHERE merchant_id = $1 AND type = ANY($2) AND platform = $3 AND execution = ANY($4)
         AND published_at <= now()
       ORDER BY published_at DESC, id DESC LIMIT $5 OFFSET $6`,
      [merchantId, filter.types, filter.platform, filter.executions, filter.limit, filter.offset],
    ),
});
