import { CS_TYPE_LIVE_CHAT, SYSTEM_STATUS, type WhitelabelNode } from '@arcadia/contracts';
import { countryOf, ipInRanges } from '../../platform/geo.ts';
import { sealText } from '../../platform/seal.ts';
import type { Merchant } from '../../platform/tenancy.ts';
import type { systemRepo, WhitelabelRow } from './system.repo.ts';

type Repo = ReturnType<typeof systemRepo>;

export interface SiteState {
  status: 0 | 1 | 2;
  maintenance: boolean;
  regionRestriction: boolean;
  maintenanceEndTime: string | null;
  location: { ip: string; country: string | null };
}

/**
 * The site mode for one visitor. A blocked region wins over maintenance (the
 * visitor may not use the site either way, and the region page tells them why).
 * Maintenance with an end time in the past is over.
 */
export function siteState(merchant: Merchant, ip: string, now = new Date()): SiteState {
  const country = countryOf(ip);
  const regionRestriction =
    (country !== null && merchant.blockedCountries.includes(country)) || ipInRanges(ip, merchant.blockedIpRanges);
  const maintenance =
    merchant.maintenanceOn && (merchant.maintenanceEnd === null || merchant.maintenanceEnd.getTime() > now.getTime());
  const status = regionRestriction
    ? SYSTEM_STATUS.REGION_BLOCKED
    : maintenance
      ? SYSTEM_STATUS.MAINTENANCE
      : SYSTEM_STATUS.NORMAL;
  return {
    status,
    maintenance,
    regionRestriction,
    maintenanceEndTime: maintenance && merchant.maintenanceEnd ? merchant.maintenanceEnd.toISOString() : null,
    location: { ip, country },
  };
}

/** Rows (parent before child, in sort order) → the nested tree the client reads. */
export function buildTree(rows: readonly WhitelabelRow[]): WhitelabelNode[] {
  const nodes = new Map<string, WhitelabelNode>();
  const roots: WhitelabelNode[] = [];
  for (const row of rows) {
    const node: WhitelabelNode = { modId: row.modId, enabled: row.enabled ? '1' : '0', childrenNodes: [] };
    nodes.set(row.modId, node);
    const parent = row.parentId ? nodes.get(row.parentId) : undefined;
    (parent ? parent.childrenNodes : roots).push(node);
  }
  return roots;
}

const pickOne = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

const sealed = new WeakMap<BrandConfig, { key: string; services: BrandConfig['services'] }>();

/**
 * The brand's customer-service channels with the live chat's address sealed under the brand's key,
 * once per cached config and key: the same text for every visitor, so the page that carries it can
 * be kept (platform/web-app.ts).
 */
function sealedServices(config: BrandConfig, key: string): BrandConfig['services'] {
  const known = sealed.get(config);
  if (known?.key === key) return known.services;
  const services = config.services.map((service) =>
    service.csType === CS_TYPE_LIVE_CHAT ? { ...service, path: sealText(service.path, key) } : service,
  );
  sealed.set(config, { key, services });
  return services;
}

/** The parts of the permission info that are the same for every visitor of a brand (cacheable). */
export async function brandConfig(repo: Repo, merchantId: number) {
  const [rows, registerRules, resources, services] = await Promise.all([
    repo.whitelabelRows(merchantId),
    repo.registerRules(merchantId),
    repo.resources(merchantId),
    repo.customerServices(merchantId),
  ]);
  return { whitelabel: buildTree(rows), registerRules, resources, services };
}
export type BrandConfig = Awaited<ReturnType<typeof brandConfig>>;

/**
 * What a visitor's page needs to know of its brand. `providerPages` are where the game providers'
 * pages are served (vendor_adapters): the game frame opens them beside the brand's launch CDNs.
 */
export function permissionInfo(
  config: BrandConfig,
  merchant: Merchant,
  ip: string,
  providerPages: readonly string[] = [],
) {
  const { registerRules, resources } = config;
  const state = siteState(merchant, ip);
  return {
    merchant: {
      code: merchant.code,
      name: merchant.name,
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      languages: merchant.languages,
      defaultLanguage: merchant.defaultLanguage,
      platform: merchant.platform,
      lotteryType: merchant.lotteryType,
      logoUrl: `/img/brand/${merchant.code}.svg`,
      gmtOffsetMinutes: merchant.gmtOffsetMinutes,
      look: merchant.look,
    },
    whitelabel: config.whitelabel,
    registerRules,
    resources,
    customerService: sealedServices(config, merchant.csKey),
    customerServiceKey: merchant.csKey,
    gtagId: merchant.gtagId,
    imageCDNs: merchant.imageCdns,
    launchGameCDNs: [...new Set([...merchant.launchCdns, ...providerPages])],
    launchGameCDN: pickOne(merchant.launchCdns) ?? '',
    location: state.location,
    maintenance: state.maintenance,
    regionRestriction: state.regionRestriction,
    maintenanceEndTime: state.maintenanceEndTime,
  };
}
