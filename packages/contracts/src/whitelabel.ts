import * as z from 'zod/mini';

/**
 * The whitelabel tree's switches (site-shell §1). A switch is on only when it
 * and every ancestor are enabled. The groups exist so an operator can turn a
 * whole area off at once.
 */
export const WHITELABEL_TREE = {
  REGISTER: [
    'USERNAME_REGISTER',
    'MOBILE_REGISTER',
    'REGISTER_SMS_VERIFY',
    'MOBILE_REGISTER_PASSWORD',
    'DIRECT_REGISTER',
  ],
  LOGIN: [
    'MOBILE_CODE_LOGIN',
    'FIREBASE_LOGIN',
    'FREE_PLAY',
    'LOGIN_FIRST',
    'FORCE_PASSWORD_CHANGE',
    'FORGOT_BY_PHONE',
    'NEW_DEVICE_CHECK',
  ],
  AGENT: ['AFFILIATE', 'REFERRAL_PROMOTION', 'DIVIDEND_CONTRACT', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'],
  CENTRE: ['PERSONAL_CENTER', 'AGENT_CENTER', 'POINT_MALL', 'MISSIONS', 'MESSAGES'],
} as const;

export type WhitelabelGroup = keyof typeof WHITELABEL_TREE;
export type WhitelabelSwitch = (typeof WHITELABEL_TREE)[WhitelabelGroup][number];
export type WhitelabelModId = WhitelabelGroup | WhitelabelSwitch;

export const WHITELABEL_GROUPS = Object.keys(WHITELABEL_TREE) as WhitelabelGroup[];
export const WHITELABEL_SWITCHES = WHITELABEL_GROUPS.flatMap((group) => [...WHITELABEL_TREE[group]]);
export const WHITELABEL_MOD_IDS: WhitelabelModId[] = [...WHITELABEL_GROUPS, ...WHITELABEL_SWITCHES];

/** Switches that are off for a new brand; everything else starts on. */
export const WHITELABEL_OFF_BY_DEFAULT: readonly WhitelabelModId[] = ['LOGIN_FIRST', 'FIREBASE_LOGIN'];

export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}

export const whitelabelNodeSchema = z.object({
  modId: z.string(),
  enabled: z.enum(['1', '0']),
  get childrenNodes(): z.ZodMiniArray<typeof whitelabelNodeSchema> {
    return z.array(whitelabelNodeSchema);
  },
});

/** True when the switch and all its ancestors are enabled in the tree. */
export function isEnabled(tree: readonly WhitelabelNode[], modId: WhitelabelModId): boolean {
  const walk = (nodes: readonly WhitelabelNode[]): boolean | undefined => {
    for (const node of nodes) {
      if (node.modId === modId) return node.enabled === '1';
      const below = walk(node.childrenNodes);
      if (below !== undefined) return node.enabled === '1' && below;
    }
    return undefined;
  };
  return walk(tree) ?? false;
}
