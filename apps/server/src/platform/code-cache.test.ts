import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeCodeCache } from './code-cache.ts';

// A CommonJS bundle in small: it requires relative to itself, sees its own folder, and exports.
const bundle = (text: string) => `
  const helper = require('./helper.cjs');
  module.exports = { text: ${JSON.stringify(text)} };
  globalThis.codeCacheRun = { text: ${JSON.stringify(text)}, dir: __dirname, required: helper.name };
`;

/**
 * runCommonJs in a process of its own, as the server runs it after the build wrote the cache: within
 * one process V8 answers text it has compiled before from memory, whatever cache it is given.
 */
function runInNewProcess(file: string, cache: string) {
  const script = `
    import { runCommonJs } from ${JSON.stringify(new URL('./code-cache.ts', import.meta.url).href)};
    const result = runCommonJs(${JSON.stringify(file)}, ${JSON.stringify(cache)});
    console.log(JSON.stringify({ ...result, ...globalThis.codeCacheRun }));`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  return JSON.parse(out) as { cacheUsed: boolean; text: string; dir: string; required: string };
}

describe('the built server code cache', () => {
  let dir: string;
  let file: string;
  let cache: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'arcadia-code-cache-'));
    file = path.join(dir, 'server.cjs');
    cache = path.join(dir, 'server.cache');
    writeFileSync(path.join(dir, 'helper.cjs'), `module.exports = { name: 'helper' };`);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('runs the bundle as Node requires a CommonJS file, without a cache and from its cache', () => {
    writeFileSync(file, bundle('first'));
    expect(runInNewProcess(file, cache)).toEqual({ cacheUsed: false, text: 'first', dir, required: 'helper' });
    writeCodeCache(file, cache);
    expect(runInNewProcess(file, cache)).toEqual({ cacheUsed: true, text: 'first', dir, required: 'helper' });
  });

  it('ignores a cache written for other text of the same length, and runs the new text', () => {
    writeFileSync(file, bundle('first'));
    writeCodeCache(file, cache);
    // V8 alone would take this cache: it checks only the length of the text.
    writeFileSync(file, bundle('other'));
    expect(runInNewProcess(file, cache)).toMatchObject({ cacheUsed: false, text: 'other' });
  });

  it('ignores a cache cut short, one that is not a cache, and V8 data V8 refuses', () => {
    writeFileSync(file, bundle('first'));
    writeCodeCache(file, cache);
    const written = readFileSync(cache);
    for (const broken of [
      written.subarray(0, 16),
      Buffer.from('not a cache'),
      Buffer.concat([written.subarray(0, 32), Buffer.from('no data of V8')]),
    ]) {
      writeFileSync(cache, broken);
      expect(runInNewProcess(file, cache)).toMatchObject({ cacheUsed: false, text: 'first' });
    }
  });
});
