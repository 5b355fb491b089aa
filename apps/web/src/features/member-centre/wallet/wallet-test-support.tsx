import type { MemberInfo } from '@arcadia/contracts';
import { en as messages } from '@arcadia/contracts/messages/en';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import common from '../../../i18n/locales/en/common.json';
import memberCentre from '../../../i18n/locales/en/memberCentre.json';
import wallet from '../../../i18n/locales/en/wallet.json';
import { permissionInfoQuery } from '../../../lib/brand.ts';
import { memberInfoQuery } from '../../../lib/member.ts';
import { brandFixture } from '../../../test/brand-fixture.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { stubApi } from '../test-support.tsx';

type Routes = Parameters<typeof stubApi>[0];

/** Test-only: a money page with the brand (₱, GMT+8), a member and the English texts; fetch answers from routes. */
export async function renderMoneyPage(ui: ReactNode, { routes, member }: { routes: Routes; member?: MemberInfo }) {
  const api = stubApi(routes);
  // The stub keys by path; the query string is kept here for the pages that filter.
  const urls: string[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    urls.push(url);
    return api.fetchMock(url, init);
  });
  const view = await renderWithApp(ui, {
    texts: { wallet, memberCentre, common, messages },
    data: [
      [permissionInfoQuery().queryKey, brandFixture()],
      ...(member ? [[memberInfoQuery().queryKey, member] as const] : []),
    ],
    routed: false,
    retry: false,
  });
  return { ...view, calls: api.calls, urls };
}

/** Test-only: the JSON body of the requests to "METHOD /path", in order. */
export const bodiesOf = (calls: { key: string; init: RequestInit }[], key: string) =>
  calls.filter((call) => call.key === key).map((call) => JSON.parse(String(call.init.body)) as Record<string, unknown>);

export const countOf = (calls: { key: string }[], key: string) => calls.filter((call) => call.key === key).length;
