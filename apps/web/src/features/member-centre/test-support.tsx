import type { MemberInfo, MenuCategory } from '@arcadia/contracts';
import { en as messages } from '@arcadia/contracts/messages/en';
import type { QueryKey } from '@tanstack/react-query';
import { cleanup } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import bets from '../../i18n/locales/en/bets.json';
import cashier from '../../i18n/locales/en/cashier.json';
import common from '../../i18n/locales/en/common.json';
import memberCentre from '../../i18n/locales/en/memberCentre.json';
import modal from '../../i18n/locales/en/modal.json';
import wallet from '../../i18n/locales/en/wallet.json';
import { balanceQuery } from '../../lib/balance.ts';
import { countriesQuery, permissionInfoQuery } from '../../lib/brand.ts';
import { gameMenusQuery } from '../../lib/game-menus.ts';
import { memberInfoQuery } from '../../lib/member.ts';
import { brandFixture, countriesFixture } from '../../test/brand-fixture.ts';
import type { Texts } from '../../test/english.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';

/** Test-only: a member as the server sends it. */
export const memberFixture = (patch: Partial<MemberInfo> = {}): MemberInfo => ({
  id: '1',
  account: 'demo',
  nickname: 'Demo player',
  type: 0,
  toUpline: false,
  clubLabel: { labelName: 'VIP 2', rankLevel: 2 },
  memberLabel: [],
  mobileNum: '9171234567',
  countryCode: '63',
  email: null,
  payeeName: null,
  language: 'EN',
  hasPaymentPassword: false,
  totpEnabled: false,
  avatarUrl: '/img/avatar/1.png',
  createdAt: '2025-03-01T20:00:00.000Z',
  ...patch,
});

/** Renders with a brand, an optional member in the cache, countries and the English texts. */
export const renderCentre = (ui: ReactNode, { member }: { member?: MemberInfo } = {}) =>
  renderWithApp(ui, {
    texts: { memberCentre, common, modal, messages },
    data: [
      [permissionInfoQuery().queryKey, brandFixture()],
      [countriesQuery().queryKey, countriesFixture()],
      ...(member ? [[memberInfoQuery().queryKey, member] as const] : []),
    ],
    routed: false,
    retry: false,
  });

interface Reply {
  status?: number;
  code?: string;
  message?: string;
  value: unknown;
}

/** A fetch stand-in answering "METHOD /path" with an envelope; it records every request. */
export function stubApi(routes: Record<string, Reply | ((init: RequestInit, address: URL) => Reply)>) {
  const calls: { key: string; init: RequestInit }[] = [];
  const fetchMock = async (url: string, init: RequestInit = {}) => {
    const address = new URL(url, 'http://x');
    const key = `${init.method ?? 'GET'} ${address.pathname}`;
    calls.push({ key, init });
    const route = routes[key];
    if (!route)
      return Response.json({ success: false, code: 'not-found', message: 'Not found.', value: null }, { status: 404 });
    const reply = typeof route === 'function' ? route(init, address) : route;
    const status = reply.status ?? 200;
    return Response.json(
      { success: status < 400, code: reply.code ?? 'ok', message: reply.message ?? 'Success', value: reply.value },
      { status },
    );
  };
  return { fetchMock, calls };
}

export type Routes = Parameters<typeof stubApi>[0];

interface PageSetup {
  routes: Routes;
  /** The page's own English namespaces, beside memberCentre, common and messages. */
  texts: Texts;
  member?: MemberInfo;
  /** More query data already in the cache. */
  data?: readonly (readonly [QueryKey, unknown])[];
  path?: string;
  routed?: boolean;
}

/**
 * Test-only: a money or bets page with the demo brand (₱, GMT+8), a member if
 * given and the English texts; fetch answers from routes. The stub keys by
 * path, so every request's full address is kept too, for the pages that filter.
 */
async function renderWithApi(
  ui: ReactNode,
  { routes, texts, member, data = [], path = '/', routed = false }: PageSetup,
) {
  const api = stubApi(routes);
  const urls: string[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    urls.push(url);
    return api.fetchMock(url, init);
  });
  const view = await renderWithApp(ui, {
    texts: { memberCentre, common, messages, ...texts },
    data: [
      [permissionInfoQuery().queryKey, brandFixture()],
      ...(member ? [[memberInfoQuery().queryKey, member] as const] : []),
      ...data,
    ],
    path,
    routed,
    retry: false,
  });
  /** The query of each request to this path, in order. */
  const queries = (prefix: string) =>
    urls
      .filter((url) => url.startsWith(prefix))
      .map((url) => Object.fromEntries(new URL(url, 'http://x').searchParams));
  return { ...view, calls: api.calls, urls, queries };
}

/** Test-only: a wallet page (My wallet, upline transfer, account record). */
export const renderMoneyPage = (ui: ReactNode, { routes, member }: { routes: Routes; member?: MemberInfo }) =>
  renderWithApi(ui, { routes, member, texts: { wallet } });

/** Test-only: a bets page (betting record, profit and loss), with the brand's game menus. */
export const renderBetsPage = (ui: ReactNode, { routes, menus = [] }: { routes: Routes; menus?: MenuCategory[] }) =>
  renderWithApi(ui, { routes, texts: { bets }, data: [[gameMenusQuery().queryKey, menus]] });

/** Test-only: a Deposit or Withdraw page, with a header balance in the cache to see it refreshed. */
export async function renderCashier(ui: ReactNode, routes: Routes, { path = '/', routed = false } = {}) {
  const view = await renderWithApi(ui, {
    routes,
    texts: { cashier, wallet },
    data: [[balanceQuery().queryKey, { sumBalance: 0 }]],
    path,
    routed,
  });
  const balanceInvalidated = () => view.client.getQueryState(balanceQuery().queryKey)?.isInvalidated ?? false;
  return { ...view, balanceInvalidated };
}

type Calls = { key: string; init: RequestInit }[];

/** Test-only: the requests made to "METHOD /path", in order. */
export const callsTo = (calls: Calls, key: string) => calls.filter((call) => call.key === key);

/** Test-only: the JSON bodies sent to "METHOD /path", in order. */
export const bodiesOf = (calls: Calls, key: string) =>
  callsTo(calls, key).map((call) => JSON.parse(String(call.init.body)) as Record<string, unknown>);

export const countOf = (calls: Calls, key: string) => callsTo(calls, key).length;

/** Test-only: a file of a given type and (claimed) size. */
export function fileOf(name: string, type: string, size?: number): File {
  const file = new File(['\x89PNG'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/**
 * Test-only: the record pages' clock for every test of the file. 20:00 UTC on
 * 1 March is already 2 March on the brand's clock (GMT+8), so "today" must
 * come from the brand, not the machine. Each test ends with a clean page,
 * fetch and clock.
 */
export function onBrandClockAtMarch2() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T20:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}
