/** Keys asked for together go to the database in batches of at most this many. */
const MOST = 500;

/**
 * Reads of one kind asked for in the same turn of the event loop, sent as one statement (the
 * DataLoader pattern, issue 13): under load, requests parsed together share a round trip, and
 * a read alone waits only for the turn to end. Each read still sees every commit made before
 * it was asked for. For reads outside a transaction only: `load` runs on the pool.
 * `load` answers one value per key, in the order of the keys; a failure fails the whole batch.
 */
export function coalesce<K, V>(load: (keys: readonly K[]) => Promise<readonly V[]>): (key: K) => Promise<V> {
  let waiting: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];

  const flush = () => {
    const batch = waiting;
    waiting = [];
    load(batch.map((entry) => entry.key)).then(
      (values) => {
        for (const [i, entry] of batch.entries()) entry.resolve(values[i] as V);
      },
      (error: unknown) => {
        for (const entry of batch) entry.reject(error);
      },
    );
  };

  return (key) =>
    new Promise<V>((resolve, reject) => {
      if (waiting.length === 0) setImmediate(() => waiting.length > 0 && flush());
      waiting.push({ key, resolve, reject });
      if (waiting.length >= MOST) flush();
    });
}
