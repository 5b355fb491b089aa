import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { I18nProvider } from '../i18n/react.tsx';
import { createMemoryRouter } from '../lib/router/history.ts';
import { RouterProvider } from '../lib/router/router.tsx';
import { englishI18n, type Texts } from './english.ts';

export interface AppSetup {
  /** The English namespaces the part reads. */
  texts: Texts;
  /** Query data already in the cache, as [query key, data]. */
  data?: readonly (readonly [QueryKey, unknown])[];
  /** The router's starting address. */
  path?: string;
  /** False renders the part bare, without a router (the router is still made and returned). */
  routed?: boolean;
  /** False makes failed queries and mutations fail at once instead of retrying. */
  retry?: false;
}

/** Test-only: renders a part with a query cache, English texts and, unless told not to, a memory router. */
export async function renderWithApp(ui: ReactNode, { texts, data = [], path = '/', routed = true, retry }: AppSetup) {
  const client = new QueryClient(
    retry === false ? { defaultOptions: { queries: { retry }, mutations: { retry } } } : undefined,
  );
  for (const [key, value] of data) client.setQueryData(key, value);
  const i18n = await englishI18n(texts);
  const router = createMemoryRouter({ initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>{routed ? <RouterProvider router={router}>{ui}</RouterProvider> : ui}</I18nProvider>
    </QueryClientProvider>,
  );
  return { ...view, client, router };
}
