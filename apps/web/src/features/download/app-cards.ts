import { isAppResource, RESOURCE_TYPES, type Resource, type ResourceType } from '@arcadia/contracts';
import { isInternalUrl } from '../../shell/side/side-entries.ts';

export interface AppCard {
  type: ResourceType;
  /** What the button does: download from the link, or show the installation guide on this page. */
  action: { kind: 'download'; url: string; external: boolean } | { kind: 'guide'; topic: string };
  /** The absolute address the QR code carries (what a phone opens). */
  qrValue: string;
  /** The installation tutorial that goes with it. */
  tutorial: string;
  /** The `platform` query value of the side bar's and the QR's links that names this card. */
  platform: string;
}

const TUTORIAL: Partial<Record<ResourceType, string>> = {
  Android: 'android-install',
  IOS: 'ios-install',
  MOBILECONFIG: 'ios-install',
};
const PLATFORM: Partial<Record<ResourceType, string>> = { Android: 'android', IOS: 'ios', MOBILECONFIG: 'ios-config' };

const isDownloadPage = (url: string) => {
  const path = new URL(url, 'http://x').pathname;
  return path === '/down' || path === '/download';
};

/**
 * The download page's cards, one per app resource of the brand, in the spec's
 * order. A resource that links back to this page (a brand without native apps
 * whose phones add the site to the home screen) opens its installation guide;
 * any other link is the download itself.
 */
export function appCards(resources: readonly Resource[], origin = window.location.origin): AppCard[] {
  return RESOURCE_TYPES.flatMap((type) => {
    const resource = resources.find((item) => item.resourceType === type && item.url);
    if (!resource || !isAppResource(resource)) return [];
    const tutorial = TUTORIAL[type] ?? 'ios-install';
    const action: AppCard['action'] =
      isInternalUrl(resource.url) && isDownloadPage(resource.url)
        ? { kind: 'guide', topic: tutorial }
        : { kind: 'download', url: resource.url, external: !isInternalUrl(resource.url) };
    return [
      {
        type,
        action,
        qrValue: new URL(resource.qrCodeUrl || resource.url, origin).href,
        tutorial,
        platform: PLATFORM[type] ?? '',
      },
    ];
  });
}
