import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/** Below this an answer goes as it is, as @fastify/compress leaves it (app.ts). */
const THRESHOLD = 1024;
// Made once per answer, so a level that writes smaller than on-the-fly compression's (brotli 4, gzip 6).
const BROTLI = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const GZIP = { level: 9 };

/**
 * An answer's text that a route writes again and again (a kept page of the game list,
 * games/list-json.ts; the site's page, web-app.ts), compressed once per encoding on its first
 * asking and then sent as it is: compressing it again for every browser cost more than the rest
 * of the request (a 7 KB page: 42 µs of server CPU per answer without compression, 113 with gzip,
 * 156 with brotli).
 * A route's `serialize` returns one, or `keptBy` makes them for a route that says `keep`
 * (platform/route.ts), and `sendKeptAnswer` sends it.
 */
export class KeptAnswer {
  readonly #encoded = new Map<Encoding, Buffer>();

  constructor(readonly text: string) {}

  encoded(encoding: Encoding): Buffer {
    let body = this.#encoded.get(encoding);
    if (!body) {
      body = encoding === 'br' ? brotliCompressSync(this.text, BROTLI) : gzipSync(this.text, GZIP);
      this.#encoded.set(encoding, body);
    }
    return body;
  }
}

/**
 * The 200 writer of a route that says `keep` (platform/route.ts): an answer whose value object was
 * answered before in the same message (language) is kept, as a KeptAnswer written once; a value seen
 * the first time goes as text, so a value made for one request (a member's own marks) costs nothing
 * more than before. Errors go as they come.
 */
export function keptBy(write: (answer: unknown) => string | KeptAnswer): (answer: unknown) => KeptAnswer | string {
  const seen = new WeakMap<object, Map<string, string | KeptAnswer>>();
  return (data) => {
    const { success, code, message, value } = data as {
      success: boolean;
      code: string;
      message: string;
      value: unknown;
    };
    if (!success || code !== 'ok' || typeof value !== 'object' || value === null) return write(data);
    const byMessage = seen.get(value) ?? new Map<string, string | KeptAnswer>();
    const before = byMessage.get(message);
    if (before instanceof KeptAnswer) return before;
    const answer = before === undefined ? write(data) : new KeptAnswer(before);
    byMessage.set(message, answer);
    seen.set(value, byMessage);
    return answer;
  };
}

/** A value made once per key object and kept while the key lives (a cached list's answer box). */
export function madeOnce<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}

// Accept-Encoding headers are few; a client making up new ones cannot grow the cache past this.
const NEGOTIATED_KEPT = 64;
const negotiated = new Map<string, Encoding | null>();
const SUPPORTED: ('br' | 'gzip' | 'identity')[] = ['br', 'gzip', 'identity'];

/** The encoding to send in, by the client's Accept-Encoding (q-values honoured, `*` and x-gzip as gzip). */
export function encodingFor(header: string | undefined): Encoding | null {
  if (!header) return null;
  let encoding = negotiated.get(header);
  if (encoding === undefined) {
    const chosen = negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), SUPPORTED);
    encoding = chosen === 'br' || chosen === 'gzip' ? chosen : null;
    if (negotiated.size >= NEGOTIATED_KEPT) negotiated.clear();
    negotiated.set(header, encoding);
  }
  return encoding;
}

/**
 * A route's onSend hook, ahead of @fastify/compress's: a KeptAnswer goes out in its kept encoding
 * (compress then leaves a body whose Content-Encoding is set), or as its text when the client
 * asks for none, the answer is small, or `x-no-compression` is set (as compress does).
 */
export function sendKeptAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  if (!(payload instanceof KeptAnswer)) {
    done(null, payload);
    return;
  }
  const encoding =
    payload.text.length < THRESHOLD || request.headers['x-no-compression'] !== undefined
      ? null
      : encodingFor(request.headers['accept-encoding']);
  if (!encoding) {
    done(null, payload.text);
    return;
  }
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding|\*/i.test(String(vary))) reply.header('vary', `${vary}, accept-encoding`);
  reply.header('content-encoding', encoding);
  done(null, payload.encoded(encoding));
}
