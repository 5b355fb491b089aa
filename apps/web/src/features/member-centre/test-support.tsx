import type { MemberInfo } from '@arcadia/contracts';
import { en as messages } from '@arcadia/contracts/messages/en';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import common from '../../i18n/locales/en/common.json';
import memberCentre from '../../i18n/locales/en/memberCentre.json';
import modal from '../../i18n/locales/en/modal.json';
import { type PermissionInfo, permissionInfoQuery } from '../../lib/brand.ts';
import { memberInfoQuery } from '../../lib/member.ts';

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

export const brandFixture = (): PermissionInfo => ({
  merchant: {
    code: 'demo',
    name: 'Arcadia',
    currency: 'PHP',
    currencySymbol: '₱',
    languages: ['CN', 'EN', 'VI', 'JA', 'TH', 'TY'],
    defaultLanguage: 'EN',
    platform: 'ARC',
    lotteryType: 'VN',
    logoUrl: '/img/brand/demo.svg',
    gmtOffsetMinutes: 480,
  },
  whitelabel: [],
  registerRules: [],
  resources: [],
  customerService: [],
  customerServiceKey: '',
  gtagId: null,
  imageCDNs: ['/img'],
  launchGameCDNs: ['/house'],
  launchGameCDN: '/house',
  location: { ip: '127.0.0.1', country: null },
  maintenance: false,
  regionRestriction: false,
  maintenanceEndTime: null,
});

/** Renders with a brand, an optional member in the cache, countries and the English texts. */
export async function renderCentre(ui: ReactNode, { member }: { member?: MemberInfo } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(permissionInfoQuery().queryKey, brandFixture());
  client.setQueryData(
    ['countries'],
    [
      { countryCode: 'PH', countryDialingCode: '63' },
      { countryCode: 'VN', countryDialingCode: '84' },
    ],
  );
  if (member) client.setQueryData(memberInfoQuery().queryKey, member);
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'EN',
    resources: { EN: { memberCentre, common, modal, messages } },
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  });
  const view = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

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
