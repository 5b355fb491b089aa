import {
  type BootData,
  bannerGroupForPath,
  DEFAULT_THEME,
  type Language,
  pickText,
  SYSTEM_STATUS,
} from '@arcadia/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SharedCache } from '../../platform/changes.ts';
import type { Merchant } from '../../platform/tenancy.ts';
import { drawnBannerUrl } from '../content/banner-url.ts';
import { contentRepo } from '../content/content.repo.ts';
import { systemRepo } from './system.repo.ts';
import * as system from './system.service.ts';

/** Boot data is read on every page load; a brand's settings and banners change rarely (and notice it). */
const TTL_MS = 60_000;
/** The location of a visitor the site is open to, in the page: the app reads it only on the region page. */
const NOWHERE = { ip: '', country: null };

/**
 * The boot data of index.html (see contracts/boot.ts): the whitelabel info, site status and the
 * route's first banner as the endpoints would answer this visitor, but for the visitor's location,
 * which only a visitor the site is closed to by region gets. The brand's part is cached per brand
 * and dropped when an operator changes the brand; the site state is computed per request.
 */
export function bootSource(app: FastifyInstance) {
  const system_ = systemRepo(app.db);
  const content = contentRepo(app.db);
  const configs = new SharedCache<system.BrandConfig>(app.tenancy.changes, TTL_MS);
  const banners = new SharedCache<Awaited<ReturnType<typeof content.banners>>>(app.tenancy.changes, TTL_MS);
  app.tenancy.onForget(({ code }) => {
    configs.delete(code);
    banners.clear();
  });

  return async function bootData(request: FastifyRequest, pathname: string): Promise<BootData | null> {
    let merchant: Merchant;
    try {
      merchant = await app.tenancy.fromRequest(request.headers);
    } catch {
      // No brand on this Host: the page boots the slow way, through the API.
      return null;
    }
    const lang = bootLanguage(merchant, request.lang);
    const group = bannerGroupForPath(pathname);
    const [config, rows, providerPages] = await Promise.all([
      configs.get(merchant.code, () => system.brandConfig(system_, merchant.id)),
      group ? banners.get(`${merchant.code}|${group}`, () => content.banners(merchant.id, group)) : null,
      app.tenancy.providerPages(),
    ]);
    const { status, maintenanceEndTime, location: visitor } = system.siteState(merchant, request.ip);
    // The visitor's address only where the page shows it (the region page): every other visitor of the
    // brand then gets the same page, which is kept compressed (platform/web-app.ts).
    const location = status === SYSTEM_STATUS.REGION_BLOCKED ? visitor : NOWHERE;
    return {
      lang,
      theme: DEFAULT_THEME,
      permissionInfo: { ...system.permissionInfo(config, merchant, request.ip, providerPages), location },
      status: { status, maintenanceEndTime, location },
      banner:
        group && rows
          ? {
              group,
              list: rows.map((row) => ({
                ...row,
                url: drawnBannerUrl(row.url, merchant.code, lang),
                title: pickText(row.title, lang),
              })),
            }
          : null,
    };
  };
}

export type BootSource = ReturnType<typeof bootSource>;

/** The request's language (Accept-Language) when the brand offers it, else the brand's own. */
const bootLanguage = (merchant: Merchant, requested: Language): Language =>
  merchant.languages.includes(requested) ? requested : merchant.defaultLanguage;
