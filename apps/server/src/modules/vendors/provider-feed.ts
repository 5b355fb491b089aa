import type { EndpointDef, ValueOf } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { signBody } from '../../platform/signature.ts';
import { adaptersRepo } from './adapters.repo.ts';
import { vendorSecret } from './secrets.ts';

const FEED_TIMEOUT_MS = 3_000;

/**
 * Reads one of a provider's feeds (aggregator protocol, packages/contracts endpoints/provider.ts
 * and the feeds beside it): GET at the vendor's adapter address, the answer's value checked
 * against the feed's contract. `signed` signs the path with its query as the provider signs
 * what only the platform may read. Null when the vendor has no adapter or does not answer well:
 * a feed that is down shows nothing rather than something made up.
 */
export async function readProviderFeed<E extends EndpointDef>(
  db: Db,
  vendorCode: string,
  feed: E,
  pathWithQuery: string,
  options: { signed?: boolean } = {},
): Promise<ValueOf<E> | null> {
  const adapter = await adaptersRepo(db).byCode(vendorCode);
  if (!adapter) return null;
  const headers: Record<string, string> = { 'x-vendor': vendorCode };
  if (options.signed) {
    const secret = await vendorSecret(db, vendorCode);
    if (!secret) return null;
    Object.assign(headers, signBody(secret, pathWithQuery));
  }
  const answer = await fetch(`${adapter.apiUrl.replace(/\/+$/, '')}${pathWithQuery}`, {
    headers,
    signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
  }).then(
    (response) => (response.ok ? (response.json() as Promise<{ success?: boolean; value?: unknown }>) : null),
    () => null,
  );
  if (!answer?.success) return null;
  const parsed = feed.value.safeParse(answer.value);
  return parsed.success ? (parsed.data as ValueOf<E>) : null;
}
