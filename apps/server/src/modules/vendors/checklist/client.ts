import { createHmac } from 'node:crypto';
import {
  type BodyInputOf,
  type EndpointDef,
  seamlessAuthenticate,
  seamlessBalance,
  seamlessBet,
  seamlessRollback,
  seamlessWin,
  type ValueOf,
} from '@arcadia/contracts';

/**
 * The aggregator checklist's client: speaks to a running platform's seamless-wallet API over real
 * HTTP as a game vendor would, and nothing else (the contract for paths and shapes, node:crypto to
 * sign, fetch to send), so a partner can point it at any deployment (run.ts). Unlike a vendor's
 * own client it never retries by itself and never throws for a refusal: every call answers what
 * came back (status and envelope), so a scenario can check refusals as closely as acceptances.
 * Only a call whose answer never arrived (a network failure, a timeout, or one the lossy fetch
 * below threw away) throws `NoAnswer`: whether it was applied is unknown.
 */

export interface ChecklistTarget {
  /** The platform's base address, e.g. http://127.0.0.1:8080. */
  url: string;
  /** The vendor code sent as x-vendor. */
  vendor: string;
  /** The vendor's shared secret (HMAC-SHA256 key). */
  secret: string;
  /** Per call; default 10 s. */
  timeoutMs?: number;
  /** Injected by the storm (lossyFetch) to lose answers. */
  fetch?: typeof fetch;
}

/** What one call answered: the status and the envelope's parts (`envelope` false when the body was not one). */
export interface Answer<V = unknown> {
  status: number;
  envelope: boolean;
  success: boolean;
  code: string;
  message: string;
  value: V | undefined;
  /** The raw text, for reports. */
  text: string;
}

/** The call was sent but no answer came back (it may or may not have been applied). */
export class NoAnswer extends Error {
  constructor(
    readonly path: string,
    why: string,
  ) {
    super(`no answer from ${path}: ${why}`);
    this.name = 'NoAnswer';
  }
}

/** The headers that sign a raw body: unix seconds and hex HMAC-SHA256 of `${timestamp}.${body}`. */
export function signature(secret: string, raw: string, now = Date.now()) {
  const timestamp = String(Math.floor(now / 1000));
  return {
    'x-timestamp': timestamp,
    'x-signature': createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex'),
  };
}

/** How a request is sent: signed properly (default) or as an attacker or a broken vendor would. */
export interface SendOptions {
  /** Headers instead of the proper ones (x-vendor, x-timestamp, x-signature, content-type). */
  headers?: Record<string, string>;
  /** The content type; default application/json. */
  contentType?: string;
}

export function checklistClient(target: ChecklistTarget) {
  const base = target.url.replace(/\/+$/, '');
  const timeoutMs = target.timeoutMs ?? 10_000;
  const send = target.fetch ?? fetch;

  /** Proper headers for a raw body (fresh timestamp). */
  const signed = (raw: string, now = Date.now()) => ({
    'content-type': 'application/json',
    'x-vendor': target.vendor,
    ...signature(target.secret, raw, now),
  });

  /** Sends a raw body to a path; answers whatever came back, throws NoAnswer when nothing did. */
  async function post(path: string, raw: string, options: SendOptions = {}): Promise<Answer> {
    const headers = { ...(options.headers ?? signed(raw)) };
    if (options.contentType) headers['content-type'] = options.contentType;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let status: number;
    let text: string;
    try {
      const response = await send(`${base}${path}`, { method: 'POST', headers, body: raw, signal: controller.signal });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw new NoAnswer(path, controller.signal.aborted ? `timed out after ${timeoutMs} ms` : String(error));
    } finally {
      clearTimeout(timer);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const envelope =
      typeof parsed === 'object' && parsed !== null && typeof (parsed as { success?: unknown }).success === 'boolean';
    const body = (envelope ? parsed : {}) as { success?: boolean; code?: string; message?: string; value?: unknown };
    return {
      status,
      envelope,
      success: body.success === true,
      code: typeof body.code === 'string' ? body.code : '',
      message: typeof body.message === 'string' ? body.message : '',
      value: body.value,
      text,
    };
  }

  /** A contract endpoint with a body as given (typed for the happy path; anything for attacks). */
  const call = <E extends EndpointDef>(def: E, body: unknown, options?: SendOptions) =>
    post(def.path, JSON.stringify(body), options) as Promise<Answer<ValueOf<E>>>;

  return {
    target,
    signed,
    post,
    call,
    authenticate: (body: BodyInputOf<typeof seamlessAuthenticate>) => call(seamlessAuthenticate, body),
    balance: (body: BodyInputOf<typeof seamlessBalance>) => call(seamlessBalance, body),
    bet: (body: BodyInputOf<typeof seamlessBet>) => call(seamlessBet, body),
    win: (body: BodyInputOf<typeof seamlessWin>) => call(seamlessWin, body),
    rollback: (body: BodyInputOf<typeof seamlessRollback>) => call(seamlessRollback, body),
  };
}

export type ChecklistClient = ReturnType<typeof checklistClient>;

/**
 * A fetch that loses answers: with probability `rate` the request reaches the platform (and is
 * applied there) but the caller is told it timed out. Half the time the answer is dropped while
 * the request is still in flight, so the caller's next step races it.
 */
export function lossyFetch(rate: number, random: () => number, onLoss: () => void = () => {}): typeof fetch {
  return async (input, init) => {
    if (random() >= rate) return fetch(input, init);
    onLoss();
    const sent = fetch(input, init).then((response) => response.arrayBuffer());
    if (random() < 0.5) await sent.catch(() => {});
    else sent.catch(() => {});
    throw new Error('simulated timeout: the answer was lost');
  };
}

/** A small seeded generator (mulberry32), so a failing storm can be run again alike. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
