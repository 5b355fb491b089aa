import {
  type MenuCategory,
  type Notice,
  ORIGINAL_MOD_IDS,
  ORIGINAL_NOTICE_GROUPS,
  ORIGINAL_WHITELABEL_ROOT,
  type OriginalSiteInfo,
  type RegisterRule,
  type WhitelabelModId,
  type WhitelabelNode,
} from '@arcadia/contracts';

/**
 * Our answers in the forms the platform's original front end reads (issue 14).
 * Pure reshaping of values our services produced; no rule lives here.
 */

/** Register rules keyed by field name. */
export const registerRuleMap = (rules: readonly RegisterRule[]): Record<string, RegisterRule> =>
  Object.fromEntries(rules.map((rule) => [rule.key, rule]));

const renamed = (node: WhitelabelNode): WhitelabelNode => ({
  modId: ORIGINAL_MOD_IDS[node.modId as WhitelabelModId] ?? node.modId,
  enabled: node.enabled,
  childrenNodes: node.childrenNodes.map(renamed),
});

/** Our whitelabel tree under one enabled root, with the original's module ids. */
export const originalWhitelabel = (tree: readonly WhitelabelNode[]): WhitelabelNode => ({
  modId: ORIGINAL_WHITELABEL_ROOT,
  enabled: '1',
  childrenNodes: tree.map(renamed),
});

/** The permission answer we give our front end, as the original reads it under status `value.info`. */
export function originalSiteInfo(
  info: {
    whitelabel: WhitelabelNode[];
    registerRules: RegisterRule[];
    customerService: OriginalSiteInfo['customerService'];
    resources: OriginalSiteInfo['resources'];
    gtagId: string | null;
    imageCDNs: string[];
    launchGameCDNs: string[];
  },
  domains: string[],
  host: string,
): OriginalSiteInfo {
  return {
    whitelabel: originalWhitelabel(info.whitelabel),
    register: registerRuleMap(info.registerRules),
    customerService: info.customerService,
    resources: info.resources,
    domainRoute: domains,
    mainDomain: domains.includes(host) ? host : (domains[0] ?? host),
    analytics: { gtagId: info.gtagId },
    imageCDNs: info.imageCDNs,
    launchGameCDNs: info.launchGameCDNs,
  };
}

type Group = (typeof ORIGINAL_NOTICE_GROUPS)[keyof typeof ORIGINAL_NOTICE_GROUPS];

/** A page of announcements grouped as the original reads them (help notices are not a group it has). */
export function noticeGroups(list: readonly Notice[]): Record<Group, Notice[]> {
  const groups: Record<Group, Notice[]> = { banners: [], player: [], popup: [], promotion: [] };
  for (const notice of list) {
    const group = (ORIGINAL_NOTICE_GROUPS as Partial<Record<string, Group>>)[notice.type];
    if (group) groups[group].push(notice);
  }
  return groups;
}

/** The vendor menu as lanes of cards. */
export const vendorLanes = (menu: readonly MenuCategory[]) => ({
  data: {
    lanes: menu.map((category) => ({ title: category.title, cards: category.cards, gameClassify: category.title })),
  },
});
