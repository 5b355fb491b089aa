import type { EndpointDef, Envelope, ValueOf } from '@arcadia/contracts';
import { ApiError } from '../../../../lib/api.ts';
import { clientId } from '../../../../lib/client-id.ts';
import { KEYS, prefs, session } from '../../../../lib/storage.ts';

const fillPath = (path: string, params: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/**
 * Calls a multipart endpoint (a proof image with its fields). `call()` speaks
 * JSON only, so this is a plain fetch with the same headers and envelope
 * handling as `call()`; the browser writes the multipart boundary itself.
 * The withdrawal page's receipt confirmation uses it too.
 */
export async function callMultipart<E extends EndpointDef>(
  def: E,
  { params = {}, form }: { params?: Record<string, string>; form: FormData },
): Promise<ValueOf<E>> {
  const headers: Record<string, string> = { 'x-lang': prefs.get(KEYS.lang) ?? 'EN', 'x-client-id': clientId() };
  const token = session.get(KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(fillPath(def.path, params), { method: def.method, headers, body: form });
  } catch {
    throw new ApiError('network-error', 'network-error', 0);
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<ValueOf<E>> | null;
  if (!envelope) throw new ApiError('unknown-error', 'unknown-error', response.status);
  if (!response.ok || !envelope.success) {
    throw new ApiError(envelope.code, envelope.message, response.status, envelope.value);
  }
  return envelope.value;
}
