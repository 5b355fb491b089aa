// The built server's code cache (issue 13: cold start). Node 20 compiles the 1.9 MB bundle afresh on
// every start and keeps no cache for ES modules, so the build bundles the server as CommonJS and
// writes V8's compiled code for it beside it; the launcher (src/launch.ts, dist/main.js) runs the
// bundle from that cache. The file is the SHA-256 of the bundle's text, then V8's data: V8 itself
// checks only the text's length (and its own version and flags), so the digest is what ties the
// cache to this bundle. A cache for other text, or one V8 refuses, is ignored: the bundle compiles
// as it would without one.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

const DIGEST_BYTES = 32;
const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest();

/**
 * The bundle as a script, as Node would wrap a CommonJS file. It may not use import(): Node 20 loses a
 * cached script's dynamic-import callback (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING), so the build
 * turns each into a require.
 */
function compile(file: string, source: string, cachedData?: Buffer) {
  return new vm.Script(Module.wrap(source), { filename: file, cachedData });
}

/** Writes the code cache of the CommonJS file `file` to `cacheFile` (the build). */
export function writeCodeCache(file: string, cacheFile: string): void {
  const bytes = readFileSync(file);
  writeFileSync(cacheFile, Buffer.concat([digest(bytes), compile(file, bytes.toString('utf8')).createCachedData()]));
}

/** The cache's V8 data when it was written for these bytes, else nothing (none, unreadable or stale). */
function cachedDataFor(bytes: Buffer, cacheFile: string): Buffer | undefined {
  let cache: Buffer;
  try {
    cache = readFileSync(cacheFile);
  } catch {
    return undefined;
  }
  if (cache.length <= DIGEST_BYTES || !cache.subarray(0, DIGEST_BYTES).equals(digest(bytes))) return undefined;
  return cache.subarray(DIGEST_BYTES);
}

/**
 * Runs the CommonJS file `file` as Node would require it, from the code cache in `cacheFile` when
 * that cache belongs to it. Answers whether the cache was used.
 */
export function runCommonJs(file: string, cacheFile: string): { cacheUsed: boolean } {
  const bytes = readFileSync(file);
  const cachedData = cachedDataFor(bytes, cacheFile);
  const script = compile(file, bytes.toString('utf8'), cachedData);
  const module = { exports: {} };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  return { cacheUsed: cachedData !== undefined && !script.cachedDataRejected };
}
