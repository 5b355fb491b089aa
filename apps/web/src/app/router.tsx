import { createBrowserRouter } from 'react-router';
import { NotFoundPage } from './not-found-page.tsx';
import { RootLayout } from './root-layout.tsx';
import { ROUTES } from './routes.ts';

/** History-mode router; every page is its own chunk. */
export const createRouter = () =>
  createBrowserRouter([
    {
      Component: RootLayout,
      children: [
        ...ROUTES.flatMap((route) =>
          route.paths.map((path) => ({
            path,
            lazy: async () => ({ Component: (await route.load()).default }),
          })),
        ),
        { path: '*', Component: NotFoundPage },
      ],
    },
  ]);
