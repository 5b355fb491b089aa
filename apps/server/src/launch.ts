// The built server's entry, dist/main.js: runs the server's bundle (dist/server.cjs, made from
// src/main.ts) from the code cache beside it, and writes that cache once the server is serving when
// it had none it could use (platform/code-cache.ts).
import { fileURLToPath } from 'node:url';
import { runCommonJs } from './platform/code-cache.ts';

const server = runCommonJs(
  fileURLToPath(new URL('server.cjs', import.meta.url)),
  fileURLToPath(new URL('server.cache', import.meta.url)),
);
// A start that fails rejects here too, and ends the process with its stack as before.
if (!server.cacheUsed) void (server.exports.started as Promise<void>).then(() => server.writeCache());
