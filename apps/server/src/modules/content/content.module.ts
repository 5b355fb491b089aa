import { announcementList, bannerList, pickText } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../platform/modules/modules.ts';
import { route } from '../../platform/route.ts';
import { noticeGroups } from '../compat/original-shapes.ts';
import { announcementPage } from './announcements.service.ts';
import { drawnBannerUrl } from './banner-url.ts';
import { contentRepo } from './content.repo.ts';

/** Banners by route group and the announcement list, in the request's language. */
async function contentModule(app: FastifyInstance) {
  const repo = contentRepo(app.db);

  route(app, bannerList, async ({ merchant, query, request }) => {
    const rows = await repo.banners(merchant.id, query.groupName);
    return rows.map((row) => ({
      ...row,
      url: drawnBannerUrl(row.url, merchant.code, request.lang),
      title: pickText(row.title, request.lang),
    }));
  });

  route(
    app,
    announcementList,
    async ({ merchant, query, request }) => {
      // B asks for every audience; V or M asks for that audience's notices plus those for both.
      const executions = query.execution === 'B' ? ['B', 'V', 'M'] : ['B', query.execution];
      return announcementPage(app.db, merchant, request.lang, {
        types: query.types,
        platform: query.platform,
        executions,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      });
    },
    // The original front end reads the same page grouped by type.
    { original: (page) => noticeGroups(page.list) },
  );
}

export default defineModule('content', contentModule, { dependencies: ['auth.guards'] });
