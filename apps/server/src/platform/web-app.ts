import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from './errors.ts';

const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/ops/', '/img/', '/cdn2/', '/docs', '/house/'];
// Operations endpoints (platform/health.ts, metrics.ts): never answered with the page.
const OPS_PATHS = ['/healthz', '/readyz', '/metrics'];

/**
 * Serves the built single-page app: hashed assets cached for a year, and
 * index.html (never cached) for every other page path, so history-mode
 * routes work on reload.
 */
export async function webApp(app: FastifyInstance, options: { root: string }) {
  if (!existsSync(path.join(options.root, 'index.html'))) {
    app.log.warn({ root: options.root }, 'web app not built; serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: false,
    index: false,
    setHeaders(res, file) {
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { config: { document: 'site' } }, async (request, reply) => {
    // A missing asset (an old page asking for a chunk of a previous build) is a 404, not the page.
    const isOps = OPS_PATHS.some((path) => request.url === path || request.url.startsWith(`${path}/`));
    if (isOps || API_PREFIXES.some((prefix) => request.url.startsWith(prefix)) || request.url.startsWith('/assets/')) {
      throw new NotFoundError();
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
