import { en as messages } from '@arcadia/contracts/messages/en';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import cashier from '../../../i18n/locales/en/cashier.json';
import common from '../../../i18n/locales/en/common.json';
import memberCentre from '../../../i18n/locales/en/memberCentre.json';
import { balanceQuery } from '../../../lib/balance.ts';
import { permissionInfoQuery } from '../../../lib/brand.ts';
import { brandFixture } from '../../../test/brand-fixture.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { stubApi } from '../test-support.tsx';

export type Routes = Parameters<typeof stubApi>[0];

/**
 * Test-only: a Deposit or Withdraw page with the demo brand (₱, GMT+8), the
 * English texts and a header balance in the cache; fetch answers from routes
 * and every request's full address is kept (for the paging queries).
 */
export async function renderCashier(ui: ReactNode, routes: Routes, { path = '/', routed = false } = {}) {
  const api = stubApi(routes);
  const urls: string[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    urls.push(url);
    return api.fetchMock(url, init);
  });
  const view = await renderWithApp(ui, {
    texts: { cashier, memberCentre, common, messages },
    data: [
      [permissionInfoQuery().queryKey, brandFixture()],
      [balanceQuery().queryKey, { sumBalance: 0 }],
    ],
    path,
    routed,
    retry: false,
  });
  const balanceInvalidated = () => view.client.getQueryState(balanceQuery().queryKey)?.isInvalidated ?? false;
  return { ...view, calls: api.calls, urls, balanceInvalidated };
}

/** Test-only: the requests made to "METHOD /path", in order. */
export const callsTo = (calls: { key: string; init: RequestInit }[], key: string) =>
  calls.filter((call) => call.key === key);

/** Test-only: the JSON bodies sent to "METHOD /path", in order. */
export const bodiesOf = (calls: { key: string; init: RequestInit }[], key: string) =>
  callsTo(calls, key).map((call) => JSON.parse(String(call.init.body)) as Record<string, unknown>);

/** Test-only: a file of a given type and (claimed) size. */
export function fileOf(name: string, type: string, size?: number): File {
  const file = new File(['\x89PNG'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}
