// The built server's code cache (issue 13: cold start). Node 20 compiles the 1.9 MB bundle afresh on
// every start and keeps no cache for ES modules, so the build bundles the server as CommonJS and the
// launcher (src/launch.ts, dist/main.js) runs it through vm.Script with V8's code cache, kept beside
// the bundle. A start without a usable cache writes one once the server is serving: it then holds the
// code of everything the start ran. (A cache made by the build from the text alone, before any run,
// made the balance read slower: 81–84 against 59–64 µs of CPU a request, alternated; one written after
// a start did not.) The file is the SHA-256 of the bundle's bytes, then V8's data: V8 itself checks only
// the text's length (and its own version and flags), so the digest is what ties the cache to the
// bundle. A cache for other text, or one V8 refuses, is ignored and written again.
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

const DIGEST_BYTES = 32;
const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest();

/** The cache's V8 data when it begins with `tag` (the bundle's digest), else nothing (none, unreadable or stale). */
function cachedDataFor(tag: Buffer, cacheFile: string): Buffer | undefined {
  let cache: Buffer;
  try {
    cache = readFileSync(cacheFile);
  } catch {
    return undefined;
  }
  if (cache.length <= DIGEST_BYTES || !cache.subarray(0, DIGEST_BYTES).equals(tag)) return undefined;
  return cache.subarray(DIGEST_BYTES);
}

export interface CommonJsRun {
  /** What the file exported. */
  exports: Record<string, unknown>;
  /** Whether its code came from the cache. */
  cacheUsed: boolean;
  /**
   * Writes the cache of the code compiled so far (a new file moved into place, so a reader never
   * sees half of one); false when the folder is not writable.
   */
  writeCache(): boolean;
}

/**
 * Runs the CommonJS file `file` as Node would require it, from the code cache in `cacheFile` when
 * that cache belongs to it. The file may not use import(): Node 20 loses a cached script's
 * dynamic-import callback (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING), so the build turns each into a require.
 */
export function runCommonJs(file: string, cacheFile: string): CommonJsRun {
  const bytes = readFileSync(file);
  const tag = digest(bytes);
  const cachedData = cachedDataFor(tag, cacheFile);
  const script = new vm.Script(Module.wrap(bytes.toString('utf8')), { filename: file, cachedData });
  const module = { exports: {} };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  const writeCache = () => {
    const partial = `${cacheFile}.${process.pid}.tmp`;
    try {
      writeFileSync(partial, Buffer.concat([tag, script.createCachedData()]));
      renameSync(partial, cacheFile);
      return true;
    } catch {
      rmSync(partial, { force: true });
      return false;
    }
  };
  return { exports: module.exports, cacheUsed: cachedData !== undefined && !script.cachedDataRejected, writeCache };
}
