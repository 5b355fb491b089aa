import type { Db } from '../db/db.ts';
import { inList } from '../db/in-list.ts';
import type { Counter, Kv } from './kv.ts';

const expiry = 'now() + make_interval(secs => $2)';

/**
 * The keys read beside a counter, as one parameter each from `$first` on (`key IN ($3, $4, …)`,
 * platform/db/in-list.ts), with the statement named by their number: with `key = ANY($3::text[])`
 * it was planned again on every call. Bind took 0.24 ms a login before, 0.07 ms after (the
 * server's statement log over 750 logins, issue 13).
 */
const readKeysIn = (first: number, count: number) => inList('key', first, count);

/** The values of `keys` (counts as text where there is no value) in one row's json, or null. */
const readValues = (first: number, count: number) =>
  count === 0
    ? 'NULL::json'
    : `(SELECT json_object_agg(key, COALESCE(value, count::text)) FROM kv_entries WHERE ${readKeysIn(first, count)} AND expires_at > now())`;

/** A CTE `bumped (key, count)` adding one to each of `n` counters, given as ($1 key, $2 ttl), ($3, $4), … */
const bumpCounters = (n: number) => `bumped AS (
  INSERT INTO kv_entries (key, count, expires_at)
  VALUES ${Array.from({ length: n }, (_, i) => `($${2 * i + 1}, 1, now() + make_interval(secs => $${2 * i + 2}))`).join(', ')}
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN kv_entries.expires_at < now() THEN 1 ELSE kv_entries.count + 1 END,
    expires_at = CASE WHEN kv_entries.expires_at < now() THEN EXCLUDED.expires_at ELSE kv_entries.expires_at END
  RETURNING key, count)`;

const counterParams = (counters: readonly Counter[]) =>
  counters.flatMap((counter) => [counter.key, counter.ttlSeconds]);

/** Counts in the counters' order, values in the read keys' order. */
function answer(
  counters: readonly Counter[],
  readKeys: readonly string[],
  row: { counts: Record<string, string> | null; values: Record<string, string | null> | null } | undefined,
) {
  const counts = row?.counts ?? {};
  const values = row?.values ?? {};
  return {
    counts: counters.map((counter) => Number(counts[counter.key] ?? 1)),
    values: readKeys.map((key) => values[key] ?? null),
  };
}

/** Kv on the kv_entries table; expired rows are ignored at once and swept every minute. */
export function dbKv(db: Db): Kv {
  const sweep = setInterval(() => {
    db.query('DELETE FROM kv_entries WHERE expires_at < now()').catch(() => {});
  }, 60_000);
  sweep.unref();
  return {
    async incr(key, ttlSeconds) {
      const row = await db.one<{ count: string }>(
        `INSERT INTO kv_entries (key, count, expires_at) VALUES ($1, 1, ${expiry})
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN kv_entries.expires_at < now() THEN 1 ELSE kv_entries.count + 1 END,
           expires_at = CASE WHEN kv_entries.expires_at < now() THEN EXCLUDED.expires_at ELSE kv_entries.expires_at END
         RETURNING count`,
        [key, ttlSeconds],
      );
      return Number(row?.count ?? 1);
    },
    async setIfAbsent(key, value, ttlSeconds) {
      const rows = await db.query(
        `INSERT INTO kv_entries (key, value, expires_at) VALUES ($1, $3, ${expiry})
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, count = 0, expires_at = EXCLUDED.expires_at
         WHERE kv_entries.expires_at < now()
         RETURNING key`,
        [key, ttlSeconds, value],
      );
      return rows.length === 1;
    },
    async set(key, value, ttlSeconds) {
      await db.query(
        `INSERT INTO kv_entries (key, value, expires_at) VALUES ($1, $3, ${expiry})
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, count = 0, expires_at = EXCLUDED.expires_at`,
        [key, ttlSeconds, value],
      );
    },
    async get(key) {
      const row = await db.one<{ value: string | null }>(
        'SELECT value FROM kv_entries WHERE key = $1 AND expires_at > now()',
        [key],
      );
      return row?.value ?? null;
    },
    async take(key) {
      const row = await db.one<{ value: string | null }>(
        'DELETE FROM kv_entries WHERE key = $1 AND expires_at > now() RETURNING value',
        [key],
      );
      return row?.value ?? null;
    },
    async release(key) {
      await db.query('UPDATE kv_entries SET count = count - 1 WHERE key = $1 AND count > 0 AND expires_at > now()', [
        key,
      ]);
    },
    async incrAndGet(counters, readKeys) {
      const first = 1 + counters.length * 2;
      const row = await db.one<{ counts: Record<string, string>; values: Record<string, string | null> | null }>(
        `WITH ${bumpCounters(counters.length)}
         SELECT (SELECT json_object_agg(key, count) FROM bumped) AS counts, ${readValues(first, readKeys.length)} AS values`,
        [...counterParams(counters), ...readKeys],
        { name: `kv_incr_and_get_${counters.length}_${readKeys.length}` },
      );
      return answer(counters, readKeys, row);
    },
    async claimIncrAndGet(claimKey, claimTtlSeconds, counters, readKeys) {
      const claim = 1 + counters.length * 2;
      const row = await db.one<{
        claimed: boolean;
        counts: Record<string, string>;
        values: Record<string, string | null> | null;
      }>(
        `WITH claimed AS (
           INSERT INTO kv_entries (key, value, expires_at) VALUES ($${claim}, '1', now() + make_interval(secs => $${claim + 1}))
           ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, count = 0, expires_at = EXCLUDED.expires_at
           WHERE kv_entries.expires_at < now()
           RETURNING key),
         ${bumpCounters(counters.length)}
         SELECT EXISTS (SELECT 1 FROM claimed) AS claimed, (SELECT json_object_agg(key, count) FROM bumped) AS counts,
                ${readValues(claim + 2, readKeys.length)} AS values`,
        [...counterParams(counters), claimKey, claimTtlSeconds, ...readKeys],
        { name: `kv_claim_incr_and_get_${counters.length}_${readKeys.length}` },
      );
      return { claimed: row?.claimed === true, ...answer(counters, readKeys, row) };
    },
    async delMany(keys) {
      await db.query('DELETE FROM kv_entries WHERE key = ANY($1::text[])', [keys], { name: 'kv_del_many' });
    },
    async del(key) {
      await db.query('DELETE FROM kv_entries WHERE key = $1', [key]);
    },
    async close() {
      clearInterval(sweep);
    },
  };
}
