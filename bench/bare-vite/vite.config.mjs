import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Built by bench/frontend.mjs with the repository's vite, served under /bench-bare/ by the real server.
export default defineConfig({
  root: import.meta.dirname,
  base: '/bench-bare/',
  plugins: [react()],
  build: { target: 'es2022', emptyOutDir: true },
});
