/**
 * Operator roles and what each may do. Every `/ops` endpoint declares one
 * permission in its contract; the server checks it in one place (the operator
 * guard), against the roles the operator holds for the brand concerned. A role
 * is held for one brand or for every brand.
 */
export const OPS_PERMISSIONS = [
  /** Read a brand's settings, money settings and limits. */
  'brand.read',
  /** Change a brand's site mode, region rules, live chat and switches. */
  'brand.write',
  /** Change a brand's money settings and limits (loosening a limit needs a second operator). */
  'money.settings',
  'deposits.read',
  'deposits.decide',
  'withdrawals.read',
  'withdrawals.decide',
  /** Ask for a manual credit or debit of a member (always needs a second operator). */
  'adjust.request',
  /** Approve or refuse another operator's request (never one's own). */
  'approvals.decide',
  /** Review vendor wins held over a cap. */
  'wins.review',
  'members.read',
  /** Help a member: end their sessions, lift a lockout. */
  'members.support',
  /** Move a member and its downline under another agent (the agent tree). */
  'members.tree',
  /** Announcements, banners, promotions and other brand content. */
  'content.write',
  /** Read the operator audit log. */
  'audit.read',
  /** Create operators, grant and withdraw roles, reset an operator's enrolment. */
  'operators.manage',
  /** Read agents' contracts and the settlement report. */
  'contracts.read',
  /** Set or end a member's contract, run settlement now, set who pays. */
  'contracts.manage',
  /** Set or remove a game provider's adapter (its API's address): for every brand at once. */
  'vendors.manage',
] as const;
export type OpsPermission = (typeof OPS_PERMISSIONS)[number];

export const OPS_ROLES = ['owner', 'finance', 'support', 'content', 'auditor'] as const;
export type OpsRole = (typeof OPS_ROLES)[number];

const READ_ONLY: readonly OpsPermission[] = [
  'brand.read',
  'deposits.read',
  'withdrawals.read',
  'members.read',
  'audit.read',
  'contracts.read',
];

export const ROLE_PERMISSIONS: Record<OpsRole, readonly OpsPermission[]> = {
  owner: OPS_PERMISSIONS,
  finance: [
    'brand.read',
    'deposits.read',
    'deposits.decide',
    'withdrawals.read',
    'withdrawals.decide',
    'adjust.request',
    'approvals.decide',
    'wins.review',
    'members.read',
    'contracts.read',
    'contracts.manage',
  ],
  support: ['brand.read', 'deposits.read', 'withdrawals.read', 'members.read', 'members.support', 'members.tree'],
  content: ['brand.read', 'content.write'],
  auditor: READ_ONLY,
};

/**
 * Permissions that move money or decide who may. A role carrying any of them is a money role:
 * creating an operator with one, granting one, or resetting an operator who holds one takes a
 * second owner (docs/decisions.md, "two people means two people").
 */
export const MONEY_PERMISSIONS: readonly OpsPermission[] = [
  'money.settings',
  'deposits.decide',
  'withdrawals.decide',
  'adjust.request',
  'approvals.decide',
  'wins.review',
  'contracts.manage',
  'operators.manage',
];

/** Whether a role carries a permission. */
export const roleAllows = (role: OpsRole, permission: OpsPermission) => ROLE_PERMISSIONS[role].includes(permission);

/** Whether a role carries any money permission. */
export const isMoneyRole = (role: OpsRole) =>
  ROLE_PERMISSIONS[role].some((permission) => MONEY_PERMISSIONS.includes(permission));
