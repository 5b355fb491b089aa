import { useCallback } from 'react';
import { useBrand } from '../../../lib/brand.ts';

/** An instant on the brand's wall clock (its fixed GMT offset), "2025-03-02 14:30". */
export const brandTime = (iso: string, gmtOffsetMinutes: number): string =>
  new Date(Date.parse(iso) + gmtOffsetMinutes * 60_000).toISOString().slice(0, 16).replace('T', ' ');

/** The brand's clock as a function of an ISO instant. */
export function useBrandTime(): (iso: string) => string {
  const offset = useBrand().merchant.gmtOffsetMinutes;
  return useCallback((iso: string) => brandTime(iso, offset), [offset]);
}
