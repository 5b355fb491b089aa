// Bundles the server into dist/main.js: our own TypeScript (and the workspace
// package @arcadia/contracts, which ships as TypeScript source) goes in the
// bundle; every npm dependency stays external and is loaded from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', here), 'utf8'));
const bundled = new Set(['@arcadia/contracts']);
const external = Object.keys(pkg.dependencies ?? {})
  .filter((name) => !bundled.has(name))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  absWorkingDir: new URL('.', here).pathname,
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // CommonJS code that lands in the bundle may call require(); ESM has none, so provide one.
  banner: {
    js: "import { createRequire as __arcadiaCreateRequire } from 'node:module'; const require = __arcadiaCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log('server bundled into apps/server/dist/main.js');
