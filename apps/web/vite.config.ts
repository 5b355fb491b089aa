import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { firstScreenCss } from './first-screen-css.ts';
import { lazyEndpoints } from './lazy-endpoints.ts';
import { preactAlias } from './preact-alias.ts';

const server = `http://localhost:${process.env.API_PORT ?? 8080}`;
const proxied = ['/wps', '/lgw', '/lotto', '/ops', '/img', '/cdn2', '/house', '/docs', '/demo-gateway'];
// The server's operations endpoints (health, readiness, metrics).
proxied.push('/healthz', '/readyz', '/metrics');

/**
 * Brotli (best) and gzip files beside every hashed asset, made once at build time: the server
 * sends them as they are (@fastify/static preCompressed) instead of compressing each download
 * again, and brotli at its best quality is smaller than what on-the-fly compression affords.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'arcadia-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = path.join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const file = path.join(assets, name);
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  // Vite compiles the JSX itself (automatic runtime, aliased to Preact's): @vitejs/plugin-react's
  // fast refresh only drives react-dom, so a changed component reloads the page in development.
  plugins: [lazyEndpoints(), firstScreenCss(), precompress()],
  resolve: { alias: preactAlias },
  server: { port: 5173, proxy: Object.fromEntries(proxied.map((prefix) => [prefix, server])) },
  // The manifest tells the server which chunks hold the page language's start-up texts (it preloads them).
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 300,
    manifest: true,
    rolldownOptions: {
      // Libraries mark their client components "use client", meaningless in a single-page bundle
      // (@vitejs/plugin-react hid these warnings before Vite compiled the JSX itself).
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"')) return;
        handler(level, log);
      },
      output: {
        // Everything the entry imports statically goes out as one file, and a language's start-up
        // texts as one more (src/i18n/start/<lang>.ts imports them): on a phone each request costs
        // a round trip, and the start-up graph was some forty files of a few KB each.
        codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
      },
    },
  },
});
