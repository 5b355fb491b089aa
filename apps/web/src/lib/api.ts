import {
  type BodyInputOf,
  type EndpointDef,
  type Envelope,
  publicKey,
  type QueryInputOf,
  type ValueOf,
} from '@arcadia/contracts';
import { clientId } from './client-id.ts';
import { createSealer } from './seal.ts';
import { KEYS, prefs, session } from './storage.ts';

/** A failed call: the server's stable code, its translated message, extra data and the request's id. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly value: unknown = null,
    readonly requestId?: string,
  ) {
    super(message);
  }
}

export interface CallInput<E extends EndpointDef> {
  query?: QueryInputOf<E>;
  body?: BodyInputOf<E>;
  params?: Record<string, string>;
  /** A multipart body (a proof image with its fields) instead of `body`; the browser writes the boundary itself. */
  form?: FormData;
  signal?: AbortSignal;
}

const fillPath = (path: string, params: Record<string, string> = {}) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

const toQuery = (query: object | undefined) => {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

const sealer = createSealer(() => call(publicKey));

async function encodeBody<E extends EndpointDef>(def: E, body: unknown): Promise<string> {
  if (def.form) return new URLSearchParams(body as Record<string, string>).toString();
  return JSON.stringify(def.encrypted ? await sealer.seal(body) : body);
}

async function send<E extends EndpointDef>(def: E, input: CallInput<E>): Promise<ValueOf<E>> {
  const headers: Record<string, string> = { 'x-lang': prefs.get(KEYS.lang) ?? 'EN', 'x-client-id': clientId() };
  const token = session.get(KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | FormData | undefined = input.form;
  if (input.body !== undefined) {
    headers['content-type'] = def.form ? 'application/x-www-form-urlencoded' : 'application/json';
    body = await encodeBody(def, input.body);
  }
  let response: Response;
  try {
    response = await fetch(fillPath(def.path, input.params) + toQuery(input.query as object | undefined), {
      method: def.method,
      headers,
      body,
      signal: input.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('network-error', 'network-error', 0);
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<ValueOf<E>> | null;
  if (!envelope) throw new ApiError('unknown-error', 'unknown-error', response.status);
  if (!response.ok || !envelope.success) {
    throw new ApiError(envelope.code, envelope.message, response.status, envelope.value, envelope.requestId);
  }
  return envelope.value;
}

/**
 * Calls an endpoint as the contract declares it and returns its value. Every
 * call carries the site language, this browser's client id and, when logged
 * in, the session token. Encrypted endpoints get their body sealed.
 */
export async function call<E extends EndpointDef>(def: E, input: CallInput<E> = {}): Promise<ValueOf<E>> {
  try {
    return await send(def, input);
  } catch (error) {
    // The server cannot open the body: its key may have changed since we fetched it. Once more with a fresh key.
    if (def.encrypted && error instanceof ApiError && error.code === 'encryption-required') {
      sealer.reset();
      return send(def, input);
    }
    throw error;
  }
}
