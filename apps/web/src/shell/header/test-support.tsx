import type { MenuCategory, VendorCard } from '@arcadia/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import common from '../../i18n/locales/en/common.json';
import header from '../../i18n/locales/en/header.json';
import { type PermissionInfo, permissionInfoQuery } from '../../lib/brand.ts';
import { gameMenusQuery } from '../../lib/game-menus.ts';

/** Test-only fixtures and a renderer giving header parts a brand, menus, texts and a router. */
export const vendorCards = (category: MenuCategory['title'], count: number, hot: number[] = []): VendorCard[] =>
  Array.from({ length: count }, (_, index) => ({
    nodeId: index + 1,
    vassalage: `V${index + 1}`,
    name: `Vendor ${index + 1}`,
    gameType: category,
    accountTypeId: 1000 + index,
    accountTypeName: `V${index + 1}`,
    isHot: hot.includes(index) ? 1 : 0,
    isGame: 'GAME',
    logo: `vendors/${category}/V${index + 1}.svg`,
  }));

export const brandFixture = (merchant: Partial<PermissionInfo['merchant']> = {}): PermissionInfo => ({
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
    ...merchant,
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

interface Setup {
  brand?: PermissionInfo;
  menus?: MenuCategory[];
  path?: string;
}

export async function renderHeaderPart(ui: ReactNode, { brand = brandFixture(), menus = [], path = '/' }: Setup = {}) {
  const client = new QueryClient();
  client.setQueryData(permissionInfoQuery().queryKey, brand);
  client.setQueryData(gameMenusQuery().queryKey, menus);
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'EN',
    resources: { EN: { header, common } },
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, client, router };
}
