import type { MenuCategory, VendorCard } from '@arcadia/contracts';
import type { ReactNode } from 'react';
import common from '../../i18n/locales/en/common.json';
import header from '../../i18n/locales/en/header.json';
import { type PermissionInfo, permissionInfoQuery } from '../../lib/brand.ts';
import { gameMenusQuery } from '../../lib/game-menus.ts';
import { brandFixture } from '../../test/brand-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';

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

interface Setup {
  brand?: PermissionInfo;
  menus?: MenuCategory[];
  path?: string;
}

export const renderHeaderPart = (ui: ReactNode, { brand = brandFixture(), menus = [], path = '/' }: Setup = {}) =>
  renderWithApp(ui, {
    texts: { header, common },
    data: [
      [permissionInfoQuery().queryKey, brand],
      [gameMenusQuery().queryKey, menus],
    ],
    path,
  });
