import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What we take from a proxy: short, and nothing a log line or a header could be bent by. */
const GIVEN_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the id a trusted proxy (TRUSTED_PROXIES) already gave the request,
 * so one id follows it through both logs; anyone else's is ignored and a fresh one made.
 */
export function requestIdFrom(trustedProxies: string[]): (request: IncomingMessage) => string {
  const trusted = proxyAddr.compile(trustedProxies);
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    const peer = request.socket?.remoteAddress;
    if (typeof given === 'string' && GIVEN_ID.test(given) && peer && trusted(peer, 0)) return given;
    return randomUUID();
  };
}

/** Every response names its request, errors and 404s included (error bodies carry it too). */
export function echoRequestId(app: FastifyInstance): void {
  // A callback hook, not an async one: every response passes here, and a promise per hook adds up.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done(null, payload);
  });
}
