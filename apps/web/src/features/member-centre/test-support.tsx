import type { MemberInfo } from '@arcadia/contracts';
import { en as messages } from '@arcadia/contracts/messages/en';
import type { ReactNode } from 'react';
import common from '../../i18n/locales/en/common.json';
import memberCentre from '../../i18n/locales/en/memberCentre.json';
import modal from '../../i18n/locales/en/modal.json';
import { countriesQuery, permissionInfoQuery } from '../../lib/brand.ts';
import { memberInfoQuery } from '../../lib/member.ts';
import { brandFixture, countriesFixture } from '../../test/brand-fixture.ts';
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
export function stubApi(routes: Record<string, Reply | ((init: RequestInit) => Reply)>) {
  const calls: { key: string; init: RequestInit }[] = [];
  const fetchMock = async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${new URL(url, 'http://x').pathname}`;
    calls.push({ key, init });
    const route = routes[key];
    if (!route)
      return Response.json({ success: false, code: 'not-found', message: 'Not found.', value: null }, { status: 404 });
    const reply = typeof route === 'function' ? route(init) : route;
    const status = reply.status ?? 200;
    return Response.json(
      { success: status < 400, code: reply.code ?? 'ok', message: reply.message ?? 'Success', value: reply.value },
      { status },
    );
  };
  return { fetchMock, calls };
}
