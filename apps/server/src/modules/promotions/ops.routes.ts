import {
  opsApplications,
  opsCategories,
  opsCreateCategory,
  opsCreatePromotion,
  opsIssueApplication,
  opsPromotions,
  opsRejectApplication,
  opsUpdateCategory,
  opsUpdatePromotion,
} from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { route } from '../../platform/route.ts';
import * as desk from './ops-applications.service.ts';
import * as catalogue from './ops-catalogue.service.ts';

/** Operators: categories and promotions (content.write), the application desk (adjust.request). */
export async function opsPromotionRoutes(app: FastifyInstance) {
  const anyBrand = { tenant: false };
  const deps = { db: app.db, tenancy: app.tenancy };

  route(app, opsCategories, async ({ query }) => catalogue.listCategories(deps, query.merchant), anyBrand);
  route(
    app,
    opsCreateCategory,
    async ({ request, body }) => catalogue.createCategory(deps, request.operator, body),
    anyBrand,
  );
  route(
    app,
    opsUpdateCategory,
    async ({ request, params, body }) => catalogue.updateCategory(app.db, request.operator, params.id, body),
    anyBrand,
  );
  route(app, opsPromotions, async ({ query }) => catalogue.listPromotions(deps, query.merchant, query), anyBrand);
  route(
    app,
    opsCreatePromotion,
    async ({ request, body }) => catalogue.createPromotion(deps, request.operator, body),
    anyBrand,
  );
  route(
    app,
    opsUpdatePromotion,
    async ({ request, params, body }) => catalogue.updatePromotion(app.db, request.operator, params.id, body),
    anyBrand,
  );
  route(
    app,
    opsApplications,
    async ({ request, query }) =>
      desk.listApplications(app.db, request.operator, { merchant: query.merchant, state: query.state }, query),
    anyBrand,
  );
  route(
    app,
    opsIssueApplication,
    async ({ request, params, body }) => desk.issueApplication(app.db, request.operator, params.id, body),
    anyBrand,
  );
  route(
    app,
    opsRejectApplication,
    async ({ request, params, body }) => desk.rejectApplication(app.db, request.operator, params.id, body.note),
    anyBrand,
  );

  // An application's image, for the operator only; served so a browser never runs it as anything but an image.
  app.get(
    '/ops/promotion-applications/:id/images/:n',
    {
      schema: {
        params: z.object({
          id: z.string().check(z.regex(/^\d{1,18}$/)),
          n: z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(3))),
        }),
      },
      // Not in the contract (it answers bytes), so the permission is declared here for the guard.
      config: { auth: 'operator', permission: 'adjust.request' },
      preHandler: async (request, reply) => {
        const guard = app.guards.operator;
        if (!guard) throw new Error('no guard for operator');
        await guard.call(app, request, reply);
      },
    },
    async (request, reply) => {
      const { id, n } = request.params as { id: string; n: number };
      const image = await desk.applicationImage(app.db, request.operator, id, n);
      return reply
        .header('content-type', image.mime)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(Buffer.from(image.bytes));
    },
  );
}
