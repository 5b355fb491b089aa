import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

interface GamePage {
  /** Where the page lives, without the trailing slash, e.g. `/house/slot`. */
  base: string;
  html: (lang: unknown) => string;
  script: string;
  css: string;
  /** A content-security-policy for the HTML, when the page has one. */
  policy?: string;
}

/**
 * Serves a house game's page: the HTML at `<base>/` (the slash matters — the page's
 * relative addresses resolve under it, so `<base>` redirects there with its query),
 * and its script and stylesheet beside it.
 */
export function serveGamePage(app: FastifyInstance, page: GamePage) {
  app.get(page.base, async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`${page.base}/${query}`);
  });
  app.get(`${page.base}/`, async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (page.policy) reply.header('content-security-policy', page.policy);
    return reply.send(page.html((request.query as { lang?: unknown }).lang));
  });
  const asset = (type: string, body: string) => async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.type(`${type}; charset=utf-8`).header('cache-control', 'public, max-age=300').send(body);
  app.get(`${page.base}/app.js`, asset('text/javascript', page.script));
  app.get(`${page.base}/app.css`, asset('text/css', page.css));
}

/**
 * Runs a house game's recovery sweep every `everyMs` while the app is up, never two at
 * once, only in processes that run scheduled work (JOBS). A timer, not a queued job:
 * the sweep calls the wallet over HTTP, which must not happen inside a job's transaction.
 */
export function sweepWhileUp(app: FastifyInstance, name: string, everyMs: number, sweep: () => Promise<unknown>) {
  if (!app.config.jobs) return;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sweep()
      .catch((error) => app.log.warn({ err: error }, `${name}: recovery sweep failed`))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  // On shutdown the sweep in progress finishes before the database closes.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
