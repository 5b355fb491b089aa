// The built server's entry, dist/main.js: runs the server's bundle (dist/server.cjs, made from
// src/main.ts) from the code cache the build wrote beside it (platform/code-cache.ts).
import { fileURLToPath } from 'node:url';
import { runCommonJs } from './platform/code-cache.ts';

runCommonJs(
  fileURLToPath(new URL('server.cjs', import.meta.url)),
  fileURLToPath(new URL('server.cache', import.meta.url)),
);
