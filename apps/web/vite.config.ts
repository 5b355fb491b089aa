import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = `http://localhost:${process.env.API_PORT ?? 8080}`;
const proxied = ['/wps', '/lgw', '/lotto', '/ops', '/img', '/cdn2', '/house', '/docs', '/demo-gateway'];
// The server's operations endpoints (health, readiness, metrics).
proxied.push('/healthz', '/readyz', '/metrics');

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: Object.fromEntries(proxied.map((prefix) => [prefix, server])) },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 300 },
});
