import {
  countryList,
  isEnabled,
  permissionInfo,
  systemStatus,
  type ValueOf,
  type WhitelabelModId,
} from '@arcadia/contracts';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { call } from './api.ts';

/** Start-up data every screen reads: the brand's whitelabel info, site status, countries. */
export const permissionInfoQuery = () =>
  queryOptions({
    queryKey: ['permission-info'],
    queryFn: ({ signal }) => call(permissionInfo, { query: { url: window.location.host }, signal }),
    staleTime: 5 * 60_000,
  });

export const statusQuery = () =>
  queryOptions({
    queryKey: ['system-status'],
    queryFn: ({ signal }) => call(systemStatus, { signal }),
    staleTime: 60_000,
  });

export const countriesQuery = () =>
  queryOptions({
    queryKey: ['countries'],
    queryFn: ({ signal }) => call(countryList, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export type PermissionInfo = ValueOf<typeof permissionInfo>;

/** The brand's whitelabel info; start-up loads it before any screen renders. */
export const useBrand = (): PermissionInfo => useSuspenseQuery(permissionInfoQuery()).data;

/** Whether a whitelabel switch (and its ancestors) is on for this brand. */
export const useSwitch = (modId: WhitelabelModId): boolean => isEnabled(useBrand().whitelabel, modId);

export const useCountries = () => useQuery(countriesQuery());

/** One image CDN per page load, picked at random from the brand's list. */
let pickedCdn: string | null = null;
export const useImageCdn = (): string => {
  const { imageCDNs } = useBrand();
  pickedCdn ??= imageCDNs[Math.floor(Math.random() * imageCDNs.length)] ?? '/img';
  return pickedCdn;
};
