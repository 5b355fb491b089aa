import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyBody } from '../../../platform/signature.ts';
import { SeamlessError, seamlessClient } from './seamless-client.ts';

/**
 * The client against a fake wallet: signing, retries with the same body, and
 * errors carrying the wallet's code. The real API is tested in modules/vendors.
 */

const SECRET = 'test-secret-0123456789';
type Seen = { path: string; body: string; signed: boolean; vendor: string | undefined };
let seen: Seen[] = [];
/** How the fake answers the nth request (0-based) to a path. */
let behaviour: (path: string, nth: number) => 'ok' | 'hang' | 'refuse' | 'crash' = () => 'ok';
let server: Server;
let baseUrl: string;

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
  });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await read(request);
    const path = request.url ?? '';
    const nth = seen.filter((s) => s.path === path).length;
    const vendor = request.headers['x-vendor'];
    seen.push({ path, body, signed: verifyBody(body, request.headers, SECRET), vendor: vendor as string });
    const how = behaviour(path, nth);
    if (how === 'hang') return; // never answers: the client's timeout fires
    response.setHeader('content-type', 'application/json');
    if (how === 'crash') {
      response.statusCode = 502;
      return response.end('bad gateway');
    }
    if (how === 'refuse') {
      response.statusCode = 409;
      return response.end(JSON.stringify({ success: false, code: 'insufficient-balance', message: 'no', value: null }));
    }
    const value = { playerId: 'p1', currency: 'PHP', balance: 500, transactionId: JSON.parse(body).transactionId };
    response.end(JSON.stringify({ success: true, code: 'ok', message: 'OK', value }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  behaviour = () => 'ok';
});

const client = () => seamlessClient({ baseUrl, vendor: 'ARC', secret: SECRET, timeoutMs: 150, backoffMs: 5 });
const bet = { playerId: 'p1', transactionId: 'tx-1', roundId: 'r-1', gameCode: 'g', amount: 100 };

describe('seamlessClient', () => {
  it('signs every call with the vendor secret and returns the value', async () => {
    const value = await client().bet(bet);
    expect(value).toEqual({ playerId: 'p1', currency: 'PHP', balance: 500, transactionId: 'tx-1' });
    expect(seen).toEqual([{ path: '/seamless/v1/bet', body: JSON.stringify(bet), signed: true, vendor: 'ARC' }]);
  });

  it('retries a timed-out call with the same transactionId', async () => {
    behaviour = (_path, nth) => (nth === 0 ? 'hang' : 'ok');
    const value = await client().bet(bet);
    expect(value.transactionId).toBe('tx-1');
    expect(seen).toHaveLength(2);
    expect(seen[1]?.body).toBe(seen[0]?.body);
    expect(seen.every((s) => s.signed)).toBe(true);
  });

  it('retries a 5xx answer, then gives up with a retryable error', async () => {
    behaviour = () => 'crash';
    const error = await client()
      .win({ playerId: 'p1', transactionId: 'w-1', betTransactionId: 'tx-1', roundId: 'r-1', amount: 0 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SeamlessError);
    expect(error).toMatchObject({ code: 'game-maintenance', retryable: true });
    expect(seen).toHaveLength(3); // first try + 2 retries
  });

  it("throws the wallet's code on a refusal, without retrying", async () => {
    behaviour = () => 'refuse';
    const error = await client()
      .bet(bet)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'SeamlessError', code: 'insufficient-balance', status: 409, retryable: false });
    expect(seen).toHaveLength(1);
  });

  it('sends authenticate once: a launch token is single use', async () => {
    behaviour = () => 'hang';
    const error = await client()
      .authenticate({ launchToken: 'x'.repeat(32) })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'game-maintenance', retryable: true });
    expect(seen).toHaveLength(1);
  });

  it('cannot reach a closed port: retryable error', async () => {
    const error = await seamlessClient({ baseUrl: 'http://127.0.0.1:1', vendor: 'ARC', secret: SECRET, backoffMs: 1 })
      .balance({ playerId: 'p1' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'game-maintenance', retryable: true });
  });
});
