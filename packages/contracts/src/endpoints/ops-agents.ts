import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { text, trimmedText } from '../schema.ts';
import { DOWNLINE_CONTROLS, downlineRightsSchema } from './agent.ts';

/**
 * Operators and the agent tree: where a member sits (the uplines from the top down,
 * how many below), moving a member with its whole downline under another agent of
 * the same brand, a member's disabled state, and what a brand lets agents change for
 * their downline. Every change is audited in its own transaction.
 */

export const opsTreeMemberSchema = z.object({
  account: z.string(),
  type: z.int(),
  /** Accounts from the top of the tree down to the member's direct upline. */
  uplines: z.array(z.string()),
  directDownline: z.int(),
  downline: z.int(),
  disabled: z.boolean(),
  rights: downlineRightsSchema,
});
export type OpsTreeMember = z.infer<typeof opsTreeMemberSchema>;

const account = z.object({ account: text(1, 64) });

export const opsMemberTree = endpoint({
  method: 'GET',
  path: '/ops/members/:account/tree',
  summary: 'Where a member sits in the agent tree: its uplines, how many are below it, its state and rights',
  auth: 'operator',
  permission: 'members.read',
  params: account,
  query: z.object({ merchant: text(1, 64) }),
  value: opsTreeMemberSchema,
});

export const opsMoveMember = endpoint({
  method: 'POST',
  path: '/ops/members/:account/upline',
  summary:
    'Moves a member and its whole downline under another agent of the same brand (never under itself or its own downline)',
  auth: 'operator',
  permission: 'members.tree',
  params: account,
  body: z.object({ merchant: text(1, 64), upline: text(1, 64), reason: trimmedText(1, 140) }),
  /** The member where it now sits; `moved` counts it and everyone below it. */
  value: z.extend(opsTreeMemberSchema, { moved: z.int() }),
});

export const opsSetMemberState = endpoint({
  method: 'POST',
  path: '/ops/members/:account/state',
  summary: 'Disables a member (no login, every session ended) or enables it again, with a reason',
  auth: 'operator',
  permission: 'members.support',
  params: account,
  body: z.object({ merchant: text(1, 64), disabled: z.boolean(), reason: trimmedText(1, 140) }),
  value: opsTreeMemberSchema,
});

export const opsAgentControls = endpoint({
  method: 'PUT',
  path: '/ops/merchants/:code/agent-controls',
  summary: "What the brand's agents may change for their direct downline: state, transfer right, register right",
  auth: 'operator',
  permission: 'brand.write',
  params: z.object({ code: text(1, 64) }),
  body: z.object({ controls: z.array(z.enum(DOWNLINE_CONTROLS)).check(z.maxLength(DOWNLINE_CONTROLS.length)) }),
  value: z.object({ controls: z.array(z.enum(DOWNLINE_CONTROLS)) }),
});
