import type { Alias } from 'vite';

/**
 * The web app renders with Preact (preact/compat) in place of react-dom: the same React API at a
 * tenth of react-dom's size in the start-up script. Every `react` and `react-dom` import (our code's
 * and the libraries': react-query, zustand) goes to preact/compat; the
 * build and the web unit tests both use this list, so the tests test what ships.
 */
export const preactAlias: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // The shim of React 18's useSyncExternalStore some libraries load (CommonJS, requires react): Preact has it.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

/**
 * Libraries that import react or preact: the web unit tests run them through Vite, so the aliases
 * reach them and everything shares one copy of Preact (two copies break hooks).
 */
export const reactLibraries: string[] = ['preact', '@testing-library/preact', '@tanstack/react-query', 'zustand'];
