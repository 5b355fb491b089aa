import type { MenuCategory } from '@arcadia/contracts';
import { en as messages } from '@arcadia/contracts/messages/en';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import bets from '../../../i18n/locales/en/bets.json';
import common from '../../../i18n/locales/en/common.json';
import memberCentre from '../../../i18n/locales/en/memberCentre.json';
import { permissionInfoQuery } from '../../../lib/brand.ts';
import { gameMenusQuery } from '../../../lib/game-menus.ts';
import { brandFixture } from '../../../test/brand-fixture.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';

interface Reply {
  status?: number;
  code?: string;
  value: unknown;
}
/** "METHOD /path" → a reply, or a function of the request's address. */
type Routes = Record<string, Reply | ((url: URL) => Reply)>;

/** Test-only: a bets page with the brand (₱, GMT+8), the game menus and the English texts; fetch answers from routes. */
export async function renderBetsPage(
  ui: ReactNode,
  { routes, menus = [] }: { routes: Routes; menus?: MenuCategory[] },
) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    urls.push(url);
    const address = new URL(url, 'http://x');
    const route = routes[`${init.method ?? 'GET'} ${address.pathname}`];
    const reply = route
      ? typeof route === 'function'
        ? route(address)
        : route
      : { status: 404, code: 'not-found', value: null };
    const status = reply.status ?? 200;
    return Response.json(
      { success: status < 400, code: reply.code ?? 'ok', message: reply.code ?? 'Success', value: reply.value },
      { status },
    );
  });
  const view = await renderWithApp(ui, {
    texts: { bets, memberCentre, common, messages },
    data: [
      [permissionInfoQuery().queryKey, brandFixture()],
      [gameMenusQuery().queryKey, menus],
    ],
    routed: false,
    retry: false,
  });
  /** The query of each request to this path, in order. */
  const queries = (path: string) =>
    urls.filter((url) => url.startsWith(path)).map((url) => Object.fromEntries(new URL(url, 'http://x').searchParams));
  return { ...view, queries };
}
