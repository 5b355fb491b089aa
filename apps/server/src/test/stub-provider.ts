import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { providerGameUrl } from '@arcadia/contracts';
import { adaptersRepo } from '../modules/vendors/adapters.repo.ts';
import { HOUSE_VENDORS, vendorSecret } from '../modules/vendors/secrets.ts';
import type { Db } from '../platform/db/db.ts';
import { verifyBody } from '../platform/signature.ts';

/** A launch the stub provider was asked for: the signed body, and whether the signature held. */
export interface AskedLaunch {
  vendorCode: string;
  signed: boolean;
  body: Record<string, unknown>;
}

/** What a feed answers: the envelope's value, or null for a feed that fails. */
type FeedAnswer = (url: URL, headers: IncomingMessage['headers']) => unknown;

/**
 * A provider on the aggregator protocol for platform tests, standing where the house vendor's
 * process stands in production: it checks each launch's signature with the vendor's secret and
 * answers an address carrying the launch token (as the house vendor's page URL does); its feeds
 * answer what a test sets. The platform reaches it over real HTTP, as it reaches any provider.
 */
export async function startStubProvider(db: Db) {
  const asked: AskedLaunch[] = [];
  const feeds = new Map<string, FeedAnswer>();

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const ok = (value: unknown) => ({ success: true, code: 'ok', message: 'OK', value });

  async function launch(request: IncomingMessage, response: ServerResponse) {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const vendorCode = String(request.headers['x-vendor'] ?? '');
    const secret = await vendorSecret(db, vendorCode);
    const signed = Boolean(secret) && verifyBody(raw, request.headers, secret ?? '');
    const body = JSON.parse(raw) as Record<string, unknown>;
    asked.push({ vendorCode, signed, body });
    if (!signed) return send(response, 401, { success: false, code: 'bad-signature', message: 'no', value: null });
    const query = new URLSearchParams({ game: String(body.gameCode), lang: String(body.language) });
    if (typeof body.launchToken === 'string') query.set('token', body.launchToken);
    if (typeof body.backUrl === 'string') query.set('backUrl', body.backUrl);
    if (typeof body.view === 'string') query.set('view', body.view);
    send(response, 200, ok({ url: `${url}/play/${vendorCode}/?${query}` }));
  }

  const server = createServer((request, response) => {
    const target = new URL(request.url ?? '/', 'http://stub');
    if (request.method === 'POST' && target.pathname === providerGameUrl.path) {
      launch(request, response).catch(() => send(response, 500, { success: false }));
      return;
    }
    const value = feeds.get(target.pathname)?.(target, request.headers);
    if (value === undefined || value === null) return send(response, 503, { success: false, code: 'down' });
    send(response, 200, ok(value));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    asked,
    /** Sets what GET `path` answers (null or undefined: the feed fails). */
    feed: (path: string, answer: FeedAnswer) => feeds.set(path, answer),
    /** Points the house vendor's codes (or the ones given) at this provider. */
    async serve(codes: readonly string[] = HOUSE_VENDORS) {
      for (const code of codes) await adaptersRepo(db).put(code, url, 'seamless');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StubProvider = Awaited<ReturnType<typeof startStubProvider>>;
