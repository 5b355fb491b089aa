import type { ReactNode } from 'react';
import footer from '../../i18n/locales/en/footer.json';
import side from '../../i18n/locales/en/side.json';
import status from '../../i18n/locales/en/status.json';
import { type PermissionInfo, permissionInfoQuery } from '../../lib/brand.ts';
import { type BrandPatch, brandFixture as baseBrand } from '../../test/brand-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';

/** Test-only: a brand as the demo server sends it, and a renderer that provides what shell parts need. */
export const brandFixture = (patch: BrandPatch = {}): PermissionInfo =>
  baseBrand({
    whitelabel: [
      {
        modId: 'AGENT',
        enabled: '1',
        childrenNodes: [{ modId: 'REFERRAL_PROMOTION', enabled: '1', childrenNodes: [] }],
      },
    ],
    customerService: [{ csType: 1, path: '/helpmc' }],
    customerServiceKey: btoa('k'.repeat(32)),
    ...patch,
  });

export const renderWithBrand = (ui: ReactNode, { brand = brandFixture(), routed = true } = {}) =>
  renderWithApp(ui, { texts: { footer, side, status }, data: [[permissionInfoQuery().queryKey, brand]], routed });
