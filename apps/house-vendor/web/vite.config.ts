import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = fileURLToPath(new URL('../../..', import.meta.url));
/** The vendor the dev server sends API calls to (npm start -w apps/house-vendor). */
const vendor = process.env.HOUSE_URL ?? 'http://localhost:8090';

/** One page a game family, plus the verifier; served by the vendor at the same paths (server/static-pages.ts). */
const PAGES = [
  'play/crash',
  'play/dice',
  'play/mines',
  'play/plinko',
  // The house slots: one page for the three titles (src/games/slot).
  'play/slot',
  'verify',
  // The draw games: the Vietnam lottery (src/games/lottery) and the e-lottery (src/games/elottery).
  'play/lottery',
  'play/k3',
  'play/5d',
  'play/keno',
  // The baccarat tables (src/games/baccarat).
  'play/baccarat',
];

export default defineConfig({
  root: here,
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // No inline script: the policy allows scripts from files only.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rollupOptions: {
      input: Object.fromEntries(PAGES.map((page) => [page.replace('play/', ''), `${here}${page}/index.html`])),
    },
  },
  server: {
    fs: { allow: [repo] },
    proxy: { '/api': vendor, '/art': vendor },
  },
});
