/** One record kept somewhere (IndexedDB in the browser). */
export interface RecordStore<T> {
  get(): Promise<T | undefined>;
  put(value: T): Promise<void>;
  delete(): Promise<void>;
}

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/**
 * The record under `key` in object store `storeName` of database `dbName`. IndexedDB, not
 * localStorage: it keeps a CryptoKey as an object, so a non-extractable key never turns into text.
 */
export function idbRecord<T>(dbName: string, storeName: string, key: string): RecordStore<T> {
  const open = () => {
    const request = indexedDB.open(dbName, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    return done(request);
  };
  const run = async <R>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<R>): Promise<R> => {
    const db = await open();
    try {
      return await done(work(db.transaction(storeName, mode).objectStore(storeName)));
    } finally {
      db.close();
    }
  };
  return {
    get: () => run('readonly', (store) => store.get(key) as IDBRequest<T | undefined>),
    put: async (value) => {
      await run('readwrite', (store) => store.put(value, key));
    },
    delete: async () => {
      await run('readwrite', (store) => store.delete(key));
    },
  };
}
