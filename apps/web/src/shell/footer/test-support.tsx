import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import footer from '../../i18n/locales/en/footer.json';
import side from '../../i18n/locales/en/side.json';
import status from '../../i18n/locales/en/status.json';
import { type PermissionInfo, permissionInfoQuery } from '../../lib/brand.ts';

/** Test-only: a brand as the demo server sends it, and a renderer that provides what shell parts need. */
export const brandFixture = (patch: Partial<PermissionInfo> = {}): PermissionInfo => ({
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
  whitelabel: [
    {
      modId: 'AGENT',
      enabled: '1',
      childrenNodes: [{ modId: 'REFERRAL_PROMOTION', enabled: '1', childrenNodes: [] }],
    },
  ],
  registerRules: [],
  resources: [],
  customerService: [{ csType: 1, path: '/helpmc' }],
  customerServiceKey: btoa('k'.repeat(32)),
  gtagId: null,
  imageCDNs: ['/img'],
  launchGameCDNs: ['/house'],
  launchGameCDN: '/house',
  location: { ip: '127.0.0.1', country: null },
  maintenance: false,
  regionRestriction: false,
  maintenanceEndTime: null,
  ...patch,
});

export async function renderWithBrand(ui: ReactNode, { brand = brandFixture(), routed = true } = {}) {
  const client = new QueryClient();
  client.setQueryData(permissionInfoQuery().queryKey, brand);
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'EN',
    resources: { EN: { footer, side, status } },
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  });
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  const result = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>{routed ? <RouterProvider router={router} /> : ui}</I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, router };
}
