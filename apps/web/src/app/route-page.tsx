import { type ComponentType, lazy } from 'react';
import { useLocation } from '../lib/router/router.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { pageFor, ROUTES, type RouteMeta } from './routes.ts';

type PageModule = { default: ComponentType };
const loaded = new Map<RouteMeta['load'], PageModule>();

/**
 * Loads the chunk of a path's page, remembering it; undefined when there is nothing to wait for. The router
 * waits for it before changing the address, so the page on screen stays until the next one can draw.
 */
export function preloadPage(pathname: string): Promise<unknown> | undefined {
  const route = pageFor(pathname);
  if (!route || loaded.has(route.load)) return undefined;
  const { load } = route;
  return load().then((module) => void loaded.set(load, module));
}

// One lazy component per chunk (/, /login and /register share the home page's).
const pages = new Map(
  ROUTES.map(({ load }) => [
    load,
    lazy(() => {
      const module = loaded.get(load);
      // A chunk already in answers at once (a thenable that resolves synchronously), so React.lazy draws the
      // page without a frame of the loading placeholder.
      return module
        ? // biome-ignore lint/suspicious/noThenProperty: React.lazy reads a thenable, and this one answers at once.
          ({ then: (resolve: (value: PageModule) => void) => resolve(module) } as unknown as Promise<PageModule>)
        : load();
    }),
  ]),
);

/** The page the address names, in the root layout's main area. */
export function RoutePage() {
  const route = pageFor(useLocation().pathname);
  const Page = (route && pages.get(route.load)) ?? NotFoundPage;
  return <Page />;
}
