import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { zodSchemaController } from './zod-schemas.ts';

const PREFIX = '/docs';

/** Headers of the documentation's own answer that the server writes itself for its answer. */
const HOP_HEADERS = new Set(['connection', 'content-length', 'date', 'keep-alive', 'transfer-encoding']);

/**
 * The API documentation (OpenAPI and swagger-ui) at /docs, built on its first request.
 * Loading @fastify/swagger and its UI and describing every route took about 70 ms of each
 * cold start, for pages few servers are asked for. At start-up only the routes are noted
 * (as @fastify/swagger itself does); the first /docs request builds a documentation app
 * with the same routes and schemas, and /docs answers are its answers. Must be registered
 * before the routes it describes.
 */
export function registerApiDocs(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    // HEAD routes are Fastify's own copies of GET routes (and swagger leaves them out); /docs is the UI's.
    const own = route.url === PREFIX || route.url.startsWith(`${PREFIX}/`);
    if (route.method !== 'HEAD' && !own) routes.push(route);
  });
  let docs: Promise<FastifyInstance> | undefined;
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    docs ??= documentationApp(routes).catch((error: unknown) => {
      docs = undefined;
      throw error;
    });
    const response = await (await docs).inject({ method: 'GET', url: request.url, headers: request.headers });
    // Not a page of the documentation: the server's own not-found answer, as for any unknown path.
    if (response.statusCode === 404) return reply.callNotFound();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined && !HOP_HEADERS.has(name)) reply.header(name, value);
    }
    reply.status(response.statusCode);
    return response.rawPayload.length > 0 ? reply.send(response.rawPayload) : reply.send();
  };
  app.addHook('onClose', async () => {
    await (await docs?.catch(() => undefined))?.close();
  });
  app.get(PREFIX, { schema: { hide: true } }, answer);
  app.get(`${PREFIX}/*`, { schema: { hide: true } }, answer);
}

/** An app that serves only the documentation, describing `routes` as the server registered them. */
async function documentationApp(routes: readonly RouteOptions[]): Promise<FastifyInstance> {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  const docs = Fastify({ schemaController: zodSchemaController });
  await docs.register(swagger, {
    openapi: { info: { title: 'Arcadia API', version: '1' } },
    transform: jsonSchemaTransform,
  });
  await docs.register(swaggerUi, { routePrefix: PREFIX });
  // Only described here: the server answers them itself (and the web app's catch-all must not answer for /docs).
  const described = async (_request: FastifyRequest, reply: FastifyReply) => reply.callNotFound();
  for (const route of routes) {
    const { method, url, schema, config, constraints } = route;
    docs.route({
      method,
      url,
      handler: described,
      ...(schema ? { schema } : {}),
      ...(config ? { config } : {}),
      ...(constraints ? { constraints } : {}),
    });
  }
  await docs.ready();
  return docs;
}
