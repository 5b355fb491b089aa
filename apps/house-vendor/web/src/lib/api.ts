import {
  type BodyInputOf,
  type EndpointDef,
  HOUSE_SESSION_HEADER,
  type Language,
  type QueryInputOf,
  translate,
  type ValueOf,
} from '@arcadia/contracts';

/** A refusal as the player reads it: the contract's code, its message in the page's language, its data. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface CallInput<E extends EndpointDef> {
  body?: BodyInputOf<E>;
  params?: Record<string, string>;
  query?: QueryInputOf<E>;
}

type Envelope = { success?: boolean; code?: string; message?: string; value?: unknown };

const fieldOf = (value: unknown) => (value as { fields?: { field?: string }[] } | null)?.fields?.[0]?.field ?? 'body';

/** The message of a code in the player's language (validation names the field). */
export function messageOf(lang: Language, code: string, value: unknown = null): string {
  if (code === 'validation-failed') {
    return translate(lang, code, { field: fieldOf(value), rule: '' }).replace(/[:：]\s*$/, '');
  }
  return translate(lang, code);
}

/**
 * The pages' one way to call the vendor: the endpoint's method and path from the contract, the
 * session header, the body checked against the same schema the server checks first, and the
 * envelope unwrapped to its value or thrown as an ApiError in the player's language.
 */
export function apiClient(options: { session: () => string | null; lang: () => Language; fetch?: typeof fetch }) {
  const send = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function call<E extends EndpointDef>(def: E, input: CallInput<E> = {}): Promise<ValueOf<E>> {
    const lang = options.lang();
    if (def.body && input.body !== undefined) {
      const checked = def.body.safeParse(input.body);
      if (!checked.success) {
        const field = checked.error.issues[0]?.path.join('.') || 'body';
        throw new ApiError('validation-failed', messageOf(lang, 'validation-failed', { fields: [{ field }] }), 400);
      }
    }
    let path = def.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(input.params?.[name] ?? ''));
    if (input.query) {
      const entries = Object.entries(input.query as Record<string, unknown>).filter(([, v]) => v !== undefined);
      if (entries.length > 0) path += `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}`;
    }
    const token = options.session();
    const headers: Record<string, string> = token ? { [HOUSE_SESSION_HEADER]: token } : {};
    if (input.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await send(path, {
        method: def.method,
        headers,
        ...(input.body !== undefined ? { body: JSON.stringify(input.body) } : {}),
      });
    } catch {
      throw new ApiError('network-error', messageOf(lang, 'network-error'), 0);
    }
    const parsed = (await response.json().catch(() => null)) as Envelope | null;
    if (!parsed || typeof parsed.success !== 'boolean') {
      const code = response.status >= 500 ? 'service-unavailable' : 'network-error';
      throw new ApiError(code, messageOf(lang, code), response.status);
    }
    if (!parsed.success) {
      const code = parsed.code ?? 'unknown';
      throw new ApiError(code, messageOf(lang, code, parsed.value), response.status, parsed.value ?? null);
    }
    return parsed.value as ValueOf<E>;
  }

  return { call };
}

export type Api = ReturnType<typeof apiClient>;
