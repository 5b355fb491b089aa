import { createBrowserRouter } from '../lib/router/history.ts';
import { preloadPage } from './route-page.tsx';

/** History-mode router; every page is its own chunk, loaded before the address moves to it. */
export const createRouter = () => createBrowserRouter({ preload: preloadPage });
