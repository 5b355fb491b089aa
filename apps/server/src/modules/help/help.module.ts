import {
  helpCenter,
  helpPost,
  helpPosts,
  opsCreateHelpPost,
  opsDeleteHelpArticle,
  opsDeleteHelpPost,
  opsHelpArticles,
  opsHelpPosts,
  opsSaveHelpArticle,
  opsUpdateHelpPost,
} from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { TtlCache } from '../../platform/cache.ts';
import { defineModule } from '../../platform/modules/modules.ts';
import { route } from '../../platform/route.ts';
import { type ArticleRow, helpRepo } from './help.repo.ts';
import { listPosts, readPost, selectTopics } from './help.service.ts';
import * as ops from './help-ops.service.ts';

/** The help centre (public reads, no token) and its operator API (content.write). */
async function helpModule(app: FastifyInstance) {
  const db = app.db;
  // Read on every help, join and download page; operators' changes drop it in this process at once.
  const articles = new TtlCache<ArticleRow[]>(10_000);
  const changed = <T>(result: T) => {
    articles.clear();
    return result;
  };

  route(app, helpCenter, async ({ merchant, query, request }) => {
    const rows = await articles.get(String(merchant.id), () => helpRepo(db).articles(merchant.id));
    const lang = query.language ?? request.lang;
    return {
      topics: selectTopics(rows, lang, {
        ...(query.section ? { section: query.section } : {}),
        ...(query.topic ? { topic: query.topic } : {}),
      }),
    };
  });

  route(app, helpPosts, async ({ merchant, query, request }) =>
    listPosts(db, merchant, { ...query, lang: query.language ?? request.lang }),
  );

  route(app, helpPost, async ({ merchant, params, query, request }) =>
    readPost(db, merchant, Number(params.id), query.language ?? request.lang),
  );

  route(app, opsHelpArticles, async ({ query, request }) => ops.listArticles(db, request.operator, query));
  route(app, opsSaveHelpArticle, async ({ params, body, request }) =>
    changed(await ops.saveArticle(db, request.operator, params.topic, body)),
  );
  route(app, opsDeleteHelpArticle, async ({ params, query, request }) =>
    changed(await ops.deleteArticle(db, request.operator, params.topic, query.merchant)),
  );
  route(app, opsHelpPosts, async ({ query, request }) => ops.listPostsForOps(db, request.operator, query));
  route(app, opsCreateHelpPost, async ({ body, request }) => ops.createPost(db, request.operator, body));
  route(app, opsUpdateHelpPost, async ({ params, body, request }) =>
    ops.updatePost(db, request.operator, Number(params.id), body),
  );
  route(app, opsDeleteHelpPost, async ({ params, request }) => ops.deletePost(db, request.operator, Number(params.id)));
}

export default defineModule('help', helpModule, { dependencies: ['ops.guards'] });
