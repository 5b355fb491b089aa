import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// A CommonJS bundle in small: it requires relative to itself, sees its own folder, and exports.
const bundle = (text: string) => `"use strict";
  const helper = require('./helper.cjs');
  exports.text = ${JSON.stringify(text)};
  exports.seen = { dir: __dirname, required: helper.name };
`;

/**
 * runCommonJs in a process of its own, as the server's launcher runs it (within one process V8
 * answers text it has compiled before from memory, whatever cache it is given); with `write`, the
 * run then writes its cache. Answers what the run saw.
 */
function runInNewProcess(file: string, cache: string, write = false) {
  const script = `
    import { runCommonJs } from ${JSON.stringify(new URL('./code-cache.ts', import.meta.url).href)};
    const run = runCommonJs(${JSON.stringify(file)}, ${JSON.stringify(cache)});
    const written = ${write} ? run.writeCache() : null;
    console.log(JSON.stringify({ cacheUsed: run.cacheUsed, written, ...run.exports }));`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  return JSON.parse(out) as { cacheUsed: boolean; written: boolean | null; text: string; seen: object };
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

  it('runs the bundle as Node requires a CommonJS file, then from the cache its run wrote', () => {
    writeFileSync(file, bundle('first'));
    const seen = { dir, required: 'helper' };
    expect(runInNewProcess(file, cache, true)).toEqual({ cacheUsed: false, written: true, text: 'first', seen });
    expect(existsSync(cache)).toBe(true);
    expect(runInNewProcess(file, cache)).toEqual({ cacheUsed: true, written: null, text: 'first', seen });
    expect(readdirSync(dir).sort()).toEqual(['helper.cjs', 'server.cache', 'server.cjs']);
  });

  it('ignores a cache written for other text of the same length, and runs the new text', () => {
    writeFileSync(file, bundle('first'));
    runInNewProcess(file, cache, true);
    // V8 alone would take this cache: it checks only the length of the text.
    writeFileSync(file, bundle('other'));
    expect(runInNewProcess(file, cache)).toMatchObject({ cacheUsed: false, text: 'other' });
  });

  it('ignores a cache cut short, one that is not a cache, and V8 data V8 refuses', () => {
    writeFileSync(file, bundle('first'));
    runInNewProcess(file, cache, true);
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

  it('runs, and answers false, where the cache cannot be written', () => {
    writeFileSync(file, bundle('first'));
    const nowhere = path.join(dir, 'no such folder', 'server.cache');
    expect(runInNewProcess(file, nowhere, true)).toMatchObject({ cacheUsed: false, written: false, text: 'first' });
    expect(readdirSync(dir).sort()).toEqual(['helper.cjs', 'server.cjs']);
  });
});
