import { SYSTEM_STATUS } from '@arcadia/contracts';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useLayoutEffect, useMemo } from 'react';
import { countriesQuery, permissionInfoQuery, statusQuery } from '../lib/brand.ts';
import { applyBrandLook } from '../lib/brand-look.ts';
import { useRestoredSession } from '../lib/member.ts';
import { RouterProvider } from '../lib/router/router.tsx';
import { MaintenancePage } from '../shell/status/maintenance-page.tsx';
import { RegionBlockedPage } from '../shell/status/region-blocked-page.tsx';
import { RootLayout } from './root-layout.tsx';
import { createRouter } from './router.tsx';

/** The help and customer-service page (/helpmc), which the maintenance and region pages open. */
const SERVICE_PATH = '/helpmc';

/**
 * Start-up (site-shell §2): the country list loads, the brand's whitelabel
 * info and the site status arrive, and the status picks the root view. With a
 * stored session token, member info loads too. /helpmc shows in every status.
 */
export function Startup() {
  useQuery(countriesQuery());
  useRestoredSession();
  const { data: info } = useSuspenseQuery(permissionInfoQuery());
  // The brand's colours, font and logo come from its settings, on every page including the status pages.
  useLayoutEffect(() => applyBrandLook(info.merchant.look), [info.merchant.look]);
  const { data: status } = useSuspenseQuery(statusQuery());
  // Customer service stays open when the site is not: the maintenance and region pages send visitors to it.
  const serviceOnly = status.status !== SYSTEM_STATUS.NORMAL && window.location.pathname === SERVICE_PATH;
  const router = useMemo(
    () => (status.status === SYSTEM_STATUS.NORMAL || serviceOnly ? createRouter() : null),
    [status.status, serviceOnly],
  );
  const app = router && (
    <RouterProvider router={router}>
      <RootLayout />
    </RouterProvider>
  );
  if (serviceOnly) return app;
  if (status.status === SYSTEM_STATUS.MAINTENANCE) return <MaintenancePage endTime={status.maintenanceEndTime} />;
  if (status.status === SYSTEM_STATUS.REGION_BLOCKED) return <RegionBlockedPage ip={status.location.ip} />;
  return app;
}
