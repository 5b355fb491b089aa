import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { opsEnrolmentSchema, opsGrantSchema } from '../ops-grants.ts';
import type { OpsPermission } from '../ops-roles.ts';
import { queryInt, text, trimmedText } from '../schema.ts';
import { moneySettingsChangeSchema } from './money-settings.ts';

/**
 * Maker–checker approvals: money out of the ordinary waits for a second operator.
 * One operator asks (a manual adjustment, a looser money limit, the release of a
 * held vendor win); another approves, which carries the action out in the same
 * transaction, or rejects it with a note. Nobody approves their own request
 * (`self-approval`), nor one of an operator they are linked to (`ops-not-independent`:
 * one created, reset or granted the other, or someone held a way into both); the maker
 * may cancel their own pending request. Arming an operator with money powers (creating,
 * granting, resetting) is itself such a request, decided by a second owner.
 */

export const APPROVAL_KINDS = [
  'adjustment',
  'money-settings',
  'win-release',
  'operator-create',
  'operator-grants',
  'operator-reset',
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
/** The approver must hold, for the request's brand, the permission that asking for it takes. */
export const APPROVAL_KIND_PERMISSION: Record<ApprovalKind, OpsPermission> = {
  adjustment: 'adjust.request',
  'money-settings': 'money.settings',
  'win-release': 'wins.review',
  'operator-create': 'operators.manage',
  'operator-grants': 'operators.manage',
  'operator-reset': 'operators.manage',
};
export const APPROVAL_STATES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

const common = {
  id: z.string(),
  /** The brand it concerns; null for an operator request over several brands or every brand (an owner of every brand decides it). */
  merchantCode: z.nullable(z.string()),
  state: z.enum(APPROVAL_STATES),
  /** The operators' usernames. */
  requestedBy: z.string(),
  requestedAt: z.iso.datetime(),
  decidedBy: z.nullable(z.string()),
  decidedAt: z.nullable(z.iso.datetime()),
  /** The decider's note (a rejection's reason), or the maker's when cancelling. */
  note: z.nullable(z.string()),
};

export const adjustmentDetailSchema = z.object({
  account: z.string(),
  direction: z.enum(['credit', 'debit']),
  amount: z.int(),
  reason: z.string(),
  requestId: z.string(),
});

export const winReleaseDetailSchema = z.object({
  heldWinId: z.string(),
  vendor: z.string(),
  account: z.string(),
  gameCode: z.string(),
  roundId: z.string(),
  stake: z.int(),
  amount: z.int(),
});

const operatorRef = { operatorId: z.int(), username: z.string() };

/**
 * The approver's share of the new enrolment token, in the answer to the approval only (the asker
 * got the first share with the request); the operator enrols with both.
 */
const approverShare = { enrolment: z.optional(opsEnrolmentSchema) };

export const opsApprovalSchema = z.discriminatedUnion('kind', [
  z.object({ ...common, kind: z.literal('adjustment'), detail: adjustmentDetailSchema }),
  /** Only the loosening part of a settings change waits here; the rest applied at once. */
  z.object({ ...common, kind: z.literal('money-settings'), detail: z.object({ change: moneySettingsChangeSchema }) }),
  z.object({ ...common, kind: z.literal('win-release'), detail: winReleaseDetailSchema }),
  z.object({
    ...common,
    kind: z.literal('operator-create'),
    detail: z.object({ username: z.string(), grants: z.array(opsGrantSchema) }),
    ...approverShare,
  }),
  z.object({
    ...common,
    kind: z.literal('operator-grants'),
    detail: z.object({ ...operatorRef, before: z.array(opsGrantSchema), after: z.array(opsGrantSchema) }),
  }),
  z.object({ ...common, kind: z.literal('operator-reset'), detail: z.object(operatorRef), ...approverShare }),
]);
export type OpsApproval = z.infer<typeof opsApprovalSchema>;

const id = z.string().check(z.regex(/^\d{1,18}$/));

export const opsApprovals = endpoint({
  method: 'GET',
  path: '/ops/approvals',
  summary:
    'Approval requests of the brands the operator decides for: pending ones oldest first, decided ones newest first',
  auth: 'operator',
  permission: 'approvals.decide',
  query: z.object({
    merchant: z.optional(text(1, 64)),
    state: z.optional(z.enum(APPROVAL_STATES)),
    kind: z.optional(z.enum(APPROVAL_KINDS)),
    /** true: only the caller's own requests. */
    mine: z.optional(z.enum(['true', 'false'])),
    pageNo: queryInt(1, 10_000, 1),
    pageSize: queryInt(1, 100, 20),
  }),
  value: z.object({ list: z.array(opsApprovalSchema), total: z.int(), totalPages: z.int() }),
});

export const opsApprove = endpoint({
  method: 'POST',
  path: '/ops/approvals/:id/approve',
  summary: "Approves another operator's pending request and carries it out, once",
  auth: 'operator',
  permission: 'approvals.decide',
  params: z.object({ id }),
  body: z.object({ note: z.optional(trimmedText(0, 140)) }),
  value: opsApprovalSchema,
});

export const opsRejectApproval = endpoint({
  method: 'POST',
  path: '/ops/approvals/:id/reject',
  summary: "Refuses another operator's pending request, with a note; nothing is carried out",
  auth: 'operator',
  permission: 'approvals.decide',
  params: z.object({ id }),
  body: z.object({ note: trimmedText(1, 140) }),
  value: opsApprovalSchema,
});

export const opsCancelApproval = endpoint({
  method: 'POST',
  path: '/ops/approvals/:id/cancel',
  summary: 'Withdraws one of the caller’s own pending requests',
  auth: 'operator',
  permission: 'approvals.decide',
  params: z.object({ id }),
  body: z.object({ note: z.optional(trimmedText(0, 140)) }),
  value: opsApprovalSchema,
});
