import { en as messages } from '@arcadia/contracts/messages/en';
import { act } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import common from '../../i18n/locales/en/common.json';
import games from '../../i18n/locales/en/games.json';
import modal from '../../i18n/locales/en/modal.json';
import { useAuth } from '../../lib/auth.ts';
import { permissionInfoQuery } from '../../lib/brand.ts';
import { brandFixture } from '../../test/brand-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';

export interface Reply {
  status?: number;
  code?: string;
  message?: string;
  value: unknown;
}

type Route = Reply | ((url: URL) => Reply);

/**
 * Test-only: fetch answers "METHOD /path" from `routes` with an envelope
 * (404 not-found for anything else) and keeps every request's URL.
 */
export function stubFetch(routes: Record<string, Route>) {
  const requests: { key: string; url: URL }[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, window.location.origin);
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    requests.push({ key, url });
    const route = routes[key];
    const reply: Reply = route
      ? typeof route === 'function'
        ? route(url)
        : route
      : { status: 404, code: 'not-found', message: 'Not found.', value: null };
    const status = reply.status ?? 200;
    return Response.json(
      { success: status < 400, code: reply.code ?? 'ok', message: reply.message ?? 'Success', value: reply.value },
      { status },
    );
  });
  /** The query of each request to "METHOD /path", in order. */
  const queries = (key: string) =>
    requests.filter((request) => request.key === key).map((request) => Object.fromEntries(request.url.searchParams));
  return { requests, queries };
}

/** Test-only: a logged-in member (type 0), a trial account (4) or a visitor (null). */
export function signIn(isAgent: number | null): void {
  act(() =>
    useAuth.setState(isAgent === null ? { token: null, isAgent: null } : { token: 'token', isAgent, account: 'demo' }),
  );
}

/** Test-only: a game page at `path` with the brand, the English texts and a stubbed API. */
export async function renderGames(
  ui: ReactNode,
  {
    path = '/',
    routes = {},
    data = [],
  }: { path?: string; routes?: Record<string, Route>; data?: [unknown[], unknown][] },
) {
  const api = stubFetch(routes);
  const view = await renderWithApp(ui, {
    texts: { games, common, modal, messages },
    data: [[permissionInfoQuery().queryKey, brandFixture()], ...data],
    path,
    retry: false,
  });
  return { ...view, ...api };
}
