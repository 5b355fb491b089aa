import { tokensCss } from '@arcadia/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Run in the head, before the body is drawn: in the site's game frame the site has its own way
 * back, so the style sheet hides the page's Back link (html.framed). A file of its own, not an
 * inline script: the content-security-policy allows scripts only from the site.
 */
const FRAMED_SCRIPT = `if (window.top !== window) document.documentElement.classList.add('framed');
// The site's theme and its brand's colours and font (same origin: the site keeps them in localStorage,
// see apps/web/src/lib/brand-look.ts), so a house game wears the look of the site around it.
try {
  document.documentElement.dataset.theme = localStorage.getItem('theme') === 'light' ? 'light' : 'dark';
  var look = JSON.parse(localStorage.getItem('brand-look') || '{}');
  for (var name in look)
    if (name.indexOf('--brand-') === 0 && typeof look[name] === 'string') document.documentElement.style.setProperty(name, look[name]);
} catch (e) {}
`;

/**
 * Route options of a game page's HTML: a document the brand's own sites may frame (the
 * security headers name the brand's domains in frame-ancestors; see platform/security).
 */
export const GAME_DOCUMENT = { config: { document: 'game' as const } };

interface GameAssets {
  /** Where the page lives, without the trailing slash, e.g. `/house/slot`. */
  base: string;
  script: string;
  css: string;
}

interface GamePage extends GameAssets {
  html: (lang: unknown) => string;
}

/** A game page's files beside it: `app.js`, `app.css`, `tokens.css` (load it before app.css) and `framed.js` (load it in the head). */
export function serveGameAssets(app: FastifyInstance, page: GameAssets) {
  const asset = (type: string, body: string) => async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.type(`${type}; charset=utf-8`).header('cache-control', 'public, max-age=300').send(body);
  app.get(`${page.base}/app.js`, asset('text/javascript', page.script));
  app.get(`${page.base}/app.css`, asset('text/css', page.css));
  app.get(`${page.base}/framed.js`, asset('text/javascript', FRAMED_SCRIPT));
  // The one set of design tokens the site uses too (docs/design-tokens.md).
  app.get(`${page.base}/tokens.css`, asset('text/css', tokensCss()));
}

/** `<base>` redirects to `<base>/` with its query: the page's relative addresses resolve under the slash. */
export function redirectToSlash(app: FastifyInstance, base: string) {
  app.get(base, async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`${base}/${query}`);
  });
}

/** Serves a house game's page: the HTML at `<base>/`, and its files beside it. */
export function serveGamePage(app: FastifyInstance, page: GamePage) {
  redirectToSlash(app, page.base);
  app.get(`${page.base}/`, GAME_DOCUMENT, async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return reply.send(page.html((request.query as { lang?: unknown }).lang));
  });
  serveGameAssets(app, page);
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
