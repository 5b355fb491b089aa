import { BOOT_ELEMENT_ID, type BootData, bootDataShape } from '@arcadia/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { permissionInfoQuery, statusQuery } from '../lib/brand.ts';
import { bannersQuery } from '../shell/banner/get-banners.ts';

/**
 * The boot data the server wrote into index.html for this brand (platform/boot-page.ts), or null
 * when the page has none (the dev server, a Host of no brand) or it does not read as boot data.
 */
export function readBootData(doc: Document = document): BootData | null {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as unknown;
    return bootDataShape.safeParse(parsed).success ? (parsed as BootData) : null;
  } catch {
    return null;
  }
}

/**
 * Puts the boot data where the first screen's queries look (the same query keys as their
 * endpoints' factories), so start-up, the header and the banner render without a call.
 * Banners are kept under the boot language: a visitor who chose another one asks again.
 */
export function seedQueries(client: QueryClient, boot: BootData): void {
  client.setQueryData(permissionInfoQuery().queryKey, boot.permissionInfo);
  client.setQueryData(statusQuery().queryKey, boot.status);
  if (boot.banner) client.setQueryData(bannersQuery(boot.banner.group, boot.lang).queryKey, boot.banner.list);
}
