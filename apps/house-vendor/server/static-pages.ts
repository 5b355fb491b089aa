import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from './db/db.ts';

/**
 * The game pages built from web/ (`npm run build -w apps/house-vendor`): `/play/<family>/` and
 * `/verify/`, their files under `/assets/`. A page may be framed only by the site that launched
 * it: the launch (found by its token's SHA-256 before the page opens its session) holds the site's
 * origin, which becomes the page's `frame-ancestors`; without a known launch, `'none'`. No inline
 * script anywhere (`script-src 'self'`): the pages' scripts and styles are files.
 */

export interface StaticPagesOptions {
  /** The built pages (web/dist beside this server); tests point it at a folder of their own. */
  root?: string;
}

const DEFAULT_ROOT = fileURLToPath(new URL('../web/dist', import.meta.url));
const FAMILY = /^[a-z0-9-]{1,32}$/;

/** Only the page's own origin for everything; workers from blob: (Pixi decodes images in one). */
const POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** An http(s) origin fit for a header, or null (anything else in the row is ignored). */
export function originOf(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The site a launch token was issued for (sessions/sessions.ts keeps the launches). */
async function launchOrigin(db: Db, token: unknown): Promise<string | null> {
  if (typeof token !== 'string' || token.length < 16 || token.length > 512) return null;
  const hash = createHash('sha256').update(token).digest('hex');
  const row = await db.one<{ siteOrigin: string | null }>(
    'SELECT site_origin AS "siteOrigin" FROM launches WHERE token_hash = $1',
    [hash],
  );
  return originOf(row?.siteOrigin);
}

/** The security headers of a page that `ancestor` (or nobody) may frame. */
export function pageHeaders(ancestor: string | null): Record<string, string> {
  return {
    'content-security-policy': `${POLICY}; frame-ancestors ${ancestor ?? "'none'"}`,
    ...(ancestor ? {} : { 'x-frame-options': 'DENY' }),
    'x-content-type-options': 'nosniff',
    // The address carries the launch token until the page drops it: never sent on.
    'referrer-policy': 'no-referrer',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'cache-control': 'no-store',
  };
}

export async function staticPages(app: FastifyInstance, options: StaticPagesOptions = {}) {
  const root = options.root ?? DEFAULT_ROOT;
  const cached = new Map<string, string>();
  const production = app.deps.config.production;

  /** A built page's HTML (read again on every request outside production, so a rebuild shows at once). */
  async function html(file: string): Promise<string | null> {
    const known = cached.get(file);
    if (known !== undefined) return known;
    const body = await readFile(path.join(root, file), 'utf8').catch(() => null);
    if (body !== null && production) cached.set(file, body);
    return body;
  }

  async function page(request: FastifyRequest, reply: FastifyReply, file: string) {
    const body = await html(file);
    if (body === null) return reply.callNotFound();
    const ancestor = await launchOrigin(app.deps.db, (request.query as { token?: unknown }).token);
    return reply.headers(pageHeaders(ancestor)).type('text/html; charset=utf-8').send(body);
  }

  const toSlash = (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '', query] = request.url.split('?');
    return reply.redirect(`${pathname}/${query === undefined ? '' : `?${query}`}`);
  };

  app.get('/play/:family/', async (request, reply) => {
    const { family } = request.params as { family: string };
    if (!FAMILY.test(family)) return reply.callNotFound();
    return page(request, reply, path.join('play', family, 'index.html'));
  });
  app.get('/play/:family', async (request, reply) => {
    const { family } = request.params as { family: string };
    return FAMILY.test(family) ? toSlash(request, reply) : reply.callNotFound();
  });
  app.get('/verify/', (request, reply) => page(request, reply, path.join('verify', 'index.html')));
  app.get('/verify', toSlash);

  // Hashed file names: cached for good. Registered in this plugin's scope only (its reply.sendFile too).
  const assets = path.join(root, 'assets');
  if (existsSync(assets)) {
    await app.register(fastifyStatic, {
      root: assets,
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
      index: false,
      list: false,
      setHeaders: (response) => response.setHeader('x-content-type-options', 'nosniff'),
    });
  }
}
