import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const routerProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);
const server = `http://localhost:${process.env.API_PORT ?? 8080}`;
const proxied = ['/wps', '/lgw', '/lotto', '/ops', '/img', '/cdn2', '/house', '/docs', '/demo-gateway'];
// The server's operations endpoints (health, readiness, metrics).
proxied.push('/healthz', '/readyz', '/metrics');

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  // react-router's package points every bundler at its development build; a production build takes
  // its production one (same API, no dev-only warnings), a smaller start-up script.
  resolve: mode === 'production' ? { alias: [{ find: /^react-router$/, replacement: routerProduction }] } : {},
  server: { port: 5173, proxy: Object.fromEntries(proxied.map((prefix) => [prefix, server])) },
  // The manifest tells the server which chunks hold the page language's start-up texts (it preloads them).
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 300, manifest: true },
}));
