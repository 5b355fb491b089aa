import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { cspReportRoute } from './csp-report.ts';
import {
  API_DIRECTIVES,
  BRAND_DIRECTIVES,
  type BrandSources,
  brandSources,
  DOCS_DIRECTIVES,
  DOCS_PREFIX,
  type DocumentKind,
  FIXED_DIRECTIVES,
  NO_BRAND_SOURCES,
  PERMISSIONS_POLICY,
  REPORT_GROUP,
  REPORT_PATH,
} from './policy.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers a page: `site` for the web app (the brand's CDNs and the game providers join the policy). */
    document?: 'site';
    /**
     * Which of the prepared header sets the route's responses carry: set from the route when it
     * is added (`docs`), or by platform/route.ts for a JSON endpoint of the contract (`api`).
     */
    securityHeaders?: 'docs' | 'api';
  }
}

interface PageContext {
  document: DocumentKind;
  brand: BrandSources;
}

/** What the brand-dependent directives read; set before helmet writes the header, per raw request. */
const pages = new WeakMap<IncomingMessage, PageContext>();
const NOT_A_PAGE: PageContext = { document: undefined, brand: NO_BRAND_SOURCES };

/** Hashes of the inline script and style elements of the web app's page. */
export interface InlineSources {
  scripts: readonly string[];
  styles: readonly string[];
}
const NO_INLINE: InlineSources = { scripts: [], styles: [] };

/** A directive's fixed sources, and on the web app's page the hashes of its inline elements. */
const withInline = (req: IncomingMessage, name: string, hashes: readonly string[]) =>
  [...(FIXED_DIRECTIVES[name] ?? []), ...(pages.get(req)?.document === 'site' ? hashes : [])].join(' ');

/** A Host fit to be written back into a header: a name or address and a port, nothing else. */
const SAFE_HOST = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/**
 * Security headers on every response, from helmet: the content-security-policy (see
 * policy.ts), frame-ancestors with X-Frame-Options to match where it can say the same,
 * nosniff, Referrer-Policy, HSTS when the site is served over HTTPS; and beside them
 * Permissions-Policy and the Reporting-Endpoints the policy's report-to names. The JSON answers
 * of the contract's endpoints carry the API's set instead (see `api` below). Registered on the
 * root, before any route, so its hooks see every route and every response.
 *
 * Helmet's middleware is built once per kind of route (every route, the API docs, the API)
 * and applied in one callback hook: the Fastify plugin built it again on every request (issue 13).
 */
export async function registerSecurityHeaders(app: FastifyInstance, inline: InlineSources = NO_INLINE) {
  const https = app.config.servedOverHttps;

  const directives: Record<string, Iterable<string | ((req: IncomingMessage) => string)>> = {
    ...FIXED_DIRECTIVES,
    // The web app page's own inline elements (platform/inline-head.ts), each allowed by its hash alone.
    'script-src': [(req) => withInline(req, 'script-src', inline.scripts)],
    'style-src': [(req) => withInline(req, 'style-src', inline.styles)],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
  for (const [name, sources] of Object.entries(BRAND_DIRECTIVES)) {
    directives[name] = [
      (req) => {
        const page = pages.get(req) ?? NOT_A_PAGE;
        return sources(page.brand).join(' ');
      },
    ];
  }

  app.addHook('onRoute', (routeOptions) => {
    // swagger-ui's bundle adds a <style> element of its own; its scripts stay as strict as anywhere.
    if (routeOptions.url?.startsWith(DOCS_PREFIX)) {
      routeOptions.config = { ...routeOptions.config, securityHeaders: 'docs' };
    }
  });

  const options: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false } : false,
    // Popups (customer service, banners) open other sites; a same-origin opener policy would cut them off.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Image hosts (/img, /cdn2/img) answer cross-origin themselves: a brand's CDN may be another site.
    crossOriginResourcePolicy: { policy: 'same-site' },
  };
  const headers = {
    every: helmet(options),
    // A JSON answer is no document: nothing in it loads, runs, opens or reports, so OWASP's set
    // for REST answers (a policy that allows nothing and no framing, nosniff, same-site
    // resources, HSTS over HTTPS) says all there is to say. About 600 bytes less per answer.
    api: helmet({
      contentSecurityPolicy: { useDefaults: false, directives: API_DIRECTIVES },
      frameguard: { action: 'deny' },
      strictTransportSecurity: options.strictTransportSecurity,
      crossOriginResourcePolicy: { policy: 'same-site' },
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      referrerPolicy: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
    docs: helmet({
      ...options,
      contentSecurityPolicy: { useDefaults: false, directives: { ...directives, ...DOCS_DIRECTIVES } },
    }),
  };
  // Off a page the policy names no brand and no inline element, so what helmet writes is the same
  // on every response of a kind: taken once and written as it is (helmet's eleven middlewares
  // cost about 3 µs of every API answer, issue 13). Pages still go through helmet.
  const fixed = {
    every: writtenBy(headers.every),
    docs: writtenBy(headers.docs),
    // No answer of the API may be kept by a browser or a proxy: most carry personal data (a balance, a
    // token, a ledger), and one that does not is cheap to ask again. A route may say otherwise itself.
    api: [...writtenBy(headers.api), ['cache-control', 'no-store']] as [string, string][],
  };
  // One callback hook reading the route's options once: a JSON answer goes straight on; only a
  // page waits, for its brand's sources, which helmet's policy then reads from `pages`.
  app.addHook('onRequest', (request, reply, done) => {
    const config = request.routeOptions.config;
    const kind = config?.securityHeaders ?? 'every';
    if (kind === 'api') {
      // Among the reply's own headers, so the answer's head is written in one go (writeHead).
      for (const [name, value] of fixed.api) reply.header(name, value);
      return done();
    }
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // The Reporting API wants a full address; a Host that could not be written back gets none.
    if (SAFE_HOST.test(request.host)) {
      const origin = `${https ? 'https' : request.protocol}://${request.host}`;
      reply.header('reporting-endpoints', `${REPORT_GROUP}="${origin}${REPORT_PATH}"`);
    }
    const document = config?.document;
    if (!document) {
      for (const [name, value] of fixed[kind]) reply.raw.setHeader(name, value);
      return done();
    }
    brandOf(app, request).then((brand) => {
      pages.set(request.raw, { document, brand });
      headers[kind](request.raw, reply.raw, (error) => done(error as Error | undefined));
    }, done);
  });

  cspReportRoute(app);
}

/**
 * The headers a helmet middleware writes on a response that is not a page, in its order. Named in
 * lower case, as Fastify keeps a reply's headers: helmet's `Content-Security-Policy` was lowered
 * into a new string, and looked up as a property name, for every header of every answer.
 */
function writtenBy(middleware: ReturnType<typeof helmet>): [string, string][] {
  const written = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => written.set(name.toLowerCase(), value),
    removeHeader: (name: string) => written.delete(name.toLowerCase()),
  };
  let failed: unknown;
  // Helmet's middlewares run synchronously; the policy's directives read `pages`, which holds no page here.
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed;
  return [...written];
}

/** The brand's sources for its page; none when the Host is no brand's (or the brand cannot be read now). */
async function brandOf(app: FastifyInstance, request: FastifyRequest) {
  try {
    const merchant = await app.tenancy.fromRequest(request.headers);
    return brandSources(merchant, await app.tenancy.providerPages());
  } catch (error) {
    request.log.debug({ err: error }, 'page policy without brand sources');
    return NO_BRAND_SOURCES;
  }
}
