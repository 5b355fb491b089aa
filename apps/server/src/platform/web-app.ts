import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SYSTEM_STATUS } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import type { BootSource } from '../modules/system/boot.ts';
import { bootPage } from './boot-page.ts';
import { NotFoundError } from './errors.ts';
import { KeptAnswer, sendKeptAnswer } from './kept-answer.ts';
import { startChunks } from './start-chunks.ts';

const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/ops/', '/img/', '/cdn2/', '/docs'];
// Operations endpoints (platform/health.ts, metrics.ts): never answered with the page.
const OPS_PATHS = ['/healthz', '/readyz', '/metrics'];
/** Pages kept at most (brands × languages × routes with a banner group × launch CDNs), a few MB. */
const KEPT_PAGES = 256;

/**
 * Serves the built single-page app: hashed assets cached for a year, and
 * index.html (never cached) for every other page path, so history-mode
 * routes work on reload. The page carries the brand's boot data for its Host
 * (boot-page.ts), so the first screen needs no API call before it paints.
 */
export async function webApp(app: FastifyInstance, options: { root: string; template?: string; boot?: BootSource }) {
  const indexFile = path.join(options.root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ root: options.root }, 'web app not built; serving the API only');
    return;
  }
  // The page as platform/inline-head.ts wrote it, else as built.
  const template = options.template || readFileSync(indexFile, 'utf8');
  const chunksOf = startChunks(options.root);
  // Loaded only where the web app is served (an API-only server never needs it).
  const { default: fastifyStatic } = await import('@fastify/static');
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset (apps/web/vite.config.ts): sent as they are.
    preCompressed: true,
    // Our own header below; @fastify/static's would overwrite it with max-age=0.
    cacheControl: false,
    setHeaders(res, file) {
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Pages by their text: the same for every visitor of a brand in a language on a route (boot.ts
  // leaves the visitor out), so each is compressed once, not on every page load (kept-answer.ts).
  const kept = new Map<string, KeptAnswer>();
  const keptPage = (html: string) => {
    let page = kept.get(html);
    if (!page) {
      if (kept.size >= KEPT_PAGES) kept.clear();
      page = new KeptAnswer(html);
      kept.set(html, page);
    }
    return page;
  };
  app.get('/*', { config: { document: 'site' }, onSend: sendKeptAnswer }, async (request, reply) => {
    // A missing asset (an old page asking for a chunk of a previous build) is a 404, not the page.
    const isOps = OPS_PATHS.some((path) => request.url === path || request.url.startsWith(`${path}/`));
    if (isOps || API_PREFIXES.some((prefix) => request.url.startsWith(prefix)) || request.url.startsWith('/assets/')) {
      throw new NotFoundError();
    }
    reply.header('cache-control', 'no-cache');
    const pathname = request.url.split('?')[0] ?? '/';
    const boot = options.boot ? await options.boot(request, pathname).catch(() => null) : null;
    const html = bootPage(template, boot, boot ? chunksOf(boot.lang) : []);
    // Vary: the page differs by brand (Host) and language; a shared cache must not mix them.
    return (
      reply
        .header('vary', 'host, accept-language')
        .type('text/html; charset=utf-8')
        // The region page names its visitor's address: that page is theirs alone, not kept.
        .send(boot?.status.status === SYSTEM_STATUS.REGION_BLOCKED ? html : keptPage(html))
    );
  });
}
