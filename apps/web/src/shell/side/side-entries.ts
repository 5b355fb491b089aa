import { isAppResource, RESOURCE_TYPES, type Resource, type ResourceType } from '@arcadia/contracts';

export type SideEntry =
  | { kind: 'promotions' }
  | { kind: 'service' }
  | { kind: 'invite' }
  | { kind: 'link'; type: ResourceType; url: string }
  | { kind: 'app'; type: ResourceType; url: string; qrCodeUrl: string };

export interface SideInput {
  resources: readonly Resource[];
  /** The REFERRAL_PROMOTION switch. */
  referralOn: boolean;
  loggedIn: boolean;
  /** The brand has a live chat or a customer-service page to open. */
  hasService: boolean;
}

/**
 * What the right bar shows (site-shell §2 "Side menus"): promotions, customer
 * service, invite (when referral promotion is on, or for visitors, whom it
 * leads to log in), then one entry per configured resource in the spec's
 * order. App downloads carry a QR code (of the QR address, else the link).
 */
export function sideEntries({ resources, referralOn, loggedIn, hasService }: SideInput): SideEntry[] {
  const entries: SideEntry[] = [{ kind: 'promotions' }];
  if (hasService) entries.push({ kind: 'service' });
  if (referralOn || !loggedIn) entries.push({ kind: 'invite' });
  for (const type of RESOURCE_TYPES) {
    const resource = resources.find((item) => item.resourceType === type && item.url);
    if (!resource) continue;
    entries.push(
      isAppResource(resource)
        ? { kind: 'app', type, url: resource.url, qrCodeUrl: resource.qrCodeUrl || resource.url }
        : { kind: 'link', type, url: resource.url },
    );
  }
  return entries;
}

/** Same-site paths go through the router; anything else opens in a new tab. */
export const isInternalUrl = (url: string) => url.startsWith('/') && !url.startsWith('//');
