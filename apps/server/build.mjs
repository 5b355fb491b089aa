// Bundles the server into dist/server.cjs, run by dist/main.js from its code cache: our own
// TypeScript (and the workspace package @arcadia/contracts, which ships as TypeScript source) goes
// in the bundle, and so does zod with the Fastify provider that uses it: zod is ES modules
// in many small files (some fifty locales among them, which the bundle leaves out),
// and Node loads each file on its own, about 0.1–0.2 s of a cold start. Every other
// npm dependency stays external and is loaded from node_modules (CommonJS packages
// such as fastify and pg measured no faster bundled).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', here), 'utf8'));
const bundled = new Set(['@arcadia/contracts', 'zod', 'fastify-type-provider-zod']);
const external = Object.keys(pkg.dependencies ?? {})
  .filter((name) => !bundled.has(name))
  .flatMap((name) => [name, `${name}/*`]);

/** A hash of every source file of the server and the contract: the build's fingerprint (seed/marks.ts). */
function buildId() {
  const hash = createHash('sha256');
  for (const dir of ['src', '../../packages/contracts/src']) {
    const root = new URL(dir, here).pathname;
    const files = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    for (const file of files)
      hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 32);
}

/**
 * The domain modules in the bundle: src/platform/modules/module-files.ts reads the folder when run
 * from source; here it becomes static imports of the same `*.module.ts` files, in the same order.
 */
const moduleFiles = {
  name: 'module-files',
  setup(build) {
    build.onLoad({ filter: /platform[\\/]modules[\\/]module-files\.ts$/ }, () => {
      const root = new URL('src/modules/', here).pathname;
      const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.module.ts'))
        .map((file) => file.split(path.sep).join('/'))
        .sort();
      const imports = files.map((file, index) => `import * as m${index} from '../../modules/${file}';`);
      const list = files.map((file, index) => `{ file: ${JSON.stringify(file)}, exports: m${index} }`);
      const contents = `${imports.join('\n')}\nexport const moduleFiles = async () => [${list.join(', ')}];\n`;
      return {
        contents,
        loader: 'ts',
        resolveDir: path.dirname(new URL('src/platform/modules/module-files.ts', here).pathname),
      };
    });
  },
};

const common = {
  absWorkingDir: new URL('.', here).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  minifyWhitespace: true,
  minifySyntax: true,
  external,
  logLevel: 'warning',
};
// The server, as CommonJS: a script V8 can keep compiled code for (src/platform/code-cache.ts).
await build({
  ...common,
  entryPoints: ['src/main.ts'],
  outfile: 'dist/server.cjs',
  format: 'cjs',
  sourcemap: true,
  // A CommonJS file has no import.meta: its URL is the bundle's own.
  define: { __ARCADIA_BUILD__: JSON.stringify(buildId()), 'import.meta.url': '__arcadiaBundleUrl' },
  // No import(): the packages loaded on first use are required instead (platform/code-cache.ts says why).
  supported: { 'dynamic-import': false },
  // "use strict" first: a directive after any statement is none, and the server ran sloppy and slower
  // (the status route 49–54 µs of CPU a request strict, 67–100 sloppy, alternated).
  banner: { js: `"use strict";var __arcadiaBundleUrl = require('node:url').pathToFileURL(__filename).href;` },
  plugins: [moduleFiles],
});
if (!readFileSync(new URL('dist/server.cjs', here), 'utf8').startsWith('"use strict";')) {
  throw new Error('dist/server.cjs must begin with "use strict": the bundle would run in sloppy mode');
}
// The entry, dist/main.js: runs the bundle from its code cache, which the first start of this bundle
// writes (a cache of an earlier bundle would be ignored, so it goes).
await build({ ...common, entryPoints: ['src/launch.ts'], outfile: 'dist/main.js', format: 'esm' });
rmSync(new URL('dist/server.cache', here), { force: true });
console.log('server bundled into apps/server/dist/server.cjs; entry apps/server/dist/main.js');
